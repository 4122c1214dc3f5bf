import * as Y from 'yjs';
import {
  applyAwarenessUpdate,
  Awareness,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import type { CollabChannel } from './channel.js';

/** Who a collaborator is, as others see them. */
export interface PresenceUser {
  id: string;
  name: string;
  /** A CSS colour for their cursor and avatar. */
  color: string;
}

/** A point in a document: a block and an offset in its text (stable across other people's edits elsewhere). */
export interface PresencePoint {
  blockId: string;
  offset: number;
}

/** What a collaborator shares: who they are and where their caret or selection is, if in the text. */
export interface PresenceState {
  user: PresenceUser;
  cursor: { anchor: PresencePoint; head: PresencePoint } | null;
}

/** Another client's presence, with its awareness client id (one person may have several tabs). */
export interface Collaborator extends PresenceState {
  clientId: number;
}

const remoteOrigin = 'quire-remote-presence';
/** Local changes are sent at most this often (the server allows tens per second per connection). */
const SEND_EVERY_MS = 80;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function isPoint(value: unknown): value is PresencePoint {
  if (typeof value !== 'object' || value === null) return false;
  const point = value as Record<string, unknown>;
  return isText(point.blockId, 64) && Number.isInteger(point.offset) && (point.offset as number) >= 0;
}

/** Another client's state as it arrived, if it is one (anything may arrive: it is checked, never trusted). */
function readState(value: unknown): PresenceState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Record<string, unknown>;
  const user = state.user as Record<string, unknown> | undefined;
  if (typeof user !== 'object' || !isText(user.id, 128) || !isText(user.name, 200)) return null;
  const color = isText(user.color, 32) && /^#[0-9a-f]{6}$/i.test(user.color) ? user.color : '#888888';
  const raw = state.cursor as Record<string, unknown> | null | undefined;
  const cursor =
    typeof raw === 'object' && raw !== null && isPoint(raw.anchor) && isPoint(raw.head)
      ? { anchor: raw.anchor, head: raw.head }
      : null;
  return { user: { id: user.id, name: user.name, color }, cursor };
}

/**
 * The presence of one open collab (y-protocols awareness on its doc): this client's user and cursor, sent over the
 * realtime channel (at most every 80 ms, and in full on each (re)subscription), and the other clients' as they
 * arrive. Leaving removes this client's presence for everyone.
 */
export class CollabPresence {
  readonly awareness: Awareness;
  private channel: CollabChannel | null = null;
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private others: Collaborator[] = [];

  constructor(doc: Y.Doc) {
    this.awareness = new Awareness(doc);
    this.awareness.setLocalState(null);
    this.awareness.on('change', this.onChange);
    this.awareness.on('update', this.onUpdate);
  }

  attach(channel: CollabChannel): void {
    this.channel = channel;
  }

  /** The channel is live (again): everyone there learns this client's state. */
  connected(): void {
    if (this.awareness.getLocalState() !== null) this.sendNow();
  }

  receive(update: Uint8Array): void {
    try {
      applyAwarenessUpdate(this.awareness, update, remoteOrigin);
    } catch {
      // A malformed update changes nothing.
    }
  }

  setUser(user: PresenceUser): void {
    const current = this.awareness.getLocalState() as PresenceState | null;
    this.awareness.setLocalState({ user, cursor: current?.cursor ?? null });
  }

  setCursor(cursor: PresenceState['cursor']): void {
    const current = this.awareness.getLocalState() as PresenceState | null;
    if (current === null) return;
    if (JSON.stringify(current.cursor) === JSON.stringify(cursor)) return;
    this.awareness.setLocalStateField('cursor', cursor);
  }

  /** The other clients present, in a stable order. */
  collaborators = (): Collaborator[] => this.others;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  destroy(): void {
    clearTimeout(this.sendTimer);
    const own = this.awareness.clientID;
    if (this.awareness.getLocalState() !== null) {
      removeAwarenessStates(this.awareness, [own], 'local');
      this.sendNow();
    }
    this.awareness.off('change', this.onChange);
    this.awareness.off('update', this.onUpdate);
    this.awareness.destroy();
    this.listeners.clear();
  }

  private readonly onChange = (changes: { added: number[]; updated: number[]; removed: number[] }) => {
    const own = this.awareness.clientID;
    // This client's own caret moves with every keystroke and changes no one else's state: listeners are not
    // told (a re-render of the page while its editor has the focus costs a walk over the document, issue 9).
    if ([...changes.added, ...changes.updated, ...changes.removed].every((clientId) => clientId === own))
      return;
    const next: Collaborator[] = [];
    for (const [clientId, value] of this.awareness.getStates()) {
      if (clientId === own) continue;
      const state = readState(value);
      if (state !== null) next.push({ clientId, ...state });
    }
    next.sort((a, b) => a.clientId - b.clientId);
    this.others = next;
    for (const listener of this.listeners) listener();
  };

  private readonly onUpdate = (_changes: unknown, origin: unknown) => {
    if (origin === remoteOrigin || this.sendTimer !== undefined) return;
    this.sendTimer = setTimeout(() => {
      this.sendTimer = undefined;
      this.sendNow();
    }, SEND_EVERY_MS);
  };

  private sendNow(): void {
    this.channel?.sendAwareness(encodeAwarenessUpdate(this.awareness, [this.awareness.clientID]));
  }
}
