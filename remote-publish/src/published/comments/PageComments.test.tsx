import { screen, waitFor } from '@testing-library/react';
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
