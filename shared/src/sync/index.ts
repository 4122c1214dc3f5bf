export {
  DocumentSync,
  syncOrigin,
  SYNC_DEBOUNCE_MS,
  LIVE_SYNC_DEBOUNCE_MS,
  type SyncStatus,
  type DocumentSyncOptions,
} from './documentSync.js';
export {
  httpCollabTransport,
  type CollabCreate,
  type CollabTransport,
  type ServerCollab,
} from './transport.js';
export { indexedDbCollabCache, type CollabCache } from './collabCache.js';
export { readSyncRecord, collabKey, type CollabTarget, type SyncRecord } from './bookkeeping.js';
export { bytesToBase64, base64ToBytes } from './base64.js';
