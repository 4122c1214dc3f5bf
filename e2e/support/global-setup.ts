// One instance of the composed system for the suites that do not need their own configuration.
import { existsSync } from 'node:fs';
import { serverEntry } from './paths.js';
import { startQuire } from './quire.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry)) {
    throw new Error('The product is not built: run the build first (npm test does it).');
  }
  const quire = await startQuire();
  process.env.QUIRE_E2E_URL = quire.url;
  return quire.stop;
}
