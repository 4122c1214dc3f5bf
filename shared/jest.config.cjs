const path = require('node:path');
const createJestConfig = require('./jest/preset.cjs');

const base = createJestConfig({ rootDir: __dirname, environment: 'jsdom' });

// styled-components' `main` is its server build, which only writes global styles during server rendering;
// webpack picks the browser build through the `browser` field, so the jsdom tests use that one too.
const styledBrowserBuild = path.join(
  path.dirname(require.resolve('styled-components/package.json', { paths: [__dirname] })),
  'dist/styled-components.browser.cjs.js',
);

// The renderer's ES-module-only dependencies are compiled like our sources. With pnpm a package's path holds
// `.pnpm/` before its own `node_modules/`.
const esmOnly = [...createJestConfig.renderEsmOnly, ...createJestConfig.markdownEsmOnly];

module.exports = {
  ...base,
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${esmOnly.join('|')})/)`],
  moduleNameMapper: { ...base.moduleNameMapper, '^styled-components$': styledBrowserBuild },
};
