const path = require('node:path');
const preset = require('@quire/shared/jest')({ rootDir: __dirname });

// The renderer's ES-module-only dependencies (shared's jest preset lists them) are compiled like our sources.
// With pnpm a package's path holds `.pnpm/` before its own `node_modules/`.
const { renderEsmOnly, markdownEsmOnly } = require('@quire/shared/jest');
const esmOnly = [...renderEsmOnly, ...markdownEsmOnly];

// The page entry's lazy react-hot-toast (src/page/toast/lazyToast.ts) loads the library's headless build under
// this name, resolved from @quire/shared's dependency as webpack.page.cjs does.
const sharedDist = path.dirname(require.resolve('@quire/shared'));
const headlessToast = path.join(
  path.dirname(require.resolve('react-hot-toast/package.json', { paths: [sharedDist] })),
  'headless',
  'index.js',
);

module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^quire-hot-toast-headless$': headlessToast },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${esmOnly.join('|')})/)`],
  // jsdom lacks TextEncoder, which react-router-dom needs when it loads.
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/test/polyfills.ts'],
  // A translation instance with no resources: components render their English defaults, with no HTTP.
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/i18n.ts'],
};
