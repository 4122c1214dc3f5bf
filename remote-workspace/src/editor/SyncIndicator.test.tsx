import type { DocumentSync, SyncStatus } from '@quire/shared';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { SyncIndicator } from './SyncIndicator';

/** The two members the indicator reads, over a status the test sets. */
function fakeSync(initial: SyncStatus) {
  let status = initial;
  const listeners = new Set<() => void>();
  const sync = {
    getStatus: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as DocumentSync;
  const set = (next: SyncStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  return { sync, set, listeners };
}

describe('SyncIndicator', () => {
  it('follows the status without a React commit per change (issue 9)', () => {
    const { sync, set } = fakeSync('synced');
    const commits: string[] = [];
    render(
      <Profiler id="indicator" onRender={(_id, phase) => commits.push(phase)}>
        <SyncIndicator sync={sync} />
      </Profiler>,
    );
    const indicator = screen.getByTestId('document-sync-status');
    expect(indicator).toHaveAttribute('data-status', 'synced');
    expect(indicator).toHaveTextContent('Saved');
    act(() => {
      set('unsynced');
    });
    expect(indicator).toHaveAttribute('data-status', 'unsynced');
    expect(indicator).toHaveTextContent('Saving…');
    const saving = indicator.firstChild;
    act(() => {
      set('syncing');
    });
    expect(indicator).toHaveAttribute('data-status', 'syncing');
    // The same words: the text node is kept, not rewritten (a write relaid the status row twice a key).
    expect(indicator.firstChild).toBe(saving);
    act(() => {
      set('offline');
    });
    expect(indicator).toHaveAttribute('data-status', 'offline');
    expect(indicator).toHaveTextContent('Offline: changes are kept on this device');
    act(() => {
      set('synced');
    });
    expect(indicator).toHaveTextContent('Saved');
    expect(commits).toEqual(['mount']);
  });

  it('stops listening when unmounted', () => {
    const { sync, listeners } = fakeSync('synced');
    const { unmount } = render(<SyncIndicator sync={sync} />);
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
