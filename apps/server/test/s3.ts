// A real S3-compatible server for the tests (s3rver, in process, on a free loopback port, files in a temp
// dir), and the storage backends route tests run over: the data dir's folder and that server.
import { rm } from 'node:fs/promises';
import S3rver from 's3rver';
import { makeTempDir, uniqueName, type TestEnv } from './harness.js';

export type StorageName = 'local' | 's3';

export const storageBackends: { storage: StorageName }[] = [{ storage: 'local' }, { storage: 's3' }];

export interface TestS3 {
  /** The QUIRE_S3_* of a server using it (a prefix of its own in one bucket). */
  env(): TestEnv;
  stop(): Promise<void>;
}

const bucket = 'quire-test';

export async function startTestS3(): Promise<TestS3> {
  const directory = await makeTempDir('quire-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: () => ({
      QUIRE_S3_BUCKET: bucket,
      QUIRE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      QUIRE_S3_REGION: 'us-east-1',
      // s3rver's fixed credentials; it checks the signature like S3 does.
      QUIRE_S3_ACCESS_KEY_ID: 'S3RVER',
      QUIRE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      QUIRE_S3_FORCE_PATH_STYLE: '1',
      QUIRE_S3_PREFIX: `${uniqueName('t')}/`,
    }),
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * One S3-compatible server for the whole test file (call at the top level, outside any describe: its afterAll
 * then runs after every test server has stopped). `env(storage)` is what a test server needs for `storage`,
 * read when the server starts (pass a function as `useTestServer`'s `env`).
 */
export function useTestS3(): (storage: StorageName) => TestEnv {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  return (storage) => {
    if (storage === 'local') return {};
    if (s3 === undefined) throw new Error('the test S3 server has not started');
    return s3.env();
  };
}
