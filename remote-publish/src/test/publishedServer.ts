import { publishedView } from './documents';
import { fakeServer, ok, refused, type FakeAnswer, type SeenRequest } from './fakeServer';

// Namespace `team`: a space "General" holding an unpublished page "Drafts" with two published pages under it.
export const PAGE = '11111111-1111-4111-8111-111111111111';
export const SIBLING = '22222222-2222-4222-8222-222222222222';
export const PRIVATE = '33333333-3333-4333-8333-333333333333';
export const SPACE = '44444444-4444-4444-8444-444444444444';

const outlineEntry = (viewId: string, name: string, publishName?: string, children: unknown[] = []) => ({
  ...publishedView(viewId, name),
  is_published: publishName !== undefined,
  ...(publishName === undefined ? {} : { publish_name: publishName }),
  children,
});

export const teamOutline = ok({
  view_id: 'root',
  name: 'Workspace',
  icon: null,
  layout: 0,
  is_published: false,
  extra: null,
  children: [
    {
      ...outlineEntry(SPACE, 'General'),
      extra: JSON.stringify({ is_space: true }),
      children: [
        outlineEntry(PRIVATE, 'Drafts', undefined, [
          outlineEntry(PAGE, 'Launch notes', 'launch-notes'),
          outlineEntry(SIBLING, 'Roadmap', 'roadmap'),
        ]),
      ],
    },
  ],
});

export interface Page {
  meta?: Record<string, unknown>;
  blob: Uint8Array;
  password?: string;
}

/** The server of namespace `team`: its outline, and each page's meta and blob (a password checked). */
export function publishedServer(pages: Record<string, Page>) {
  const guarded = (page: Page, request: SeenRequest, answer: FakeAnswer): FakeAnswer =>
    page.password === undefined ||
    (request.headers['x-publish-password'] ??
      (request.body as { password?: string } | undefined)?.password) === page.password
      ? answer
      : refused(1002, 'The password is not valid.');
  return fakeServer((path, request) => {
    if (path === '/api/workspace/published-outline/team') return teamOutline;
    // Live updates: a stream that stays open and says nothing (tests of live updates route their own).
    if (/^\/api\/workspace\/published\/team\/[^/]+\/events$/.test(path)) return { pending: true };
    const blob = /^\/api\/workspace\/published\/team\/([^/]+)\/blob$/.exec(path);
    const meta = /^\/api\/workspace\/v1\/published\/team\/([^/]+)$/.exec(path);
    const page = pages[(blob ?? meta)?.[1] ?? ''];
    if (page === undefined) return refused(-2, 'View meta has not been published yet');
    if (blob !== null) return guarded(page, request, { bytes: page.blob });
    return guarded(
      page,
      request,
      ok({ view: publishedView(PAGE, 'Launch notes'), child_views: [], ...page.meta }),
    );
  });
}

export function expectNoToken(requests: SeenRequest[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    expect(request.headers).not.toHaveProperty('authorization');
    expect(request.url).not.toMatch(/password|secret/i);
  }
}
