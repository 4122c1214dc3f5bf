import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { view } from '../../data/test/fakeApi';
import { forgetSidebar, WS, renderSidebar, serveSidebar } from '../test/renderSidebar';

const trashed = {
  views: [view({ view_id: 'old', name: 'Old notes' }), view({ view_id: 'older', name: '' })],
};

function serveTrash(extra: Record<string, unknown> = {}) {
  return serveSidebar({
    [`GET /api/workspace/${WS}/trash`]: trashed,
    [`POST /api/workspace/${WS}/page-view/old/restore-from-trash`]: null,
    [`DELETE /api/workspace/${WS}/trash/old`]: null,
    [`POST /api/workspace/${WS}/restore-all-pages-from-trash`]: null,
    [`POST /api/workspace/${WS}/delete-all-pages-from-trash`]: null,
    ...extra,
  });
}

async function openTrash() {
  renderSidebar();
  const section = await screen.findByTestId('sidebar-trash');
  await waitFor(() => {
    expect(section).toHaveTextContent('Trash (2)');
  });
  await userEvent.click(within(section).getByRole('button', { name: /Trash/ }));
  return section;
}

const mutations = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

afterEach(forgetSidebar);

describe('the trash section', () => {
  it('lists trashed pages (Untitled for no name) and restores one at once', async () => {
    const api = serveTrash();
    const section = await openTrash();
    expect(within(section).getByTestId('trash-item-old')).toHaveTextContent('Old notes');
    expect(within(section).getByTestId('trash-item-older')).toHaveTextContent('Untitled');
    await userEvent.click(screen.getByTestId('trash-restore-old'));
    await waitFor(() => {
      expect(mutations(api.requests)).toEqual([`POST /api/workspace/${WS}/page-view/old/restore-from-trash`]);
    });
  });

  it('deleting one page asks first; Cancel deletes nothing, confirming deletes it', async () => {
    const api = serveTrash();
    await openTrash();
    await userEvent.click(screen.getByTestId('trash-delete-old'));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete “Old notes” for good?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(mutations(api.requests)).toEqual([]);

    await userEvent.click(screen.getByTestId('trash-delete-old'));
    await userEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    await waitFor(() => {
      expect(mutations(api.requests)).toEqual([`DELETE /api/workspace/${WS}/trash/old`]);
    });
  });

  it('restore all needs no confirmation; delete all is confirmed', async () => {
    const api = serveTrash();
    await openTrash();
    await userEvent.click(screen.getByTestId('trash-restore-all'));
    await userEvent.click(screen.getByTestId('trash-delete-all'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete all pages in the trash?');
    expect(mutations(api.requests)).toEqual([`POST /api/workspace/${WS}/restore-all-pages-from-trash`]);
    await userEvent.click(
      within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => {
      expect(mutations(api.requests)).toEqual([
        `POST /api/workspace/${WS}/restore-all-pages-from-trash`,
        `POST /api/workspace/${WS}/delete-all-pages-from-trash`,
      ]);
    });
  });
});
