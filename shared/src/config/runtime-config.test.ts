import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  resetRuntimeConfigForTests,
  setRuntimeConfig,
} from './runtime-config.js';

const valid = {
  apiBaseUrl: 'http://localhost:8000',
  authBaseUrl: 'http://localhost:9999/',
  wsUrl: 'ws://localhost:8000/ws/v1',
  publicUrl: 'https://quire.example',
  links: {
    terms: 'https://quire.example/terms.html',
    privacy: 'https://quire.example/privacy.html',
    website: 'https://quire.example/',
  },
};

function installFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(() =>
    Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response),
  );
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  return fetchMock;
}

beforeEach(() => {
  resetRuntimeConfigForTests();
});

describe('runtime config', () => {
  it('CON-20 CON-21 CON-22 CON-23 / loads /config.json once and keeps it', async () => {
    const fetchMock = installFetch(200, valid);
    expect(() => getRuntimeConfig()).toThrow('loadRuntimeConfig');
    const [first, second] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
    expect(first).toBe(second);
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    // A trailing slash is dropped so that paths can be appended.
    expect(getRuntimeConfig()).toEqual({
      ...valid,
      authBaseUrl: 'http://localhost:9999',
      fontStylesheetUrl: null,
    });
  });

  it('rejects an invalid config and lets a later call try again', async () => {
    installFetch(200, { ...valid, wsUrl: 'http://localhost:8000/ws/v1' });
    await expect(loadRuntimeConfig()).rejects.toThrow('wsUrl must use ws: or wss:');
    installFetch(500, null);
    await expect(loadRuntimeConfig('/other.json')).rejects.toThrow('/other.json answered 500');
    installFetch(200, valid);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'http://localhost:8000' });
  });

  it('validates every field', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('not an object');
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: undefined })).toThrow('apiBaseUrl is missing');
    expect(() => parseRuntimeConfig({ ...valid, publicUrl: '/relative' })).toThrow(
      'publicUrl is not an absolute URL',
    );
    expect(() => parseRuntimeConfig({ ...valid, authBaseUrl: 'ftp://x' })).toThrow('authBaseUrl must use');
    expect(() => parseRuntimeConfig({ ...valid, links: undefined })).toThrow('links is missing');
    expect(() =>
      parseRuntimeConfig({ ...valid, links: { ...valid.links, terms: 'javascript:alert(1)' } }),
    ).toThrow('links.terms must be an absolute http(s) URL');
    expect(parseRuntimeConfig(valid).links).toEqual(valid.links);
    // AST-06: the font service is optional; when given it is an http(s) address like the others.
    expect(
      parseRuntimeConfig({ ...valid, fontStylesheetUrl: 'https://fonts.example/css2' }).fontStylesheetUrl,
    ).toBe('https://fonts.example/css2');
    expect(parseRuntimeConfig({ ...valid, fontStylesheetUrl: null }).fontStylesheetUrl).toBeNull();
    expect(() => parseRuntimeConfig({ ...valid, fontStylesheetUrl: 'javascript:alert(1)' })).toThrow(
      'fontStylesheetUrl must be an absolute http(s) URL',
    );
    setRuntimeConfig(valid);
    expect(getRuntimeConfig().wsUrl).toBe('ws://localhost:8000/ws/v1');
  });
});
