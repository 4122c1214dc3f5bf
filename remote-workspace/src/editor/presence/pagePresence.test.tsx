import { CollabPresence } from '@quire/shared';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { PagePresenceAvatars, PagePresenceProvider, useProvidePagePresence } from './pagePresence';

type User = { id: string; name: string; color: string };

/** `user`'s state (with `cursor`) from the other client `other`. */
function tells(presence: CollabPresence, other: Awareness, user: User, cursor: unknown = null) {
  other.setLocalState({ user, cursor });
  presence.receive(encodeAwarenessUpdate(other, [other.clientID]));
}

function arrives(presence: CollabPresence, user: User) {
  const other = new Awareness(new Y.Doc());
  tells(presence, other, user);
  other.destroy();
}

function Body({ presence }: { presence: CollabPresence | null }) {
  useProvidePagePresence(presence);
  return null;
}

describe("co-editors in the page's top bar", () => {
  it('the avatars the body opened are shown in the top bar, and go with the body', () => {
    const presence = new CollabPresence(new Y.Doc());
    const page = (body: boolean) => (
      <PagePresenceProvider>
        <header>
          <PagePresenceAvatars />
        </header>
        {body && <Body presence={presence} />}
      </PagePresenceProvider>
    );
    const { rerender } = render(page(true));
    expect(screen.queryByTestId('presence-avatar')).toBeNull();
    act(() => {
      arrives(presence, { id: 'ana', name: 'Ana Lima', color: '#e91e63' });
    });
    const avatar = screen.getByTestId('presence-avatar');
    expect(avatar.closest('header')).not.toBeNull();
    expect(avatar).toHaveAccessibleName('Ana Lima');
    expect(avatar).toHaveTextContent('AL');
    rerender(page(false));
    expect(screen.queryByTestId('presence-avatar')).toBeNull();
    presence.destroy();
  });

  it('a co-editor’s caret moving (their every key) does not render the avatars again; a new name does', () => {
    const presence = new CollabPresence(new Y.Doc());
    let renders = 0;
    render(
      <PagePresenceProvider>
        <Profiler id="avatars" onRender={() => (renders += 1)}>
          <PagePresenceAvatars />
        </Profiler>
        <Body presence={presence} />
      </PagePresenceProvider>,
    );
    const other = new Awareness(new Y.Doc());
    const ana = { id: 'ana', name: 'Ana Lima', color: '#e91e63' };
    act(() => {
      tells(presence, other, ana, {
        anchor: { blockId: 'b1', offset: 1 },
        head: { blockId: 'b1', offset: 1 },
      });
    });
    expect(screen.getByTestId('presence-avatar')).toHaveTextContent('AL');
    const before = renders;
    for (let offset = 2; offset < 6; offset += 1)
      act(() => {
        const at = { blockId: 'b1', offset };
        tells(presence, other, ana, { anchor: at, head: at });
      });
    expect(renders).toBe(before);
    act(() => {
      tells(presence, other, { ...ana, name: 'Ana Souza' }, null);
    });
    expect(renders).toBeGreaterThan(before);
    expect(screen.getByTestId('presence-avatar')).toHaveTextContent('AS');
    other.destroy();
    presence.destroy();
  });

  it('a body outside a page (no provider) shows nothing and does not fail', () => {
    render(<Body presence={new CollabPresence(new Y.Doc())} />);
    render(<PagePresenceAvatars />);
    expect(screen.queryByTestId('presence-avatars')).toBeNull();
  });
});
