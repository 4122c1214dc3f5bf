import type { ComponentType } from 'react';

/** The remotes named by the runtime manifest (/remotes.json) and by QUIRE_REMOTES. */
export const REMOTE_NAMES = ['auth', 'publish', 'workspace'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Every federated module the shell renders, typed from the hand-written declarations in remotes.d.ts.
 * Keys are `<remote>/<expose>`; all of them are prop-less components (routes read the router, dialogs the store).
 */
export interface RemoteModules {
  'auth/LoginPage': typeof import('quire_auth/LoginPage');
  'auth/LoginDialog': typeof import('quire_auth/LoginDialog');
  'auth/AuthCallback': typeof import('quire_auth/AuthCallback');
  'auth/AcceptInvitation': typeof import('quire_auth/AcceptInvitation');
  'auth/NoAccess': typeof import('quire_auth/NoAccess');
  'publish/PublishView': typeof import('quire_publish/PublishView');
  'workspace/App': typeof import('quire_workspace/App');
}
export type RemoteModuleId = keyof RemoteModules;
export type RemoteComponent = ComponentType;

export interface RemoteModuleAddress {
  remote: RemoteName;
  /** The expose as the remote's webpack config names it, e.g. './LoginPage'. */
  expose: string;
}

export function addressOf(id: RemoteModuleId): RemoteModuleAddress {
  const slash = id.indexOf('/');
  const remote = id.slice(0, slash) as RemoteName;
  return { remote, expose: `.${id.slice(slash)}` };
}

/**
 * The federation container of a remote. Prefixed because a container is a window global: a bare name
 * such as "publish" could be shadowed by a DOM element with that id. Must match shared/webpack/federation.cjs.
 */
export function containerName(remote: RemoteName): string {
  return `quire_${remote}`;
}

/** The window global holding a remote's loaded chunks (webpack's chunkLoadingGlobal, set by the same factory). */
export function chunkGlobalName(remote: RemoteName): string {
  return `${containerName(remote)}_chunks`;
}
