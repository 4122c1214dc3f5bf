import type { Timestamp } from './schema.js';

/** Now, in the one timestamp format stored in every table. */
export function nowTimestamp(): Timestamp {
  return new Date().toISOString();
}

/** Unix seconds of a stored timestamp, the form AppFlowy's profile uses for `updated_at`. */
export function unixSeconds(timestamp: Timestamp): number {
  return Math.floor(Date.parse(timestamp) / 1000);
}
