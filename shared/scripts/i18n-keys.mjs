#!/usr/bin/env node
// Lists the t('key', 'English default') calls in the given source folders and compares them with
// shared/locales/en/translation.json: keys missing from en, and defaults that differ from en's text.
// Usage: node shared/scripts/i18n-keys.mjs <src folder>... [--json]
// Exit code 1 when a key is missing, so it can guard a release.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const enFile = join(here, '..', 'locales', 'en', 'translation.json');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const folders = args.filter((arg) => arg !== '--json');

// t('key', 'default' …) with single, double or back quotes, across lines.
const CALL = /\bt\(\s*(['"])([\w.-]+)\1\s*,\s*(['"`])((?:\\.|(?!\3)[\s\S])*)\3/g;

function* sourceFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') yield* sourceFiles(path);
    } else if (['.ts', '.tsx'].includes(extname(name)) && !/\.test\.tsx?$/.test(name)) {
      yield path;
    }
  }
}

function flatten(object, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(object)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

const used = {};
for (const folder of folders) {
  for (const file of sourceFiles(folder)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CALL)) {
      used[match[2]] = match[4].replace(/\\(['"`\\])/g, '$1');
    }
  }
}

const en = flatten(JSON.parse(readFileSync(enFile, 'utf8')));
const missing = Object.keys(used)
  .filter((key) => !(key in en))
  .sort();
const differing = Object.keys(used)
  .filter((key) => key in en && en[key] !== used[key])
  .sort();

if (asJson) {
  console.log(JSON.stringify({ used, missing, differing }, null, 2));
} else {
  console.log(
    `${Object.keys(used).length} keys used, ${missing.length} missing from en, ${differing.length} with another default`,
  );
  for (const key of missing) console.log(`missing   ${key}: ${used[key]}`);
  for (const key of differing) console.log(`differs   ${key}: code "${used[key]}" / en "${en[key]}"`);
}
process.exitCode = missing.length > 0 ? 1 : 0;
