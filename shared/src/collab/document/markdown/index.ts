// Markdown into the block model (DESIGN.md §8: through mdast, never regexes) for the database API's row
// documents and the importers.
export { markdownToBlocks } from './toBlocks.js';
export { parseMarkdown } from './parse.js';
export { markdownLimits } from './limits.js';
export { markdownCostLimits } from './cost.js';
