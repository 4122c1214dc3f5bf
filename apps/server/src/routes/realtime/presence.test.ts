// Presence over /ws/v1: awareness updates are relayed to the other subscribers (a guest's too, never stored),
// nobody may speak for another connection's client id, and a client's presence ends when it leaves.
import * as encoding from 'lib0/encoding';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { pageTreeWorld } from '../../../test/pageTree.js';
import {
  Frame,
  TestSocket,
  collabFrame,
  firstText,
  type Address,
  type Received,
} from '../../../test/wsClient.js';

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

/**
 * An awareness update written by hand, as an attacker would: `count` client ids from `firstClient` on, each at
 * `clock` with the same JSON `state`.
 */
function forgedPresence(count: number, state: unknown, firstClient = 1_000_000, clock = 1): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, count);
  const json = JSON.stringify(state);
  for (let index = 0; index < count; index++) {
    encoding.writeVarUint(encoder, firstClient + index);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, json);
  }
  return encoding.toUint8Array(encoder);
}

const ghost = { user: { id: 'g', name: 'Ghost' }, cursor: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

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

  /** A page with text, the Owner and the Guest subscribed, the Owner's own presence relayed to the Guest. */
  async function presenceWorld() {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const objectId = await world.createPage('Owner', general.view_id, 'Flooded');
    const page = { workspaceId: world.workspaceId, objectId };
    const owner = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Owner.authorization);
    const guest = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Guest.authorization);
    await owner.syncCollab(page);
    await guest.syncCollab(page);
    expect(
      await owner.edit(page, (doc) => {
        firstText(doc).insert(0, 'Kept');
      }),
    ).toMatchObject({
      type: Frame.Ack,
    });
    const ownerPresence = presence({ user: { id: 'owner', name: 'Owner', color: '#654321' }, cursor: null });
    const from = guest.received.length;
    owner.sendBinary(awarenessFrame(page, ownerPresence.update()));
    await guest.next(isAwareness, from);
    /** What a new subscriber is told: the page's text and everyone's presence. */
    const seenByNewcomer = async () => {
      const member = await TestSocket.signedIn(current().apiUrl, world.ctx.users.Member.authorization);
      const at = member.received.length;
      const doc = await member.syncCollab(page);
      const states = new Awareness(new Y.Doc());
      const told = member.received.slice(at).filter(isAwareness);
      for (const frame of told)
        if (frame.kind === 'binary')
          applyAwarenessUpdate(states, frame.payload ?? new Uint8Array(), 'server');
      // Its own local state (the Awareness made here) is not one the server told.
      const clients = [...states.getStates().keys()].filter((client) => client !== states.clientID);
      const seen = { text: firstText(doc).toJSON(), clients: clients.sort() };
      states.destroy();
      member.close();
      return seen;
    };
    const close = () => {
      ownerPresence.awareness.destroy();
      owner.close();
      guest.close();
    };
    return { page, owner, guest, ownerClient: ownerPresence.awareness.clientID, seenByNewcomer, close };
  }

  it('security 2 / an awareness frame with 16,000 client ids (~850 KB) is refused 20 times and never relayed', async () => {
    const { page, owner, guest, ownerClient, seenByNewcomer, close } = await presenceWorld();
    const flood = awarenessFrame(page, forgedPresence(16_000, ghost));
    expect(flood.byteLength).toBeGreaterThan(800_000);
    expect(flood.byteLength).toBeLessThan(1024 * 1024);
    const ownerFrom = owner.received.length;
    const guestFrom = guest.received.length;
    for (let attempt = 0; attempt < 20; attempt++) guest.sendBinary(flood);
    await guest.next(
      () =>
        guest.received.slice(guestFrom).filter((m) => m.kind === 'text' && m.message.type === 'error')
          .length >= 20,
      guestFrom,
      10_000,
    );
    const errors = guest.received.slice(guestFrom).filter((m) => m.kind === 'text');
    expect(errors).toHaveLength(20);
    for (const error of errors) {
      expect(error).toMatchObject({
        message: { type: 'error', name: 'PayloadTooLarge', objectId: page.objectId },
      });
    }
    await settle();
    expect(owner.received.slice(ownerFrom).filter(isAwareness)).toHaveLength(0);
    // Nothing lost: the text and the Owner's presence as they were; no ghost in anyone's presence.
    expect(await seenByNewcomer()).toEqual({ text: 'Kept', clients: [ownerClient] });

    // The guest's own presence still goes through.
    const { awareness, update } = presence({
      user: { id: 'guest', name: 'Guest', color: '#abcdef' },
      cursor: null,
    });
    const from = owner.received.length;
    guest.sendBinary(awarenessFrame(page, update()));
    await owner.next(isAwareness, from);
    awareness.destroy();
    close();
  });

  it('security 2 / one client state larger than the cap is refused and not relayed', async () => {
    const { page, owner, guest, ownerClient, seenByNewcomer, close } = await presenceWorld();
    const ownerFrom = owner.received.length;
    const guestFrom = guest.received.length;
    const huge = { user: { id: 'ghost', name: 'G'.repeat(64 * 1024), color: '#123456' }, cursor: null };
    guest.sendBinary(awarenessFrame(page, forgedPresence(1, huge)));
    expect(await guest.nextError(guestFrom)).toMatchObject({ message: { name: 'PayloadTooLarge' } });
    await settle();
    expect(owner.received.slice(ownerFrom).filter(isAwareness)).toHaveLength(0);
    expect(await seenByNewcomer()).toEqual({ text: 'Kept', clients: [ownerClient] });
    close();
  });

  it('security 2 / one connection speaks for a bounded number of client ids, one frame at a time too', async () => {
    const { page, owner, guest, ownerClient, seenByNewcomer, close } = await presenceWorld();
    const ownerFrom = owner.received.length;
    const guestFrom = guest.received.length;
    // Small frames of one new id each, well within the frame rate: the ids one connection holds are capped.
    for (let index = 0; index < 40; index++)
      guest.sendBinary(awarenessFrame(page, forgedPresence(1, ghost, 2_000_000 + index)));
    await guest.nextError(guestFrom, 'TooManyRequests');
    await settle();
    const relayed = owner.received.slice(ownerFrom).filter(isAwareness);
    expect(relayed).toHaveLength(8);
    const seen = await seenByNewcomer();
    expect(seen.text).toBe('Kept');
    expect(seen.clients).toContain(ownerClient);
    expect(seen.clients).toHaveLength(1 + 8);
    close();
  });

  it('security 2 / the awareness rate is counted in bytes: big frames are refused well before the frame rate', async () => {
    const { page, owner, guest, ownerClient, seenByNewcomer, close } = await presenceWorld();
    const ownerFrom = owner.received.length;
    const guestFrom = guest.received.length;
    // The same two ids each time (newer clocks), each state just under 2 KB: ~4 KB a frame, 40 frames at once.
    const big = { user: { id: 'ghost', name: 'G'.repeat(1900), color: '#123456' }, cursor: null };
    let sent = 0;
    for (let clock = 1; clock <= 40; clock++) {
      const frame = awarenessFrame(page, forgedPresence(2, big, 3_000_000, clock));
      sent += frame.byteLength;
      guest.sendBinary(frame);
    }
    expect(sent).toBeGreaterThan(150_000);
    await guest.nextError(guestFrom, 'TooManyRequests');
    await settle();
    const relayedBytes = owner.received
      .slice(ownerFrom)
      .filter(isAwareness)
      .reduce((total, m) => total + (m.kind === 'binary' ? (m.payload?.byteLength ?? 0) : 0), 0);
    expect(relayedBytes).toBeGreaterThan(0);
    expect(relayedBytes).toBeLessThanOrEqual(64 * 1024);
    expect((await seenByNewcomer()).text).toBe('Kept');
    expect((await seenByNewcomer()).clients).toContain(ownerClient);
    close();
  });
});
