import { CollabPresence } from '@quire/shared';
import { act, render, screen } from '@testing-library/react';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { PagePresenceAvatars, PagePresenceProvider, useProvidePagePresence } from './pagePresence';

function arrives(presence: CollabPresence, user: { id: string; name: string; color: string }) {
  const other = new Awareness(new Y.Doc());
  other.setLocalState({ user });
  presence.receive(encodeAwarenessUpdate(other, [other.clientID]));
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

  it('a body outside a page (no provider) shows nothing and does not fail', () => {
    render(<Body presence={new CollabPresence(new Y.Doc())} />);
    render(<PagePresenceAvatars />);
    expect(screen.queryByTestId('presence-avatars')).toBeNull();
  });
});
