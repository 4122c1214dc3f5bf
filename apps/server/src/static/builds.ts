import { join } from 'node:path';
import { remoteNames, type RemoteName } from '../config/index.js';

/** One directory of built front-end files and the URL prefix it is served under. */
export interface StaticBuild {
  /** Where it comes from in the repository, as shown on the 503 page when it is missing. */
  label: string;
  dir: string;
  urlPrefix: string;
}

export interface StaticBuilds {
  shell: StaticBuild;
  remotes: Record<RemoteName, StaticBuild>;
  locales: StaticBuild;
}

export function staticBuildsIn(webRoot: string): StaticBuilds {
  const remote = (name: RemoteName): StaticBuild => ({
    label: `remote-${name}/dist`,
    dir: join(webRoot, `remote-${name}`, 'dist'),
    urlPrefix: `/remotes/${name}/`,
  });
  return {
    shell: { label: 'shell/dist', dir: join(webRoot, 'shell', 'dist'), urlPrefix: '/' },
    remotes: Object.fromEntries(remoteNames.map((name) => [name, remote(name)])) as Record<
      RemoteName,
      StaticBuild
    >,
    locales: { label: 'shared/locales', dir: join(webRoot, 'shared', 'locales'), urlPrefix: '/locales/' },
  };
}
