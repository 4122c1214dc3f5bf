import type { UserMetadata } from '@quire/shared/contract';
import { readStored } from '../stored/format.js';
import { userMetadataFormat } from '../stored/formats.js';

/** A user's stored metadata, read through its versioned format: anything unreadable is empty. */
export function parseUserMetadata(text: string): UserMetadata {
  return readStored(userMetadataFormat, text);
}
