const preset = require('@quire/shared/jest')({ rootDir: __dirname });
// @quire/shared's collab entry loads the Markdown parser, whose packages are ES modules only: they are compiled
// like our sources (with pnpm a package's path holds `.pnpm/` before its own `node_modules/`).
const { markdownEsmOnly } = require('@quire/shared/jest');

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${markdownEsmOnly.join('|')})/)`],
  // jsdom lacks TextEncoder, which react-router-dom needs when it loads.
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/test/polyfills.ts'],
  // A translation instance with no resources: components render their English defaults, with no HTTP.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/i18n.ts'],
};
