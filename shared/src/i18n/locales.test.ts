/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from './locales.js';

type Tree = { [key: string]: string | Tree };

const packageRoot = join(__dirname, '..', '..');
const readLocale = (lng: string) =>
  JSON.parse(readFileSync(join(packageRoot, 'locales', lng, 'translation.json'), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
const en = flatten(readLocale('en'));

describe('locale files', () => {
  it.each(SUPPORTED_LOCALES.filter((lng) => lng !== 'en'))(
    'I18N-05 / %s has exactly the keys of en, non-empty, with the same placeholders',
    (lng) => {
      const translated = flatten(readLocale(lng));
      expect(Object.keys(translated).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(text.trim()).not.toBe('');
        expect([key, placeholders(text)]).toEqual([key, placeholders(en[key] ?? '')]);
      }
    },
  );

  it('ships a folder for every supported locale and nothing else', () => {
    const folders = readdirSync(join(packageRoot, 'locales')).filter((name) =>
      statSync(join(packageRoot, 'locales', name)).isDirectory(),
    );
    expect(folders.sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('has the keys and texts the specs name', () => {
    for (const key of [
      'signIn.invalidEmail',
      'signIn.magicLinkSent',
      'web.signInError',
      'editor.imageLoadFailed',
    ]) {
      expect([key, typeof en[key]]).toEqual([key, 'string']);
    }
    expect(en).toMatchObject({
      'shell.errorDialog.title': 'Oops.. something went wrong',
      'shell.errorDialog.reload': 'Reload',
      'auth.loginFailed.title': 'Login failed',
      'auth.noAccess.notLoggedIn': 'You are currently not logged in. Click here to login.',
      'publish.notPublished': 'has not been published yet',
      'publish.poweredBy': 'Powered by',
    });
  });

  it("has every t('key', 'default') this package uses, with that default as its English text", () => {
    const call = /\bt\(\s*'([\w.-]+)'\s*,\s*'((?:\\.|[^'])*)'/g;
    const files: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(join(packageRoot, 'src'));
    const used = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(call)].map((m) => [m[1], m[2]]),
    );
    expect(used.length).toBeGreaterThan(3);
    for (const [key, text] of used) expect([key, en[key ?? '']]).toEqual([key, text]);
  });
});
