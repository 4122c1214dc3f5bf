// Writes docs/openapi.json from the built contract (`pnpm --filter @quire/shared build` first):
//   node shared/scripts/openapi.mjs          write it
//   node shared/scripts/openapi.mjs --check  fail when the committed file differs (the contract changed)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../dist/contract/index.js';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const target = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const text = `${JSON.stringify(openApiDocument(packageJson.version), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // a missing file differs like any other
  }
  if (current !== text) {
    console.error('docs/openapi.json is out of date: run `node shared/scripts/openapi.mjs`');
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
