import { chmod, mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../config/index.js';
import { makeTempDir } from '../../test/harness.js';
import { openDatabase } from './dialect.js';

describe('SEC / the data folder and the SQLite file are their owner’s alone', () => {
  let root: string;
  beforeEach(async () => {
    root = await makeTempDir();
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('a new data dir is created 0700 and an existing, looser one is tightened', async () => {
    const fresh = join(root, 'fresh');
    await loadConfig({ QUIRE_DATA_DIR: fresh }, root);
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);

    const loose = join(root, 'loose');
    await mkdir(loose);
    await chmod(loose, 0o755);
    await loadConfig({ QUIRE_DATA_DIR: loose }, root);
    expect((await stat(loose)).mode & 0o777).toBe(0o700);
  });

  it('the SQLite file is created 0600 (and tightened when it exists)', async () => {
    const file = join(root, 'quire.sqlite');
    const database = openDatabase({ kind: 'sqlite', file }, () => undefined);
    await database.close();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await chmod(file, 0o644);
    const again = openDatabase({ kind: 'sqlite', file }, () => undefined);
    await again.close();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
