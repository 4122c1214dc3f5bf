import { notify } from '@quire/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishedView } from '../../test/documents';
import { fakeServer, ok, refused } from '../../test/fakeServer';
import { body } from '../../test/layoutServer';
import { PAGE, PRIVATE, SIBLING, SPACE } from '../../test/publishedServer';
import { renderPublished } from '../../test/renderPublished';

beforeEach(() => {
  window.innerWidth = 1600;
  localStorage.clear();
});

describe('the breadcrumb without the outline', () => {
  it('NAV-05 API-PUB-12 / an ancestor opens through its publish info; a failed one is an error toast with the message', async () => {
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => '');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const space = { ...publishedView(SPACE, 'General'), extra: JSON.stringify({ is_space: true }) };
    const trail = [space, publishedView(PRIVATE, 'Drafts'), publishedView(SIBLING, 'Roadmap')];
    const { publishApi } = fakeServer((path) => {
      if (path.startsWith('/api/workspace/published-outline/'))
        return refused(-2, 'Publish outline not found');
      if (path.endsWith('/events')) return { pending: true };
      if (path === `/api/workspace/v1/published-info/${PRIVATE}`)
        return ok({ namespace: 'team', publish_name: 'launch-notes' });
      if (path.startsWith('/api/workspace/v1/published-info/'))
        return refused(-2, 'View has not been published yet');
      if (path.endsWith('/blob')) return { bytes: body };
      if (path.endsWith('/launch-notes'))
        return ok({ view: publishedView(PAGE, 'Launch notes'), child_views: [], ancestor_views: [] });
      return ok({ view: trail[2], child_views: [], ancestor_views: trail });
    });
    try {
      renderPublished('/team/roadmap', publishApi);
      await screen.findByText('The page body');
      expect(toast).toHaveBeenCalledWith('Publish outline not found');
      const crumbs = screen.getByTestId('publish-breadcrumb');
      // The page itself is never a button or a link.
      expect(within(crumbs).queryByRole('button', { name: 'Roadmap' })).toBeNull();
      await userEvent.click(within(crumbs).getByRole('button', { name: 'General' }));
      expect(toast).toHaveBeenLastCalledWith('View has not been published yet');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/team\/roadmap$/);
      await userEvent.click(within(crumbs).getByRole('button', { name: 'Drafts' }));
      await waitFor(() => {
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/team\/launch-notes$/);
      });
      await waitFor(() => {
        expect(screen.getByTestId('publish-title')).toHaveTextContent('Launch notes');
      });
    } finally {
      toast.mockRestore();
      warn.mockRestore();
    }
  });
});
