export {
  CACHE_VERSION,
  CACHE_DATABASE,
  CACHE_STORES,
  MIGRATIONS,
  applyMigrations,
  openCache,
  clearAllCaches,
  closeCacheForTests,
  viewMetaKey,
  type QuireCacheSchema,
  type Migration,
  type CacheStoreName,
  type ViewMetaRecord,
  type UserRecord,
  type RowRecord,
  type CollabRecord,
} from './database.js';
export { StrategyType, loadWithStrategy, createSessionStrategies, type StrategyIo } from './strategy.js';
