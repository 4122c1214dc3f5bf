// Entry `@quire/shared/collab`: the Yjs model of pages in AppFlowy's layout — empty collabs per layout, copies
// for duplicate, ids, layouts, and the document block model with its rules (`document/`). Loaded by the Node
// server and by browsers: no React, DOM or Node imports, and `yjs` is the one federation singleton (never
// bundle a second copy).
export {
  ViewLayout,
  viewLayouts,
  isViewLayout,
  isDatabaseLayout,
  CollabType,
  DatabaseLayout,
  type DatabaseViewLayout,
} from './layouts.js';
export { emptyCollabFor, type NewCollab } from './empty.js';
export { copyCollabFor, type SourceCollab } from './copy.js';
export { emptyDocument } from './document.js';
export { emptyDatabase } from './database.js';
export * from './database/index.js';
export { emptyChat } from './chat.js';
export { shortId, newBlockId, newGenericId } from './ids.js';
export * from './document/index.js';
export { encodeDoc, decodeDoc, yMap, yArray, unixNow } from './yjs.js';
export * from './wire/index.js';
