const path = require('node:path');
const preset = require('@quire/shared/jest')({ rootDir: __dirname });

// BlockNote's CommonJS builds break under require() (a default-import interop bug), and lib0,
// prosemirror-highlight and @handlewithcare/prosemirror-inputrules ship ESM only: the ESM files are
// mapped in and transpiled by swc like the sources.
const esm = (id) => require.resolve(id).replace(/\.cjs$/, '.js');
const blockNoteCoreDist = path.dirname(esm('@blocknote/core'));
// The pnpm virtual-store node_modules that holds @blocknote/core's own dependencies.
const blockNoteCoreDeps = path.resolve(blockNoteCoreDist, '../../..');
const esmPackages = [
  'lib0',
  '@blocknote\\+[a-z-]+',
  'prosemirror-highlight',
  '@handlewithcare\\+prosemirror-inputrules',
  // @quire/shared/collab's Markdown parser.
  ...require('@quire/shared/jest').markdownEsmOnly,
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${esmPackages.join('|')})@)`],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@blocknote/core$': esm('@blocknote/core'),
    '^@blocknote/core/(.+)$': path.join(blockNoteCoreDist, '$1.js'),
    '^@blocknote/react$': esm('@blocknote/react'),
    '^@blocknote/mantine$': esm('@blocknote/mantine'),
    '^@handlewithcare/prosemirror-inputrules$': path.join(
      blockNoteCoreDeps,
      '@handlewithcare/prosemirror-inputrules',
      'dist/index.js',
    ),
  },
  // jsdom lacks TextEncoder, which react-router-dom needs when it loads.
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/test/polyfills.ts'],
  // A translation instance with no resources: components render their English defaults, with no HTTP.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/i18n.ts'],
};
