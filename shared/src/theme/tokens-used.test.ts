// Every `var(--quire-…)` in the front ends names a token the theme defines. A misspelt or invented name falls
// back to its light-theme default in dark mode too: that is how dark text on dark menus happened.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { darkTheme, lightTheme, themeCssVariables } from './tokens.js';

const repository = join(__dirname, '..', '..', '..');
const frontEnds = [
  'shared/src',
  'shell/src',
  'remote-auth/src',
  'remote-workspace/src',
  'remote-publish/src',
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('theme tokens in use', () => {
  it('every var(--quire-…) in the front ends is a defined token, in both themes', () => {
    const defined = new Set(Object.keys(themeCssVariables(lightTheme)));
    expect(new Set(Object.keys(themeCssVariables(darkTheme)))).toEqual(defined);
    const unknown: string[] = [];
    for (const frontEnd of frontEnds) {
      for (const file of sourceFiles(join(repository, frontEnd))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/var\((--quire-[a-z0-9-]+)/g)) {
          const name = match[1] ?? '';
          if (!defined.has(name)) unknown.push(`${file.slice(repository.length + 1)}: ${name}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
