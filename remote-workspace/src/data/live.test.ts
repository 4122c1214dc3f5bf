import type { RealtimeConnection } from '@quire/shared';
import type { WorkspaceEvent } from '@quire/shared/contract';
import { renderHook, waitFor } from '@testing-library/react';
import { folderStore } from './folderStore';
import { useLiveWorkspace } from './live';
import { installFakeApi, view } from './test/fakeApi';

const WS = 'ws-live';
const named = (name: string) =>
  view({ view_id: WS, name: 'Workspace', children: [view({ view_id: 'p', name, parent_view_id: WS })] });

afterEach(() => {
  folderStore.reset();
});

/** A realtime connection that only records who follows which workspace, and lets the test speak for it. */
function fakeConnection() {
  const listeners = new Map<string, (event: WorkspaceEvent) => void>();
  const connection = {
    followWorkspace: jest.fn((workspaceId: string, listener: (event: WorkspaceEvent) => void) => {
      listeners.set(workspaceId, listener);
      return () => listeners.delete(workspaceId);
    }),
  } as unknown as RealtimeConnection;
  return { connection: () => connection, emit: (event: WorkspaceEvent) => listeners.get(WS)?.(event), listeners };
}

describe('live workspace events', () => {
  it('a page changed in another tab reloads the folder: its new name shows without a reload', async () => {
    let name = 'Before';
    installFakeApi({ [`GET /api/workspace/${WS}/folder`]: () => named(name) });
    await folderStore.load(WS);
    const fake = fakeConnection();
    const { unmount } = renderHook(() => {
      useLiveWorkspace(WS, fake.connection);
    });
    name = 'Renamed elsewhere';
    fake.emit({ type: 'folder-changed' });
    await waitFor(() => {
      expect(folderStore.get(WS).root?.children[0]?.name).toBe('Renamed elsewhere');
    });
    // Other events (a document's update) do not reload the tree.
    const revision = folderStore.get(WS).revision;
    fake.emit({ type: 'collab-updated', objectId: 'p' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(folderStore.get(WS).revision).toBe(revision);
    unmount();
    expect(fake.listeners.size).toBe(0);
  });

  it('a change announced while a load is under way is loaded after it, so the last change is seen', async () => {
    let name = 'First';
    let calls = 0;
    installFakeApi({
      [`GET /api/workspace/${WS}/folder`]: () => {
        calls += 1;
        return named(name);
      },
    });
    const running = folderStore.load(WS);
    name = 'Second';
    const again = folderStore.reloadAfterChange(WS);
    const once = folderStore.reloadAfterChange(WS);
    await Promise.all([running, again, once]);
    expect(calls).toBe(2);
    expect(folderStore.get(WS).root?.children[0]?.name).toBe('Second');
  });
});
