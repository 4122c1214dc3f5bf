import { AppError } from '../errors/index.js';

/** The addresses the browser needs, served by the server as /config.json so one build runs anywhere. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  authBaseUrl: string;
  wsUrl: string;
  publicUrl: string;
  /** Where the login screens' terms-of-use, privacy-policy and visit-our-website links lead (per deployment). */
  links: { terms: string; privacy: string; website: string };
}

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
  return { ...(parsed as Omit<RuntimeConfig, 'links'>), links: parseLinks(record.links) };
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
