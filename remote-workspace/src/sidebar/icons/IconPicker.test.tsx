import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Raw } from '../../data/test/fakeApi';
import { forgetSidebar, WS, renderSidebar, serveSidebar } from '../test/renderSidebar';

afterEach(forgetSidebar);

async function openPicker() {
  const row = await screen.findByTestId('sidebar-item-tasks');
  await userEvent.click(within(row).getByRole('button', { name: 'Change icon' }));
  return screen.getByTestId('icon-picker');
}

describe('the icon picker', () => {
  it('an emoji found by search becomes the page icon (ty 0), sent with the current name', async () => {
    const api = serveSidebar({ [`PATCH /api/workspace/${WS}/page-view/tasks`]: null });
    renderSidebar();
    const picker = await openPicker();
    await userEvent.type(within(picker).getByRole('searchbox'), 'rocket');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Rocket' }));
    await waitFor(() => {
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        name: 'Tasks',
        icon: { ty: 0, value: '🚀' },
      });
    });
    expect(screen.queryByTestId('icon-picker')).not.toBeInTheDocument();
  });

  it('an icon of the set (from /af_icons/icons.json, without a session) becomes an icon of type 2', async () => {
    const api = serveSidebar({
      [`PATCH /api/workspace/${WS}/page-view/tasks`]: null,
      'GET /af_icons/icons.json': new Raw({
        arrows: [{ id: 'arrow-up', name: 'Arrow Up', content: '', keywords: ['up'] }],
      }),
    });
    renderSidebar();
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('tab', { name: 'Icons' }));
    await userEvent.click(await within(picker).findByRole('button', { name: 'Arrow Up' }));
    await waitFor(() => {
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        name: 'Tasks',
        icon: { ty: 2, value: JSON.stringify({ groupName: 'arrows', iconName: 'arrow-up' }) },
      });
    });
    const iconsCall = api.fetch.mock.calls.find(([url]) => url === 'http://api.test/af_icons/icons.json');
    expect(iconsCall?.[1]?.headers).not.toHaveProperty('authorization');
  });

  it('Remove clears the icon', async () => {
    const api = serveSidebar({ [`PATCH /api/workspace/${WS}/page-view/tasks`]: null });
    renderSidebar();
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Tasks', icon: null });
    });
  });
});
