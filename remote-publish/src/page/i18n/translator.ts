/**
 * The page entry's translation instance: the part of i18next a published page uses, with its results — the
 * key looked up in the language then in the fallback, nested by '.', plural forms by `count` (`_zero`, then
 * `Intl.PluralRules`' suffix, then the key), else the default value or the key; `{{name}}` interpolated
 * without escaping (a variable not passed stays as written, one passed as undefined or null is empty).
 * webpack.page.cjs puts it in place of `i18next` (with `reactTranslation.ts` for react-i18next), so a first
 * visit does not download i18next and its HTTP backend and language detector; the translations come from
 * `loadTranslations.ts`, which drives it through i18next's own `use().init({ resources })`. The federated
 * remote inside the shell keeps i18next.
 */

import { lookUpTranslation } from '@quire/shared/render';

type Tree = Record<string, unknown>;
type Values = Record<string, unknown>;
type Listener = (...args: unknown[]) => void;

export interface PageInitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, { translation?: Tree }>;
}

interface Plugin {
  type?: string;
  init?: (instance: PageI18n) => void;
}

function valueAt(values: Values, path: string): { present: boolean; value: unknown } {
  if (Object.prototype.hasOwnProperty.call(values, path)) return { present: true, value: values[path] };
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (
      current === null ||
      typeof current !== 'object' ||
      !Object.prototype.hasOwnProperty.call(current, part)
    )
      return { present: false, value: undefined };
    current = (current as Values)[part];
  }
  return { present: true, value: current };
}

/** `{{name}}` (or `{{- name}}`, `{{name, format}}`) replaced by its value, in one pass. */
export function interpolate(text: string, values: Values): string {
  return text.replace(/\{\{-?\s*([^{}]+?)\s*\}\}/g, (match, inner: string) => {
    const name = (inner.split(',')[0] ?? '').trim();
    const { present, value } = valueAt(values, name);
    if (!present) return match;
    if (value === undefined || value === null) return '';
    // As i18next: any other value as JavaScript turns it into text.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    return typeof value === 'string' ? value : String(value);
  });
}

/** i18next's argument forms: `t(key, default)`, `t(key, default, values)`, `t(key, options)`. */
function optionsOf(second: unknown, third: unknown): Values {
  const options: Values = second !== null && typeof second === 'object' ? { ...(second as Values) } : {};
  if (typeof second === 'string') options.defaultValue = second;
  if (third !== null && typeof third === 'object') Object.assign(options, third as Values);
  return options;
}

export class PageI18n {
  language = '';
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;
  options: PageInitOptions = {};
  private resources: Record<string, { translation?: Tree }> = {};
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly plugins: Plugin[] = [];

  use(plugin: Plugin): this {
    this.plugins.push(plugin);
    return this;
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener === undefined) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of Array.from(this.listeners.get(event) ?? [])) listener(...args);
  }

  init(options: PageInitOptions = {}): Promise<PageI18n['t']> {
    this.options = options;
    this.resources = options.resources ?? {};
    for (const plugin of this.plugins) plugin.init?.(this);
    const lng = options.lng ?? options.fallbackLng ?? 'en';
    this.language = lng;
    this.resolvedLanguage = lng;
    const fallback = options.fallbackLng;
    this.languages = fallback === undefined || fallback === lng ? [lng] : [lng, fallback];
    this.isInitialized = true;
    this.emit('initialized', options);
    this.emit('languageChanged', lng);
    return Promise.resolve(this.t);
  }

  hasLoadedNamespace(): boolean {
    return this.isInitialized;
  }

  readonly t = (key: string | readonly string[], second?: unknown, third?: unknown): string => {
    const keys = typeof key === 'string' ? [key] : key;
    const options = optionsOf(second, third);
    const count = options.count;
    const plural = typeof count === 'number';
    for (const code of this.languages) {
      const tree = this.resources[code]?.translation;
      for (const one of keys) {
        const candidates = [one];
        if (plural) {
          candidates.unshift(`${one}_${new Intl.PluralRules(code).select(count)}`);
          if (count === 0) candidates.unshift(`${one}_zero`);
        }
        for (const candidate of candidates) {
          const found = lookUpTranslation(tree, candidate.split('.'));
          if (found !== undefined) return interpolate(found, options);
        }
      }
    }
    const fallback =
      typeof options.defaultValue === 'string' ? options.defaultValue : (keys[keys.length - 1] ?? '');
    return interpolate(fallback, options);
  };
}

function createInstance(): PageI18n {
  return new PageI18n();
}

export default { createInstance };
