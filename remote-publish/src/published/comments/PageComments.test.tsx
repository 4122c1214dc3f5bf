import { act, screen, waitFor } from '@testing-library/react';
import { publishedView } from '../../test/documents';
import { aComment, commentsServer, VIEW } from '../../test/commentsServer';
import { emptyOutline, ok } from '../../test/fakeServer';
import { renderPublished } from '../../test/renderPublished';

/** A published grid (its body needs no blob) whose comments the comment server holds. */
function pageServer() {
  return commentsServer(
    { comments: [aComment({ comment_id: VIEW.replace('5555', '9999'), content: 'Nice page' })] },
    (path) => {
      if (path.startsWith('/api/workspace/published-outline/')) return emptyOutline;
      if (path === '/api/workspace/v1/published/team/board') {
        return ok({
          view: { ...publishedView(VIEW, 'Board'), layout: 1 },
          child_views: [],
          ancestor_views: [],
        });
      }
      return { pending: true };
    },
  );
}

describe('the published page with comments', () => {
  it('PUB-24 / the comments come below the loaded page', async () => {
    const server = pageServer();
    renderPublished('/team/board', server.publishApi);
    const section = await screen.findByTestId('published-comments');
    expect(section).toHaveTextContent('Nice page');
    const title = screen.getByTestId('publish-title');
    // Below the page: after its title in the document's order.
    expect(title.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('PUB-03 / ?template=true: the page without its comments, which are not even asked for', async () => {
    const server = pageServer();
    renderPublished('/team/board?template=true', server.publishApi);
    expect(await screen.findByTestId('publish-title')).toHaveTextContent('Board');
    await waitFor(() => {
      expect(server.requests.some((request) => request.url.includes('/published/team/board'))).toBe(true);
    });
    expect(screen.queryByTestId('published-comments')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.includes('published-info'))).toEqual([]);
  });
});

/** An IntersectionObserver the test drives: `reveal()` reports every observed element as near the viewport. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; margin: string }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], margin: options?.rootMargin ?? '' };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  const original = globalThis.IntersectionObserver;
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  return {
    observed: () => observers.flatMap((observer) => observer.elements),
    margins: () => observers.map((observer) => observer.margin),
    reveal: () => {
      for (const observer of observers) {
        const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
        if (entries.length > 0) {
          act(() => {
            observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
          });
        }
      }
    },
    restore: () => {
      Object.assign(globalThis, { IntersectionObserver: original });
    },
  };
}

describe('the comments load when they come near the viewport', () => {
  let observer: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    observer = fakeIntersectionObserver();
  });
  afterEach(() => {
    observer.restore();
  });

  it('PUB-24 / not read while far below the fold; read once their place comes within the margin', async () => {
    const server = pageServer();
    renderPublished('/team/board', server.publishApi);
    expect(await screen.findByTestId('publish-title')).toHaveTextContent('Board');
    const place = screen.getByTestId('published-comments-place');
    await waitFor(() => {
      expect(observer.observed()).toContain(place);
    });
    expect(observer.margins()).toContain('100% 0px 100% 0px');
    expect(screen.queryByTestId('published-comments')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.includes('published-info'))).toEqual([]);

    observer.reveal();
    const section = await screen.findByTestId('published-comments');
    expect(section).toHaveTextContent('Nice page');
    // In the place kept for it: nothing else moved to make room.
    expect(place).toContainElement(section);
  });

  it('PUB-24 / an address pointing at the comments reads them at once', async () => {
    const server = pageServer();
    renderPublished('/team/board#published-comments', server.publishApi);
    const section = await screen.findByTestId('published-comments');
    expect(section).toHaveTextContent('Nice page');
    expect(observer.observed()).toEqual([]);
  });
});
