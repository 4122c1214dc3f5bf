import { screen, waitFor } from '@testing-library/react';
import { documentState, publishedView } from '../../test/documents';
import { fakeServer, ok } from '../../test/fakeServer';
import { PAGE } from '../../test/publishedServer';
import { renderPublished } from '../../test/renderPublished';

describe('the drawer while the outline loads', () => {
  // Wide enough for the drawer to be open (useDrawer).
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 1600;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('issue 11 / keeps the page list the server drew (the same nodes) until the remote’s tree has loaded', async () => {
    const ssr = document.createElement('div');
    ssr.id = 'quire-published';
    ssr.innerHTML =
      '<aside><nav class="quire-published-outline" aria-label="Pages"><ul><li><a href="/team/launch-notes">Launch notes</a></li></ul></nav></aside>';
    document.body.append(ssr);
    const list = ssr.querySelector('nav');
    const blob = documentState([{ ty: 'paragraph', text: [{ insert: 'Hello' }] }]);
    const { publishApi } = fakeServer((path) => {
      if (path === '/api/workspace/published/team/launch-notes/blob') return { bytes: blob };
      if (path === '/api/workspace/v1/published/team/launch-notes')
        return ok({ view: publishedView(PAGE, 'Launch notes'), child_views: [], ancestor_views: [] });
      // The outline and the live updates never answer.
      return { pending: true };
    });
    renderPublished('/team/launch-notes', publishApi);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.getElementById('quire-published')).toBeNull();
    });
    // Moved into the remote's drawer, not dropped with the rest of the server's copy.
    expect(screen.getByTestId('publish-drawer').contains(list)).toBe(true);
    expect(screen.getByRole('link', { name: 'Launch notes' })).toHaveAttribute('href', '/team/launch-notes');
  });
});
