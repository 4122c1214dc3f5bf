import type { RuntimeConfig } from '../contract/config.js';
import { AppError } from '../errors/index.js';

// The type is the contract's (`@quire/shared/contract`, also what the server serves). The browser checks it
// with this small hand-written reader rather than the contract's zod schema, so that the page's shared
// singleton does not carry zod.
export type { RuntimeConfig };

const FIELDS = ['apiBaseUrl', 'authBaseUrl', 'wsUrl', 'publicUrl'] as const;
const SCHEMES: Record<(typeof FIELDS)[number], readonly string[]> = {
  apiBaseUrl: ['http:', 'https:'],
  authBaseUrl: ['http:', 'https:'],
  wsUrl: ['ws:', 'wss:'],
  publicUrl: ['http:', 'https:'],
};

let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

function invalid(reason: string): AppError {
  return new AppError('InvalidRequest', `Invalid runtime config: ${reason}`);
}

/**
 * Every address is absolute, with the scheme its use needs; a trailing slash is dropped so that callers
 * can append paths that start with '/'.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw invalid('not an object');
  const record = value as Record<string, unknown>;
  const parsed: Partial<RuntimeConfig> = {};
  for (const field of FIELDS) {
    const raw = record[field];
    if (typeof raw !== 'string' || raw === '') throw invalid(`${field} is missing`);
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalid(`${field} is not an absolute URL`);
    }
    if (!SCHEMES[field].includes(url.protocol)) {
      throw invalid(`${field} must use ${SCHEMES[field].join(' or ')}`);
    }
    parsed[field] = raw.replace(/\/+$/, '');
  }
  return {
    ...(parsed as Omit<RuntimeConfig, 'links' | 'fontStylesheetUrl'>),
    links: parseLinks(record.links),
    fontStylesheetUrl: parseFontStylesheetUrl(record.fontStylesheetUrl),
  };
}

/** Absent or null: no font service (pages show their font only where it is installed). */
function parseFontStylesheetUrl(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw invalid('fontStylesheetUrl must be an absolute http(s) URL');
  }
  return url.href;
}

const LINKS = ['terms', 'privacy', 'website'] as const;

function parseLinks(value: unknown): RuntimeConfig['links'] {
  if (typeof value !== 'object' || value === null) throw invalid('links is missing');
  const record = value as Record<string, unknown>;
  const links: Partial<RuntimeConfig['links']> = {};
  for (const link of LINKS) {
    const raw = record[link];
    const url = typeof raw === 'string' && URL.canParse(raw) ? new URL(raw) : null;
    // Only http(s): a configured `javascript:` address must never become a clickable link.
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw invalid(`links.${link} must be an absolute http(s) URL`);
    }
    links[link] = url.href;
  }
  return links as RuntimeConfig['links'];
}

/** Fetches and validates the runtime config once; later calls share the first load. A failed load may be retried. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (current !== null) return Promise.resolve(current);
  loading ??= (async () => {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      if (!response.ok) throw invalid(`${url} answered ${response.status}`);
      const config = parseRuntimeConfig((await response.json()) as unknown);
      current = config;
      return config;
    } finally {
      loading = null;
    }
  })();
  return loading;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (current === null) {
    throw new AppError('Internal', 'The runtime config has not been loaded; call loadRuntimeConfig() first.');
  }
  return current;
}

/** For hosts that already know the addresses (tests, server rendering, standalone remotes). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = parseRuntimeConfig(config);
}

/** Tests only: forget the loaded config. */
export function resetRuntimeConfigForTests(): void {
  current = null;
  loading = null;
}
