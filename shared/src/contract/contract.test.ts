/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiRoutes,
  errorEnvelopeSchema,
  folderViewSchema,
  openApiDocument,
  runtimeConfigSchema,
  viewExtraSchema,
  type FolderView,
} from './index.js';

const view = (overrides: Partial<FolderView> = {}): FolderView => ({
  view_id: '0b7c3bde-8f7a-4a7c-9d5e-1f2a3b4c5d6e',
  parent_view_id: '1b7c3bde-8f7a-4a7c-9d5e-1f2a3b4c5d6e',
  prev_view_id: null,
  name: 'Page',
  icon: null,
  is_space: false,
  is_private: false,
  is_published: false,
  is_favorite: false,
  is_locked: false,
  layout: 0,
  created_at: '2026-01-02T03:04:05.000Z',
  created_by: '123456789012345678',
  last_edited_by: null,
  last_edited_time: '2026-01-02T03:04:05.000Z',
  extra: { is_space: false },
  children: [],
  ...overrides,
});

describe('the contract', () => {
  it('parses a folder tree of any depth', () => {
    const tree = view({ children: [view({ children: [view()] })] });
    expect(folderViewSchema.parse(tree)).toEqual(tree);
  });

  it('refuses drift: extra as a JSON string, an unknown field, a missing field, a numeric uid', () => {
    expect(folderViewSchema.safeParse({ ...view(), extra: '{"is_space":false}' }).success).toBe(false);
    expect(folderViewSchema.safeParse({ ...view(), surprise: 1 }).success).toBe(false);
    const { name: _name, ...nameless } = view();
    expect(folderViewSchema.safeParse(nameless).success).toBe(false);
    expect(folderViewSchema.safeParse({ ...view(), created_by: 123 }).success).toBe(false);
    expect(folderViewSchema.safeParse(view({ children: [{ ...view(), layout: 9 } as never] })).success).toBe(
      false,
    );
  });

  it('a space carries its settings in extra', () => {
    const extra = {
      is_space: true,
      space_icon: 'space_icon_3',
      space_icon_color: '0xFFA34AFD',
      space_permission: 1,
      space_created_at: 1767322245000,
    };
    expect(viewExtraSchema.parse(extra)).toEqual(extra);
    expect(viewExtraSchema.safeParse({ ...extra, space_permission: 2 }).success).toBe(false);
  });

  it('the runtime config accepts only http(s) addresses and ws(s) for the socket', () => {
    const config = {
      apiBaseUrl: 'http://localhost:8000',
      authBaseUrl: 'http://localhost:9999',
      wsUrl: 'ws://localhost:8000/ws/v1',
      publicUrl: 'http://localhost:8000',
      links: { terms: 'https://a.test/t', privacy: 'https://a.test/p', website: 'https://a.test/' },
    };
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
    expect(runtimeConfigSchema.safeParse({ ...config, wsUrl: 'http://x' }).success).toBe(false);
    expect(
      runtimeConfigSchema.safeParse({ ...config, links: { ...config.links, terms: 'javascript:alert(1)' } })
        .success,
    ).toBe(false);
  });

  it('an error envelope never says code 0', () => {
    expect(errorEnvelopeSchema.safeParse({ code: 1012, message: 'no' }).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ code: 0, message: 'ok' }).success).toBe(false);
  });

  it('lists each route once', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('docs/openapi.json is the document generated from the contract (regenerate: node shared/scripts/openapi.mjs)', () => {
    const packageJson = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    const committed = JSON.parse(
      readFileSync(join(__dirname, '../../../docs/openapi.json'), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(openApiDocument(packageJson.version));
  });
});
