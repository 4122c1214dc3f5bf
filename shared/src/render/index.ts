// Entry `@quire/shared/render`: a read-only AppFlowy document as plain React — props in, elements out. No
// store, i18n instance, router or editor engine, no browser globals at import: the server renders it with
// `react-dom/server` and the publish remote hydrates the same markup. See README.md for class names.
export { DocumentView, type DocumentViewProps, type BlockRange } from './DocumentView.js';
export { topLevelCount, topLevelIndexOf } from './slices.js';
export { BlockView } from './BlockView.js';
export { renderContext, listNumbers, collectHeadings, headingLevel } from './context.js';
export { InlineText, defaultFormatDate } from './inline.js';
// What a mention or formula says, the same in the editor and on the published page.
export {
  describeInlineObject,
  formatDateMention,
  type DateMentionFields,
  type InlineObjectKind,
  type InlineObjectNames,
  type InlineObjectText,
} from './inlineObjects.js';
export { loadRenderResources, resourceNeeds, type RenderResources, type ResourceNeeds } from './resources.js';
export { grammarName } from './code/languages.js';
export { safeHref, safeMediaSrc } from './safe-url.js';
export { cssColor } from './colors.js';
// The one mapping from a stored page cover to what is drawn: the editor and the published page share it.
export {
  BUILT_IN_COVERS,
  COVER_COLORS,
  COVER_GRADIENTS,
  builtInCoverUrl,
  coverStyle,
  type CoverStyle,
  type CoverValue,
} from './cover.js';
export { renderStyles } from './styles.js';
export { longPageStyles } from './longPages.js';
export { thumbnailBlockLimit, thumbnailTree } from './thumbnail.js';
export {
  hydrationLinks,
  hydrationRootId,
  hydrationScriptId,
  parseHydrationData,
  scriptSafeJson,
  serializeHydrationData,
  type HydrationData,
} from './hydration.js';
export {
  defaultLabels,
  type RenderOptions,
  type RenderContext,
  type RenderLabels,
  type ViewInfo,
  type DatabaseBlock,
} from './types.js';
export * from './database/index.js';
export { publishedDatabaseLabels, publishedDocumentLabels, type LabelTranslator } from './publishedLabels.js';
export { lookUpTranslation } from './translationLookup.js';
export * from './frame/index.js';
export {
  databaseHydrationAttribute,
  parseDatabaseHydration,
  plainDatabaseLinks,
  serializeDatabaseHydration,
  type DatabaseHydration,
} from './databaseHydration.js';
// A page's chosen font (AST-06): its family's CSS value and the font service's stylesheet address.
export { isPageFontFamily, pageFontFamily, pageFontStylesheetUrl } from './fonts.js';
