import { ConfigError, parseConfig } from './index.js';

const parse = (env: Record<string, string>) => parseConfig(env, '/srv/quire');

describe('file storage configuration', () => {
  it('defaults: the data dir, 7 MiB per upload, 10 GiB per workspace, 60 uploads per 10 minutes per user', () => {
    expect(parse({}).files).toEqual({
      maxUploadBytes: 7 * 1024 * 1024,
      maxStoragePerWorkspace: 10 * 1024 * 1024 * 1024,
      uploadsPerUser: { limit: 60, windowSeconds: 600 },
      storage: { kind: 'local', dir: '/srv/quire/data/blobs' },
    });
  });

  it('QUIRE_S3_BUCKET turns S3 on with the rest of QUIRE_S3_*', () => {
    const { storage } = parse({
      QUIRE_S3_BUCKET: 'quire-files',
      QUIRE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      QUIRE_S3_ACCESS_KEY_ID: 'key',
      QUIRE_S3_SECRET_ACCESS_KEY: 'secret',
      QUIRE_S3_FORCE_PATH_STYLE: 'true',
      QUIRE_S3_PREFIX: 'quire/',
    }).files;
    expect(storage).toEqual({
      kind: 's3',
      bucket: 'quire-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'quire/',
    });
  });

  it.each([
    [{ QUIRE_S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'QUIRE_S3_BUCKET'],
    [{ QUIRE_S3_BUCKET: 'quire-files', QUIRE_S3_ACCESS_KEY_ID: 'key' }, 'QUIRE_S3_SECRET_ACCESS_KEY'],
    [{ QUIRE_S3_BUCKET: 'Not_A_Bucket' }, 'QUIRE_S3_BUCKET'],
    [{ QUIRE_S3_BUCKET: 'quire-files', QUIRE_S3_PREFIX: '../x/' }, 'QUIRE_S3_PREFIX'],
    [{ QUIRE_MAX_UPLOAD_BYTES: '12' }, 'QUIRE_MAX_UPLOAD_BYTES'],
    [{ QUIRE_UPLOAD_RATE_PER_USER: 'lots' }, 'QUIRE_UPLOAD_RATE_PER_USER'],
  ])('refuses %j, naming %s', (env, variable) => {
    let error: unknown;
    try {
      parse(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual([variable]);
  });
});
