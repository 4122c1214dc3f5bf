// Presence over /ws/v1: awareness updates are relayed to the other subscribers (a guest's too, never stored),
// nobody may speak for another connection's client id, and a client's presence ends when it leaves.
import * as encoding from 'lib0/encoding';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import { Frame, TestSocket, collabFrame, type Address, type Received } from '../../../test/wsClient.js';

function awarenessFrame(address: Address, payload: Uint8Array): Uint8Array {
  return collabFrame(Frame.Awareness, address, (encoder) => {
    encoding.writeVarUint8Array(encoder, payload);
  });
}

/** A client's presence as y-protocols encodes it: its own Awareness with `state` set. */
function presence(state: Record<string, unknown> | null): { awareness: Awareness; update: () => Uint8Array } {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState(state);
  return { awareness, update: () => encodeAwarenessUpdate(awareness, [awareness.clientID]) };
}

const isAwareness = (m: Received) => m.kind === 'binary' && m.type === Frame.Awareness;

describe.each(backends)('realtime presence on $name', ({ name }) => {
  const current = useTestServer(name);

  it('relays a guest cursor to the owner, refuses another connection speaking for it, and ends it when the guest leaves', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Cursors');
    const page = { workspaceId: world.workspaceId, objectId };
    const owner = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Owner.authorization);
    const guest = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Guest.authorization);
    const member = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Member.authorization);
    await owner.syncCollab(page);
    await guest.syncCollab(page);
    await member.syncCollab(page);

    const watcher = new Awareness(new Y.Doc());
    const { awareness: guestPresence, update } = presence({ user: { name: 'Guest' }, cursor: 3 });
    let from = owner.received.length;
    guest.sendBinary(awarenessFrame(page, update()));
    const relayed = await owner.next(isAwareness, from);
    if (relayed.kind !== 'binary' || relayed.payload === undefined) throw new Error('no payload');
    applyAwarenessUpdate(watcher, relayed.payload, 'server');
    expect(watcher.getStates().get(guestPresence.clientID)).toEqual({ user: { name: 'Guest' }, cursor: 3 });

    // The member tries to move the guest's cursor: refused, and the owner sees nothing of it.
    const spoof = new Awareness(new Y.Doc());
    spoof.clientID = guestPresence.clientID;
    spoof.setLocalState({ user: { name: 'Guest' }, cursor: 99 });
    spoof.meta.set(spoof.clientID, { clock: 50, lastUpdated: Date.now() });
    from = member.received.length;
    const ownerBefore = owner.received.length;
    member.sendBinary(awarenessFrame(page, encodeAwarenessUpdate(spoof, [spoof.clientID])));
    expect(await member.nextError(from, 'NotEnoughPermissions')).toMatchObject({ message: { objectId } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(owner.received.slice(ownerBefore).filter(isAwareness)).toHaveLength(0);

    // The guest leaves: the owner is told its presence is gone.
    from = owner.received.length;
    guest.close();
    const gone = await owner.next(isAwareness, from);
    if (gone.kind !== 'binary' || gone.payload === undefined) throw new Error('no payload');
    applyAwarenessUpdate(watcher, gone.payload, 'server');
    expect(watcher.getStates().has(guestPresence.clientID)).toBe(false);

    for (const awareness of [watcher, guestPresence, spoof]) awareness.destroy();
    owner.close();
    member.close();
  });
});
