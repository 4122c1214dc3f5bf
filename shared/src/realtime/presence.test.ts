import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { CollabPresence } from './presence.js';

function otherClient(name: string): Uint8Array {
  const other = new Awareness(new Y.Doc());
  other.setLocalState({ user: { id: name, name, color: '#2196f3' }, cursor: null });
  const update = encodeAwarenessUpdate(other, [other.clientID]);
  other.destroy();
  return update;
}

describe('CollabPresence listeners', () => {
  it('are not told of this client’s own user and caret, only of the others', () => {
    const presence = new CollabPresence(new Y.Doc());
    let told = 0;
    presence.subscribe(() => {
      told += 1;
    });
    presence.setUser({ id: 'ana', name: 'Ana', color: '#e91e63' });
    const point = { blockId: 'b1', offset: 1 };
    presence.setCursor({ anchor: point, head: point });
    presence.setCursor({ anchor: { ...point, offset: 2 }, head: { ...point, offset: 2 } });
    expect(told).toBe(0);
    presence.receive(otherClient('Bo'));
    expect(told).toBe(1);
    expect(presence.collaborators().map((c) => c.user.name)).toEqual(['Bo']);
    presence.destroy();
  });
});
