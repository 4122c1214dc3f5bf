// Every route of every row file in test/matrix/, with every workspace role, an outsider and no session.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ErrorCode } from '@quire/shared/errors';
import { backends, useTestServer } from './harness.js';
import { callApi, createMatrixContext } from './matrix/context.js';
import { matrixRoles, type MatrixContext, type MatrixRow } from './matrix/types.js';

const matrixDir = join(__dirname, 'matrix');
const helperFiles = new Set(['ownerPages.ts', 'types.ts', 'context.ts']);
const load = createRequire(__filename);

function isRowList(value: unknown): value is MatrixRow[] {
  return (
    Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null && 'allowed' in row)
  );
}

// Row files are found, not listed, so that a route family adds its rows without touching this file.
const families = readdirSync(matrixDir)
  .filter((file) => file.endsWith('.ts') && !helperFiles.has(file))
  .sort()
  .map((file) => {
    const loaded: unknown = load(join(matrixDir, file));
    const rows =
      typeof loaded === 'object' && loaded !== null
        ? (loaded as { matrixRows?: unknown }).matrixRows
        : undefined;
    if (!isRowList(rows)) throw new Error(`test/matrix/${file} must export matrixRows: MatrixRow[]`);
    return { file, rows };
  });

function send(ctx: MatrixContext, row: MatrixRow, authorization: string | undefined) {
  return callApi(ctx.apiUrl, row.method, row.path(ctx), { authorization, body: row.body?.(ctx) });
}

describe.each(backends)('authorisation matrix on $name', ({ name }) => {
  const current = useTestServer(name);

  const prepare = async (row: MatrixRow): Promise<MatrixContext> => {
    const { server, apiUrl } = current();
    const ctx = await createMatrixContext(server, apiUrl);
    return row.setup === undefined ? ctx : { ...ctx, vars: await row.setup(ctx) };
  };

  it('finds row files', () => {
    expect(families.map(({ file }) => file)).toEqual(expect.arrayContaining(['user.ts', 'workspace.ts']));
  });

  describe.each(families)('$file', ({ rows }) => {
    describe.each(rows)('$name', (row) => {
      if (row.public) {
        it.each([...matrixRoles, 'anonymous' as const])('as %s', async (role) => {
          const ctx = await prepare(row);
          const headers: Record<string, string> =
            role === 'anonymous' ? {} : { authorization: ctx.users[role].authorization };
          const response = await fetch(`${ctx.apiUrl}${row.path(ctx)}`, { method: row.method, headers });
          await response.arrayBuffer();
          expect(response.status).toBe(200);
        });
        return;
      }

      it.each(matrixRoles)('as %s', async (role) => {
        const ctx = await prepare(row);
        const answer = await send(ctx, row, ctx.users[role].authorization);
        expect(answer.status).toBe(200);
        const expected = row.allowed[role] ? 0 : (row.refusedWith?.[role] ?? ErrorCode.NotEnoughPermissions);
        // The message is compared too only so that a failure shows it.
        expect({ code: answer.code, message: answer.message }).toEqual(
          expect.objectContaining({ code: expected }),
        );
        // A refusal carries nothing of what was asked for.
        if (!row.allowed[role]) expect(answer.data).toBeUndefined();
      });

      it('without a session is 401', async () => {
        const answer = await send(await prepare(row), row, undefined);
        expect(answer.status).toBe(401);
      });
    });
  });
});
