import { StoreProvider } from '@quire/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { folderStore } from '../../data';
import { installFakeApi, view } from '../../data/test/fakeApi';
import { DatabasePickerDialog } from './DatabasePickerDialog';

const WS = 'ws-1';

async function openPicker() {
  const tasks = view({ view_id: 'tasks', name: 'Tasks', layout: 1 });
  const roadmap = view({ view_id: 'roadmap', name: 'Roadmap', layout: 2 });
  const notes = view({ view_id: 'notes', name: 'Task notes', layout: 0, children: [roadmap] });
  const events = view({ view_id: 'events', name: 'Events', layout: 3 });
  const space = view({ view_id: 'space', name: 'General', is_space: true, children: [tasks, notes, events] });
  installFakeApi({ [`GET /api/workspace/${WS}/folder`]: view({ view_id: WS, children: [space] }) });
  await act(() => folderStore.load(WS));
  const onPick = jest.fn();
  const onClose = jest.fn();
  render(
    <StoreProvider>
      <DatabasePickerDialog workspaceId={WS} onPick={onPick} onClose={onClose} />
    </StoreProvider>,
  );
  const dialog = screen.getByTestId('database-picker');
  const names = () =>
    within(dialog)
      .queryAllByRole('button')
      .map((button) => button.textContent);
  return { dialog, names, onPick, onClose };
}

afterEach(() => {
  folderStore.reset();
});

describe('the linked database picker (issue 24: linked database views)', () => {
  it('lists the grid, board and calendar pages of the page tree, not documents, with their place', async () => {
    const { names } = await openPicker();
    expect(names()).toEqual(['TasksGeneral', 'RoadmapGeneral / Task notes', 'EventsGeneral', 'Cancel']);
  });

  it('narrows by name; Enter or a click picks; nothing matching says so', async () => {
    const { dialog, names, onPick } = await openPicker();
    const search = within(dialog).getByRole('textbox', { name: 'Search databases' });
    fireEvent.change(search, { target: { value: 'road' } });
    expect(names()).toEqual(['RoadmapGeneral / Task notes', 'Cancel']);
    fireEvent.submit(search);
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ view_id: 'roadmap', layout: 2 }));
    fireEvent.change(search, { target: { value: 'task' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Tasks/ }));
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ view_id: 'tasks' }));
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('No database matches.');
  });

  it('a search longer than the bound is cut to it', async () => {
    const { dialog } = await openPicker();
    const search = within(dialog).getByRole('textbox', { name: 'Search databases' });
    fireEvent.change(search, { target: { value: 'x'.repeat(5000) } });
    expect((search as HTMLInputElement).value).toHaveLength(200);
  });
});
