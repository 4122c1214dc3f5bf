const preset = require('@quire/shared/jest')({ rootDir: __dirname });

// refractor (the renderer's highlighter, loaded by loadRenderResources) and its hast helpers ship only ES
// modules: jest compiles those to CommonJS like our sources, as shared's own tests do. With pnpm a package's
// path holds `.pnpm/` before its own `node_modules/`.
const esmOnly = [
  'refractor',
  'hastscript',
  'hast-util-parse-selector',
  'property-information',
  'comma-separated-tokens',
  'space-separated-tokens',
  'parse-entities',
  'character-entities',
  'character-entities-legacy',
  'character-reference-invalid',
  'decode-named-character-reference',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${esmOnly.join('|')})/)`],
  // jsdom lacks TextEncoder, which react-router-dom needs when it loads.
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/test/polyfills.ts'],
  // A translation instance with no resources: components render their English defaults, with no HTTP.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/i18n.ts'],
};
