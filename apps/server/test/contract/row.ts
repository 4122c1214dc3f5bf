// One row of the API contract test: a route called with a real session, in order over one world.
import type { MatrixContext, MatrixRole } from '../matrix/types.js';

export type Vars = Record<string, string>;

export interface ContractRow {
  /** `METHOD path` exactly as in the contract's route table. */
  route: string;
  as?: MatrixRole | 'anonymous';
  /** Values for the path's `{name}` parameters beyond `workspace_id` (the matrix workspace unless given). */
  params?: (vars: Vars, ctx: MatrixContext) => Vars;
  query?: string;
  body?: (vars: Vars, ctx: MatrixContext) => unknown;
  /** Prepares (as the test, not through the contract's routes) what the row needs, before its request. */
  setup?: (vars: Vars, ctx: MatrixContext) => Promise<void>;
  /** Keeps what later rows need from the answer's data. */
  keep?: (data: unknown, vars: Vars) => void;
}

export const record = (value: unknown) => value as Record<string, unknown>;
export const firstSpaceId = (folder: unknown) =>
  String(record((record(folder).children as unknown[])[0]).view_id);

export const trashPage: ContractRow = {
  route: 'POST /api/workspace/{workspace_id}/page-view/{view_id}/move-to-trash',
  params: (vars) => ({ view_id: vars.page ?? '' }),
};
