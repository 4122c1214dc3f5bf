import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir } from '../../test/harness.js';
import { ConfigError, jwtSecretFileName, loadConfig, parseConfig } from './index.js';

const cwd = '/srv/quire';

function problemsOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe('config: defaults', () => {
  it('CON-20 / CON-21 / CON-22 / CON-23 / an empty environment gives the documented defaults', () => {
    const config = parseConfig({}, cwd);
    expect(config.apiPort).toBe(8000);
    expect(config.authPort).toBe(9999);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:8000');
    expect(config.authPublicUrl).toBe('http://localhost:9999');
    expect(config.dataDir).toBe('/srv/quire/data');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/quire/data/quire.sqlite' });
    expect(config.redis).toBeNull();
    expect(config.logLevel).toBe('info');
    expect(config.corsOrigins).toEqual(['http://localhost:8000']);
    expect(config.remotes).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      publish: '/remotes/publish/mf-manifest.json',
      workspace: '/remotes/workspace/mf-manifest.json',
    });
    expect(config.runtime).toEqual({
      apiBaseUrl: 'http://localhost:8000',
      authBaseUrl: 'http://localhost:9999',
      wsUrl: 'ws://localhost:8000/ws/v1',
      publicUrl: 'http://localhost:8000',
      links: {
        terms: 'http://localhost:8000/terms.html',
        privacy: 'http://localhost:8000/privacy.html',
        website: 'http://localhost:8000',
      },
      fontStylesheetUrl: 'https://fonts.googleapis.com/css2',
    });
    expect(config.fontFilesUrl).toBe('https://fonts.gstatic.com');
  });

  it('the default web root is the repository holding the front-end builds', async () => {
    const { webRoot } = parseConfig({}, cwd);
    await expect(stat(join(webRoot, 'pnpm-workspace.yaml'))).resolves.toBeTruthy();
    await expect(stat(join(webRoot, 'apps', 'server', 'package.json'))).resolves.toBeTruthy();
  });

  it('empty strings count as unset', () => {
    expect(parseConfig({ QUIRE_API_PORT: '', DATABASE_URL: '  ' }, cwd)).toMatchObject({
      apiPort: 8000,
      database: { kind: 'sqlite' },
    });
  });

  it('unset public URLs follow the configured ports', () => {
    const config = parseConfig({ QUIRE_API_PORT: '8080', QUIRE_AUTH_PORT: '9090' }, cwd);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.authPublicUrl).toBe('http://localhost:9090');
  });
});

describe('config: explicit values', () => {
  it('LOG-09 LOG-10 LOG-11 / the login links follow QUIRE_TERMS_URL, QUIRE_PRIVACY_URL and QUIRE_WEBSITE_URL', () => {
    const config = parseConfig(
      {
        QUIRE_TERMS_URL: 'https://example.com/terms',
        QUIRE_PRIVACY_URL: 'https://example.com/privacy',
        QUIRE_WEBSITE_URL: 'https://example.com',
      },
      cwd,
    );
    expect(config.runtime.links).toEqual({
      terms: 'https://example.com/terms',
      privacy: 'https://example.com/privacy',
      website: 'https://example.com',
    });
    expect(() => parseConfig({ QUIRE_TERMS_URL: 'javascript:alert(1)' }, cwd)).toThrow(/QUIRE_TERMS_URL/);
    expect(() => parseConfig({ QUIRE_WEBSITE_URL: 'not a url' }, cwd)).toThrow(/QUIRE_WEBSITE_URL/);
  });

  it('AST-06 / the font service follows QUIRE_FONT_SERVICE_URL and QUIRE_FONT_FILES_URL, and can be turned off', () => {
    const local = parseConfig(
      { QUIRE_FONT_SERVICE_URL: 'http://127.0.0.1:7000/css2', QUIRE_FONT_FILES_URL: 'http://127.0.0.1:7000' },
      cwd,
    );
    expect(local.runtime.fontStylesheetUrl).toBe('http://127.0.0.1:7000/css2');
    expect(local.fontFilesUrl).toBe('http://127.0.0.1:7000');
    const off = parseConfig({ QUIRE_FONT_SERVICE_URL: 'off' }, cwd);
    expect(off.runtime.fontStylesheetUrl).toBeNull();
    expect(off.fontFilesUrl).toBeNull();
    expect(() => parseConfig({ QUIRE_FONT_SERVICE_URL: 'javascript:alert(1)' }, cwd)).toThrow(
      /QUIRE_FONT_SERVICE_URL/,
    );
  });

  it('CON-23 / an https public URL gives a wss websocket URL and is always a CORS origin', () => {
    const config = parseConfig(
      {
        QUIRE_PUBLIC_URL: 'https://quire.example.com/',
        QUIRE_AUTH_PUBLIC_URL: 'https://auth.example.com',
        QUIRE_CORS_ORIGINS: 'https://a.example.com, http://localhost:3000,',
      },
      cwd,
    );
    expect(config.runtime).toEqual({
      apiBaseUrl: 'https://quire.example.com',
      authBaseUrl: 'https://auth.example.com',
      wsUrl: 'wss://quire.example.com/ws/v1',
      publicUrl: 'https://quire.example.com',
      links: {
        terms: 'https://quire.example.com/terms.html',
        privacy: 'https://quire.example.com/privacy.html',
        website: 'https://quire.example.com',
      },
      fontStylesheetUrl: 'https://fonts.googleapis.com/css2',
    });
    expect(config.corsOrigins).toEqual([
      'https://quire.example.com',
      'https://a.example.com',
      'http://localhost:3000',
    ]);
  });

  it('DATABASE_URL selects PostgreSQL, REDIS_URL the Redis bus, relative paths resolve from the cwd', () => {
    const config = parseConfig(
      {
        DATABASE_URL: 'postgres://quire@db:5432/quire',
        REDIS_URL: 'redis://cache:6379',
        QUIRE_REDIS_PREFIX: 'prod:',
        QUIRE_DATA_DIR: 'var/quire',
        QUIRE_WEB_ROOT: 'web',
      },
      cwd,
    );
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://quire@db:5432/quire' });
    expect(config.redis).toEqual({ url: 'redis://cache:6379', prefix: 'prod:' });
    expect(config.dataDir).toBe('/srv/quire/var/quire');
    expect(config.webRoot).toBe('/srv/quire/web');
  });

  it('QUIRE_REMOTES overrides single remotes and keeps the defaults of the others', () => {
    const config = parseConfig(
      { QUIRE_REMOTES: '{"publish":"https://cdn.example.com/publish/2.1.0/mf-manifest.json"}' },
      cwd,
    );
    expect(config.remotes).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      publish: 'https://cdn.example.com/publish/2.1.0/mf-manifest.json',
      workspace: '/remotes/workspace/mf-manifest.json',
    });
  });
});

const defaultPassword = {
  enabled: false,
  minLength: 8,
  maxLength: 256,
  attemptRate: {
    perEmail: { limit: 10, windowSeconds: 900 },
    perAddress: { limit: 30, windowSeconds: 900 },
  },
};

describe('config: accounts', () => {
  it('defaults: 1 hour access tokens, outbox mail, redirects to the public URL only, 3/10m and 30/1h', () => {
    expect(parseConfig({}, cwd).auth).toEqual({
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 2_592_000,
      redirectOrigins: ['http://localhost:8000'],
      smtpUrl: null,
      mailFrom: 'Quire <no-reply@localhost>',
      magicLinkRate: {
        perEmail: { limit: 3, windowSeconds: 600 },
        perAddress: { limit: 30, windowSeconds: 3600 },
      },
      verifyCodeRate: {
        perEmail: { limit: 10, windowSeconds: 600 },
        perAddress: { limit: 30, windowSeconds: 600 },
      },
      password: defaultPassword,
      trustProxy: false,
    });
  });

  it('explicit values', () => {
    const { auth } = parseConfig(
      {
        QUIRE_PUBLIC_URL: 'https://quire.example.com',
        QUIRE_ACCESS_TOKEN_TTL: '900',
        QUIRE_REFRESH_TOKEN_TTL: '86400',
        QUIRE_SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        QUIRE_MAIL_FROM: 'no-reply@quire.example.com',
        QUIRE_REDIRECT_ORIGINS: 'http://localhost:3001, https://desktop.example.com',
        QUIRE_MAGIC_LINK_RATE_PER_EMAIL: '5/1h',
        QUIRE_MAGIC_LINK_RATE_PER_ADDRESS: '100 / 30s',
        QUIRE_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      cwd,
    );
    expect(auth).toEqual({
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 86_400,
      redirectOrigins: ['https://quire.example.com', 'http://localhost:3001', 'https://desktop.example.com'],
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'no-reply@quire.example.com',
      magicLinkRate: {
        perEmail: { limit: 5, windowSeconds: 3600 },
        perAddress: { limit: 100, windowSeconds: 30 },
      },
      verifyCodeRate: {
        perEmail: { limit: 10, windowSeconds: 600 },
        perAddress: { limit: 30, windowSeconds: 600 },
      },
      password: defaultPassword,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(parseConfig({ QUIRE_TRUST_PROXY: 'true' }, cwd).auth.trustProxy).toBe(true);
    expect(parseConfig({ QUIRE_TRUST_PROXY: '2' }, cwd).auth.trustProxy).toBe(2);
  });

  it('password sign-in is off by default; QUIRE_PASSWORD_* turn it on and tune it', () => {
    expect(
      parseConfig(
        {
          QUIRE_PASSWORD_SIGNIN: '1',
          QUIRE_PASSWORD_MIN_LENGTH: '12',
          QUIRE_PASSWORD_RATE_PER_EMAIL: '5/1h',
          QUIRE_PASSWORD_RATE_PER_ADDRESS: '50/10m',
        },
        cwd,
      ).auth.password,
    ).toEqual({
      enabled: true,
      minLength: 12,
      maxLength: 256,
      attemptRate: {
        perEmail: { limit: 5, windowSeconds: 3600 },
        perAddress: { limit: 50, windowSeconds: 600 },
      },
    });
    for (const on of ['true', 'YES', 'on']) {
      expect(parseConfig({ QUIRE_PASSWORD_SIGNIN: on }, cwd).auth.password.enabled).toBe(true);
    }
    for (const off of ['0', 'false', 'Off']) {
      expect(parseConfig({ QUIRE_PASSWORD_SIGNIN: off }, cwd).auth.password.enabled).toBe(false);
    }
  });
});

describe('config: invalid values stop the start, naming the variable', () => {
  it.each([
    ['QUIRE_API_PORT', 'abc', 'whole number'],
    ['QUIRE_API_PORT', '70000', 'between 0 and 65535'],
    ['QUIRE_AUTH_PORT', '-1', 'whole number'],
    ['QUIRE_PUBLIC_URL', 'localhost:8000', 'http'],
    ['QUIRE_PUBLIC_URL', 'ftp://example.com', 'http or https'],
    ['QUIRE_PUBLIC_URL', 'https://example.com/quire', 'without a path'],
    ['QUIRE_AUTH_PUBLIC_URL', 'not a url', 'http(s) URL'],
    ['DATABASE_URL', 'mysql://db/quire', 'postgres://'],
    ['REDIS_URL', 'http://cache:6379', 'redis://'],
    ['QUIRE_REDIS_PREFIX', 'has space', 'letters, digits'],
    ['QUIRE_JWT_SECRET', 'too-short', 'at least 32 characters'],
    ['QUIRE_CORS_ORIGINS', 'https://ok.example.com,not-an-origin', '"not-an-origin"'],
    ['QUIRE_REMOTES', '{not json', 'JSON object'],
    ['QUIRE_REMOTES', '{"editor":"/remotes/editor/mf-manifest.json"}', 'unknown remote "editor"'],
    ['QUIRE_REMOTES', '{"auth":"relative/mf-manifest.json"}', 'absolute'],
    ['QUIRE_LOG_LEVEL', 'loud', 'expected one of'],
    ['QUIRE_ACCESS_TOKEN_TTL', '1h', 'whole number of seconds'],
    ['QUIRE_ACCESS_TOKEN_TTL', '4', 'between 5 and 604800'],
    ['QUIRE_REFRESH_TOKEN_TTL', '30d', 'whole number of seconds'],
    ['QUIRE_ACCESS_TOKEN_TTL', '999999999', 'between 5 and 604800'],
    ['QUIRE_SMTP_URL', 'mail.example.com:25', 'smtp://'],
    ['QUIRE_SMTP_URL', 'http://mail.example.com', 'smtp://'],
    ['QUIRE_MAIL_FROM', 'Quire no-reply', 'an address'],
    ['QUIRE_REDIRECT_ORIGINS', 'https://app.example.com/callback', 'not an http(s) origin'],
    ['QUIRE_MAGIC_LINK_RATE_PER_EMAIL', '3', '"3/10m"'],
    ['QUIRE_MAGIC_LINK_RATE_PER_EMAIL', '0/10m', '"3/10m"'],
    ['QUIRE_MAGIC_LINK_RATE_PER_ADDRESS', '30 per hour', '"3/10m"'],
    ['QUIRE_PASSWORD_SIGNIN', 'maybe', 'must be 1 or 0'],
    ['QUIRE_PASSWORD_MIN_LENGTH', '5', 'between 6 and 128'],
    ['QUIRE_PASSWORD_MIN_LENGTH', 'eight', 'whole number'],
    ['QUIRE_PASSWORD_RATE_PER_EMAIL', '10', '"3/10m"'],
  ])('%s=%s is rejected', (variable, value, explanation) => {
    const error = problemsOf({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(`${variable}: `);
    expect(error.message).toContain(explanation);
  });

  it('names every bad variable at once', () => {
    const error = problemsOf({ QUIRE_API_PORT: 'x', REDIS_URL: 'nope', QUIRE_LOG_LEVEL: 'loud' });
    expect(error.variables.sort()).toEqual(['QUIRE_API_PORT', 'QUIRE_LOG_LEVEL', 'REDIS_URL']);
  });
});

describe('config: the JWT secret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await makeTempDir();
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is generated once into the data dir (created if missing) and reused on the next start', async () => {
    const nested = join(dataDir, 'not', 'yet');
    const first = await loadConfig({ QUIRE_DATA_DIR: nested }, cwd);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(nested, jwtSecretFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    const second = await loadConfig({ QUIRE_DATA_DIR: nested }, cwd);
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('QUIRE_JWT_SECRET wins and nothing is written', async () => {
    const secret = 'x'.repeat(40);
    const config = await loadConfig({ QUIRE_DATA_DIR: dataDir, QUIRE_JWT_SECRET: secret }, cwd);
    expect(config.jwtSecret).toBe(secret);
    await expect(stat(join(dataDir, jwtSecretFileName))).rejects.toThrow('ENOENT');
  });

  it('a kept secret that is too short is refused, naming QUIRE_JWT_SECRET', async () => {
    await writeFile(join(dataDir, jwtSecretFileName), 'short\n');
    await expect(loadConfig({ QUIRE_DATA_DIR: dataDir }, cwd)).rejects.toThrow(/QUIRE_JWT_SECRET: .*shorter/);
  });

  it('a data dir that cannot be created is refused, naming QUIRE_DATA_DIR', async () => {
    const blocker = join(dataDir, 'file');
    await writeFile(blocker, '');
    await expect(loadConfig({ QUIRE_DATA_DIR: join(blocker, 'data') }, cwd)).rejects.toThrow(
      /QUIRE_DATA_DIR: cannot create/,
    );
  });
});
