import type { z } from 'zod';

/**
 * A JSON format the server keeps in a text column. What is written is `{"$format": name, "$version": n,
 * "data": …}`; reading validates and brings older versions forward, so a release never has to rewrite rows
 * before it can read them. The first releases wrote the bare value: that reads as version 0.
 */
export interface StoredFormat<T> {
  name: string;
  version: number;
  schema: z.ZodType<T>;
  /** `migrations[n]` turns a version-n value into version n + 1; every version below `version` has one. */
  migrations: Readonly<Record<number, (value: unknown) => unknown>>;
  /** What a missing, unreadable or newer-than-known value reads as. */
  fallback: () => T;
}

interface Wrapper {
  $format: string;
  $version: number;
  data: unknown;
}

function isWrapperOf(format: StoredFormat<unknown>, value: unknown): value is Wrapper {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Wrapper>;
  return candidate.$format === format.name && Number.isInteger(candidate.$version) && 'data' in candidate;
}

export function writeStored<T>(format: StoredFormat<T>, value: T): string {
  const wrapper: Wrapper = {
    $format: format.name,
    $version: format.version,
    data: format.schema.parse(value),
  };
  return JSON.stringify(wrapper);
}

/** The stored text as the current version; junk, or a version this release does not know, is the fallback. */
export function readStored<T>(format: StoredFormat<T>, text: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return format.fallback();
  }
  const stored = isWrapperOf(format, json) ? json : { $version: 0, data: json };
  if (stored.$version > format.version) return format.fallback();
  let data = stored.data;
  for (let version = stored.$version; version < format.version; version += 1) {
    const migrate = format.migrations[version];
    if (migrate === undefined) return format.fallback();
    data = migrate(data);
  }
  const parsed = format.schema.safeParse(data);
  return parsed.success ? parsed.data : format.fallback();
}
