import { REMOTE_NAMES, type RemoteName } from './remoteModules';

/** Where each remote's mf-manifest.json lives, absolute; a remote missing here fails inside its routes. */
export type RuntimeManifest = Partial<Record<RemoteName, string>>;

/**
 * Reads /remotes.json (remote name → manifest URL, relative URLs resolved against this origin). Plain fetch:
 * this is start-up plumbing, not an API call, and it must not depend on the API client's envelope.
 * Unknown keys and non-string values are ignored rather than trusted.
 */
export async function fetchRuntimeManifest(
  url = '/remotes.json',
  origin = window.location.origin,
): Promise<RuntimeManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return parseRuntimeManifest(await response.json(), origin);
}

export function parseRuntimeManifest(json: unknown, origin: string): RuntimeManifest {
  const manifest: RuntimeManifest = {};
  if (typeof json !== 'object' || json === null) return manifest;
  const entries = json as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const entry = entries[name];
    if (typeof entry === 'string' && entry.length > 0) manifest[name] = new URL(entry, origin).href;
  }
  return manifest;
}
