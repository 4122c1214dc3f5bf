// The authorisation matrix: one row per API route, tried with every workspace role, an outsider and no
// session by test/authorization-matrix.test.ts. Each `test/matrix/<family>.ts` exports `matrixRows`.
import type { UserRow } from '../../src/db/schema.js';
import type { QuireServer } from '../../src/server.js';

/** The callers every row is tried with (besides an anonymous request, which must always be 401). */
export type MatrixRole = 'Owner' | 'Member' | 'Guest' | 'NonMember';

export const matrixRoles: readonly MatrixRole[] = ['Owner', 'Member', 'Guest', 'NonMember'];

export interface MatrixUser {
  user: UserRow;
  /** `Bearer …` of a real session. */
  authorization: string;
}

/** A fresh workspace for one request: its owner, a member, a guest and a signed-in outsider. */
export interface MatrixContext {
  server: QuireServer;
  apiUrl: string;
  workspaceId: string;
  users: Record<MatrixRole, MatrixUser>;
  /** What the row's `setup` prepared (ids of pages, invitations, …), for `path` and `body`. */
  vars: Record<string, string>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixRow {
  name: string;
  method: HttpMethod;
  path: (ctx: MatrixContext) => string;
  body?: (ctx: MatrixContext) => unknown;
  /** Runs (as the test, not through the API) before the request; its answer becomes `ctx.vars`. */
  setup?: (ctx: MatrixContext) => Promise<Record<string, string>>;
  /** Allowed: envelope code 0. Forbidden: NotEnoughPermissions (1012). */
  allowed: Record<MatrixRole, boolean>;
  /**
   * A role refused for a reason other than permission (the owner leaving their own workspace): the exact
   * envelope code it gets instead of 1012.
   */
  refusedWith?: Partial<Record<MatrixRole, number>>;
  /**
   * A route that needs no session and answers a file, not an envelope (an uploaded file): every caller,
   * anonymous included, must get HTTP 200.
   */
  public?: true;
}
