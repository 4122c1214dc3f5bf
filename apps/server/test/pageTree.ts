// Page-tree test helpers: a workspace with every role (through the matrix's context) and typed API calls.
import type { FolderView } from '@quire/shared/contract';
import { createMatrixContext } from './matrix/context.js';
import type { MatrixContext, MatrixRole } from './matrix/types.js';
import type { TestServer } from './harness.js';

export interface Answer<T> {
  code: number;
  message: string;
  data?: T;
}

export interface PageTreeWorld {
  ctx: MatrixContext;
  workspaceId: string;
  call<T = unknown>(role: MatrixRole, method: string, path: string, body?: unknown): Promise<Answer<T>>;
  /** Like `call`, but fails the test unless the answer is code 0; returns `data`. */
  ok<T = unknown>(role: MatrixRole, method: string, path: string, body?: unknown): Promise<T>;
  folder(role?: MatrixRole, query?: string): Promise<FolderView>;
  /** The space named `name` in the owner's folder. */
  space(name: string, role?: MatrixRole): Promise<FolderView>;
  createPage(role: MatrixRole, parentId: string, name: string, layout?: number): Promise<string>;
}

export async function pageTreeWorld(running: TestServer): Promise<PageTreeWorld> {
  const ctx = await createMatrixContext(running.server, running.apiUrl);
  const workspaceId = ctx.workspaceId;
  const call = async <T>(role: MatrixRole, method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { authorization: ctx.users[role].authorization };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const url = `${running.apiUrl}${path.replaceAll('{ws}', workspaceId)}`;
    const response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Answer<T>;
  };
  const ok = async <T>(role: MatrixRole, method: string, path: string, body?: unknown) => {
    const answer = await call<T>(role, method, path, body);
    if (answer.code !== 0) throw new Error(`${method} ${path} answered ${answer.code} ${answer.message}`);
    return answer.data as T;
  };
  const folder = (role: MatrixRole = 'Owner', query = '') =>
    ok<FolderView>(role, 'GET', `/api/workspace/{ws}/folder${query}`);
  return {
    ctx,
    workspaceId,
    call,
    ok,
    folder,
    space: async (name, role = 'Owner') => {
      const found = (await folder(role)).children.find((space) => space.name === name);
      if (found === undefined) throw new Error(`no space ${name}`);
      return found;
    },
    createPage: async (role, parentId, name, layout = 0) =>
      (
        await ok<{ view_id: string }>(role, 'POST', '/api/workspace/{ws}/page-view', {
          parent_view_id: parentId,
          layout,
          name,
        })
      ).view_id,
  };
}

/** The names of a folder's children, recursively: `['General', ['Getting started']]`-like outlines. */
export function outline(view: FolderView): unknown[] {
  return view.children.map((child) =>
    child.children.length > 0 ? [child.name, outline(child)] : child.name,
  );
}
