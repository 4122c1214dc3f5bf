import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SUPPORTED_LOCALES } from '@quire/shared';
import i18next from 'i18next';
import translator, { interpolate } from './translator';

const localesDir = join(dirname(require.resolve('@quire/shared/package.json')), 'locales');
const readLocale = (lng: string) =>
  JSON.parse(readFileSync(join(localesDir, lng, 'translation.json'), 'utf8')) as Record<string, unknown>;

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

type Call = [string, ...unknown[]];

/** The same calls on i18next and on the page's translator, over the same resources. */
async function both(lng: string, resources: Record<string, { translation: Record<string, unknown> }>) {
  const options = {
    lng,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LOCALES],
    resources,
    interpolation: { escapeValue: false },
  };
  const real = i18next.createInstance();
  await real.init(options);
  const page = translator.createInstance();
  await page.init(options);
  return (call: Call) => ({
    real: (real.t as unknown as (...args: unknown[]) => unknown)(...call),
    page: page.t(call[0], call[1], call[2]),
  });
}

describe('the page entry translator answers as i18next', () => {
  const en = readLocale('en');
  const keys = keysOf(en);

  it.each(SUPPORTED_LOCALES.map((lng) => [lng]))(
    'I18N-06 / %s: every shipped key, with a default and values, and missing keys fall back to en then the default',
    async (lng) => {
      const resources: Record<string, { translation: Record<string, unknown> }> = { en: { translation: en } };
      if (lng !== 'en') resources[lng] = { translation: readLocale(lng) };
      const translate = await both(lng, resources);
      const values = { count: 3, name: 'Ada', reaction: '👍', names: 'Ada, Bo', title: 'T', seconds: 5 };
      const calls: Call[] = [
        ...keys.map((key): Call => [key]),
        ...keys.map((key): Call => [key, 'Default {{name}}', values]),
        ...keys.map((key): Call => [key, { defaultValue: 'Default', ...values }]),
        ['no.such.key'],
        ['no.such.key', 'Hello {{name}}, {{missing}}', { name: 'Ada' }],
        ['no.such.key', { defaultValue: 'Hi {{name}}', name: null }],
        ['no.such.key', 'Count {{count}}', { count: 0 }],
        ['no.such.key', 'Value {{n}} {{flag}}', { n: 1.5, flag: false }],
        ['no.such.key', 'Nested {{user.name}}', { user: { name: 'Ada' } }],
      ];
      for (const call of calls) {
        const { real, page } = translate(call);
        expect({ call, answer: page }).toEqual({ call, answer: real });
      }
    },
  );

  it('plural forms by count, _zero first, in the language then en', async () => {
    const resources = {
      en: { translation: { items_one: '{{count}} item', items_other: '{{count}} items', only: 'Only en' } },
      'de-DE': {
        translation: { items_zero: 'Keine', items_one: 'Ein Eintrag', items_other: '{{count}} Einträge' },
      },
    };
    const translate = await both('de-DE', resources);
    for (const call of [
      ['items', { count: 0 }],
      ['items', { count: 1 }],
      ['items', { count: 7 }],
      ['only', { count: 2 }],
      ['items'],
    ] as Call[]) {
      const { real, page } = translate(call);
      expect(page).toEqual(real);
    }
  });

  it('interpolates in one pass, without escaping', () => {
    expect(interpolate('<b>{{a}}</b> {{ b }} {{- a}}', { a: '{{b}}', b: '&' })).toBe('<b>{{b}}</b> & {{b}}');
  });

  it('tells listeners of the language once initialised', async () => {
    const page = translator.createInstance();
    const seen: unknown[] = [];
    page.on('languageChanged', (lng) => seen.push(lng));
    expect(page.isInitialized).toBe(false);
    await page.init({ lng: 'fr-FR', fallbackLng: 'en', resources: {} });
    expect(seen).toEqual(['fr-FR']);
    expect(page.language).toBe('fr-FR');
    expect(page.t('x', 'Défaut')).toBe('Défaut');
  });
});
