import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { authorizedCollabOf } from '../policies/collabAccess.js';
import { viewActor } from '../policies/view.js';
import { loadViewTree } from '../queries/viewTree.js';
import type { AccessEpochs } from './accessEpochs.js';

// Workspace events go to every follower of the workspace on the bus; one that names a collab (`collab-updated`)
// may only reach a follower who may read it, or a member would learn the ids and edit times of others' private
// pages. The answer is kept a few seconds per collab, like a socket's write permission (collabSubscriptions.ts):
// a typist's stream of web-updates is not a tree read per event per follower.

/** How long an answer is trusted; any change of the workspace's pages or members forgets it at once. */
const READ_GRANT_MS = 5000;
/** Collabs remembered per followed workspace; beyond, everything is forgotten (and read afresh). */
const maxRemembered = 1000;

/** Whether one user may read a workspace's collabs, for filtering the workspace events sent to them. */
export class EventReadAccess {
  private readonly answers = new Map<string, { readable: boolean; until: number; epoch: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly epochs: AccessEpochs,
    private readonly workspaceId: string,
    private readonly userUuid: () => string,
  ) {}

  /** Pages or members changed (an event from any instance): every answer is read afresh. */
  forget(): void {
    this.answers.clear();
  }

  /** Whether the user may read `objectId` now; false on any doubt (an error, no membership). */
  async mayRead(objectId: string): Promise<boolean> {
    const now = Date.now();
    const epoch = this.epochs.of(this.workspaceId);
    const known = this.answers.get(objectId);
    if (known !== undefined && known.until > now && known.epoch === epoch) return known.readable;
    let readable: boolean;
    try {
      const actor = await viewActor(this.db, this.workspaceId, this.userUuid());
      const tree = await loadViewTree(this.db, this.workspaceId);
      await authorizedCollabOf(this.db, actor, 'read', tree, objectId);
      readable = true;
    } catch {
      readable = false;
    }
    if (this.answers.size >= maxRemembered) this.answers.clear();
    this.answers.set(objectId, { readable, until: now + READ_GRANT_MS, epoch });
    return readable;
  }
}
