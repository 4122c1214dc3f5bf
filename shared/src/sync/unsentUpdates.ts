import * as Y from 'yjs';

/** What a send carries when the unsent updates are known, and how it tells they arrived. */
export interface UnsentBatch {
  /** The recorded updates merged; null when not known or none recorded (the send encodes against the server's vector). */
  update: Uint8Array | null;
  /** The send succeeded: the server has all this batch held, what was recorded since stays unsent. */
  acknowledge(): void;
}

/**
 * This tab's updates the server lacks, in order, while that is known exactly: since the server last had all of
 * this copy (a clean send, a load or subscription with nothing unsent). A send then carries just these, merged,
 * instead of encoding the whole document against the server's vector, whose delete set alone is a walk over
 * every item of the document, once a keystroke while live (issue 9). Not known (edits from before the load, a
 * send that failed): the send carries everything beyond the server's vector.
 */
export class UnsentUpdates {
  private updates: Uint8Array[] | null = null;

  /** The server has all of this copy: every local update from now on is recorded. */
  serverHasAll(): void {
    this.updates = [];
  }

  /** What the server lacks is no longer known exactly (whether a failed send arrived, edits from before). */
  forget(): void {
    this.updates = null;
  }

  record(update: Uint8Array): void {
    this.updates?.push(update);
  }

  take(): UnsentBatch {
    const updates = this.updates;
    const count = updates?.length ?? 0;
    const update =
      updates === null || count === 0
        ? null
        : count === 1
          ? (updates[0] as Uint8Array)
          : Y.mergeUpdates(updates);
    return {
      update,
      acknowledge: () => {
        if (this.updates === updates && updates !== null) updates.splice(0, count);
        else this.updates = null;
      },
    };
  }
}
