import type { FolderView, ViewExtra } from './types';

// The spec calls a view's extra "a JSON string"; AppFlowy's folder endpoint answers an object. Both are read,
// and junk reads as no extra, so every consumer sees `ViewExtra | null`.

function parseExtra(extra: unknown): ViewExtra | null {
  if (typeof extra === 'string') {
    if (extra === '') return null;
    try {
      return parseExtra(JSON.parse(extra));
    } catch {
      return null;
    }
  }
  if (typeof extra === 'object' && extra !== null && !Array.isArray(extra)) return extra as ViewExtra;
  return null;
}

export function normalizeView<T extends FolderView>(view: T): T {
  const raw: { extra: unknown; children: FolderView[] | null | undefined } = view;
  return {
    ...view,
    extra: parseExtra(raw.extra),
    children: (raw.children ?? []).map((child) => normalizeView(child)),
  };
}
