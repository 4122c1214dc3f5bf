import { backends, useTestServer } from '../../test/harness.js';
import { pageTreeWorld } from '../../test/pageTree.js';
import { cleanName } from './names.js';

describe('cleanName', () => {
  it.each([
    ['Plan\r\nQ3', 'Plan Q3'],
    ['a\tb', 'a b'],
    ['bell\u0007 and escape\u001b[31m', 'bell and escape[31m'],
    ['line\u2028separator', 'line separator'],
    ['C1\u0085control', 'C1control'],
    ['Ünïcödé 名前 🚀', 'Ünïcödé 名前 🚀'],
  ])('SEC / %j → %j', (input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });
});

describe.each(backends)('names are stored on one line, without control characters, on $name', ({ name }) => {
  const current = useTestServer(name);

  it('SEC / page, space and workspace names with CR/LF and escape codes are cleaned, not refused', async () => {
    const world = await pageTreeWorld(current());
    const general = await world.space('General');
    const page = await world.createPage('Owner', general.view_id, 'Evil\r\nBcc: victim@example.com\u001b[0m');
    const created = await world.ok<{ view: { name: string } }>(
      'Owner',
      'GET',
      `/api/workspace/{ws}/page-view/${page}`,
    );
    expect(created.view.name).toBe('Evil Bcc: victim@example.com[0m');

    const space = await world.ok<{ view_id: string }>('Owner', 'POST', '/api/workspace/{ws}/space', {
      name: 'Team\nSpace',
      space_permission: 0,
    });
    expect((await world.folder()).children.find((child) => child.view_id === space.view_id)?.name).toBe(
      'Team Space',
    );

    expect(
      (
        await world.call('Owner', 'PATCH', '/api/workspace', {
          workspace_id: world.workspaceId,
          workspace_name: 'Acme\r\nInc',
        })
      ).code,
    ).toBe(0);
    const workspaces = await world.ok<{ workspace_id: string; workspace_name: string }[]>(
      'Owner',
      'GET',
      '/api/workspace',
    );
    expect(workspaces.find((workspace) => workspace.workspace_id === world.workspaceId)?.workspace_name).toBe(
      'Acme Inc',
    );
  });
});
