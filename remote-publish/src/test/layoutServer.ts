import { documentState, publishedView } from './documents';
import { fakeServer, ok, refused, type FakeAnswer } from './fakeServer';
import { PAGE, PRIVATE, SIBLING, SPACE, teamOutline } from './publishedServer';

export const body = documentState([{ ty: 'paragraph', text: [{ insert: 'The page body' }] }]);

/**
 * The namespace `team` of publishedServer (General › Drafts (unpublished) › Launch notes, Roadmap) for the
 * layout's tests: each page's meta carries its ancestor_views; `metaOf` overrides a page's answer; the live
 * updates' stream stays open and quiet.
 */
export function layoutServer(metaOf: Record<string, FakeAnswer> = {}) {
  const space = { ...publishedView(SPACE, 'General'), extra: JSON.stringify({ is_space: true }) };
  const drafts = publishedView(PRIVATE, 'Drafts');
  const pages: Record<string, ReturnType<typeof publishedView>> = {
    'launch-notes': publishedView(PAGE, 'Launch notes'),
    roadmap: publishedView(SIBLING, 'Roadmap'),
  };
  return fakeServer((path) => {
    if (path === '/api/workspace/published-outline/team') return teamOutline;
    if (path.endsWith('/events')) return { pending: true };
    const blob = /^\/api\/workspace\/published\/team\/([^/]+)\/blob$/.exec(path);
    if (blob !== null) return pages[blob[1] ?? ''] === undefined ? refused(-2, 'Not found') : { bytes: body };
    const name = /^\/api\/workspace\/v1\/published\/team\/([^/]+)$/.exec(path)?.[1] ?? '';
    const given = metaOf[name];
    if (given !== undefined) return given;
    const view = pages[name];
    if (view === undefined) return refused(-2, 'View meta has not been published yet');
    return ok({ view, child_views: [], ancestor_views: [space, drafts, view] });
  });
}
