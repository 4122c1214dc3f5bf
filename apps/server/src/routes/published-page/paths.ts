/** The address of a published page on this server: `/{namespace}/{publishName}`, each segment encoded. */
export function pagePath(namespace: string, publishName: string): string {
  return `/${encodeURIComponent(namespace)}/${encodeURIComponent(publishName)}`;
}

/** The namespace and publish name a two-segment page path names (decoded), or undefined for any other path. */
export function parsePagePath(path: string): { namespace: string; publishName: string } | undefined {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (match === null) return undefined;
  try {
    const namespace = decodeURIComponent(match[1] ?? '');
    const publishName = decodeURIComponent(match[2] ?? '');
    // Bounded as the API bounds them: a longer one names no page.
    if (namespace.length > 128 || Buffer.byteLength(publishName) > 128) return undefined;
    return { namespace, publishName };
  } catch {
    return undefined;
  }
}
