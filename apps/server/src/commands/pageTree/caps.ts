import { AppError } from '@quire/shared/errors';
import type { Kysely } from 'kysely';
import type { LimitsConfig } from '../../config/index.js';
import type { Database } from '../../db/schema.js';
import { enforceApiRateLimit } from '../../limits/counter.js';
import type { ViewTree } from '../../queries/viewTree.js';

/** The page-tree caps (QUIRE_MAX_VIEWS_PER_WORKSPACE, QUIRE_MAX_VIEWS_PER_OPERATION); see docs/security.md. */
export type TreeCaps = Pick<LimitsConfig, 'maxViewsPerWorkspace' | 'maxViewsPerOperation'>;

/**
 * Refuses an operation that would write more than `maxViewsPerOperation` views, or take the workspace (its
 * trash included) past `maxViewsPerWorkspace`: one request must not be able to make the server build
 * thousands of pages, nor a workspace grow without bound.
 */
export function assertRoomFor(tree: ViewTree, adding: number, caps: TreeCaps): void {
  if (adding > caps.maxViewsPerOperation) {
    throw new AppError(
      'InvalidRequest',
      `This would create ${adding} pages; at most ${caps.maxViewsPerOperation} can be created at once.`,
    );
  }
  if (tree.size + adding > caps.maxViewsPerWorkspace) {
    throw new AppError(
      'InvalidRequest',
      `This workspace has reached its limit of ${caps.maxViewsPerWorkspace} pages. Delete pages from the trash to make room.`,
    );
  }
}

/**
 * Counts one tree write of `userUuid` (a duplicate or a whole-trash restore, which can each write many
 * views) and refuses over QUIRE_TREE_WRITE_RATE_PER_USER with TooManyRequests saying how long to wait.
 */
export function limitTreeWrites(
  db: Kysely<Database>,
  userUuid: string,
  limits: Pick<LimitsConfig, 'treeWritesPerUser'>,
  now: Date,
): Promise<void> {
  return enforceApiRateLimit(
    db,
    `tree-write:${userUuid}`,
    limits.treeWritesPerUser,
    now,
    (wait) => `Too many pages copied or restored at once. Try again in ${wait}.`,
  );
}
