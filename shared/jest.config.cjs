const path = require('node:path');
const createJestConfig = require('./jest/preset.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'jsdom' });

// styled-components' `main` is its server build, which only writes global styles during server rendering;
// webpack picks the browser build through the `browser` field, so the jsdom tests use that one too.
const styledBrowserBuild = path.join(
  path.dirname(require.resolve('styled-components/package.json', { paths: [__dirname] })),
  'dist/styled-components.browser.cjs.js',
);

// refractor (the render entry's highlighter) and its hast helpers ship only ES modules: jest compiles those
// to CommonJS like our sources. With pnpm a package's path holds `.pnpm/` before its own `node_modules/`.
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
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${esmOnly.join('|')})/)`],
  moduleNameMapper: { ...base.moduleNameMapper, '^styled-components$': styledBrowserBuild },
};
