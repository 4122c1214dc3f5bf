// The AppFlowy block model: typed reads and writes over a document collab
// (`data.document.{page_id, blocks, meta.{children_map, text_map}}`) and the spec's block rules.
export {
  BlockType,
  isKnownBlockType,
  hasTextContent,
  isListType,
  acceptsNestedBlocks,
  isLayoutContainer,
  type KnownBlockType,
} from './block-types.js';
export { parseBlockData, levelOf, isCollapsed, isChecked, type BlockData } from './data.js';
export { readNumber, readBoolean, toPlainJson } from './numbers.js';
export {
  pageMention,
  dateMention,
  formula,
  inlineObjectText,
  type TextMarks,
  type Mention,
  type PageMention,
  type DateMention,
  type OtherMention,
  type TextInsert,
  type TextDelta,
  type TextEdit,
  type MarkChanges,
} from './marks.js';
export { deltaLength, plainText, sliceDelta, diffDelta } from './delta.js';
export { documentParts, hasDocument, type DocumentParts } from './parts.js';
export { pageId, getBlock, childIds, blockText, textDelta, type Block } from './read.js';
export { documentTree, blockTree, type BlockNode } from './tree.js';
export type { BlockPosition } from './structure.js';
export {
  insertBlock,
  deleteBlock,
  moveBlock,
  updateBlockData,
  setBlockType,
  type NewBlock,
} from './blocks.js';
export { applyTextEdit, setText, formatText, ensureBlockText } from './text.js';
export { splitBlock, type SplitResult } from './rules/split.js';
export { indentBlock, liftBlock } from './rules/indent.js';
export { gatherToggleHeading } from './rules/toggle-heading.js';
export type { RuleResult, RefusalReason } from './rules/result.js';
export { markdownToBlocks, parseMarkdown, markdownLimits, markdownCostLimits } from './markdown/index.js';
