const path = require('node:path');

/** Where the page entry is served from: under the remote's own prefix, so it is released with the remote. */
const publicPath = '/remotes/publish/page/';
const manifestName = 'entry.json';

/** Writes `entry.json`: the page entry's script addresses, which the server puts in a published page's HTML. */
class EntryManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get('page');
          const scripts = entry
            .getFiles()
            .filter((file) => file.endsWith('.js'))
            .map((file) => publicPath + file);
          const json = `${JSON.stringify({ format: 1, scripts }, null, 2)}\n`;
          compilation.emitAsset(manifestName, new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * The published page's own entry (`src/page/index.tsx`): what a first visit to `/{namespace}/{publishName}`
 * loads instead of the shell — the same PublishView tree with its providers, as one ordinary webpack build
 * without Module Federation (no container, no second runtime, every dependency tree-shaken). Built after the
 * federated remote (`dependencies`), whose `clean` empties dist/, into dist/page/. It takes the remote's
 * loaders, resolve rules and defines from `federated` so the two builds compile the code alike.
 */
function pageConfig(federated, remoteName) {
  const federationPlugins = new Set(['ModuleFederationPlugin', 'HtmlWebpackPlugin']);
  // Bundled here rather than shared, @quire/shared's root barrel would bring everything it exports (sync, the
  // realtime client, Yjs). Its modules only define things, except the one that registers the session
  // refresher on import, which stays: a signed-in reader's session must still refresh.
  const sharedDist = path.dirname(require.resolve('@quire/shared'));
  const sharedSideEffectFree = {
    include: sharedDist,
    exclude: path.join(sharedDist, 'auth', 'register-refresher.js'),
    sideEffects: false,
  };
  // What the page uses of react-router-dom and i18next, as the entry's own small modules (src/page/router,
  // src/page/i18n): the entry serves one route, and its translations are read by `loadTranslations.ts`, so
  // i18next's HTTP backend and language detector (only shared's `initI18n` uses them, never called here)
  // are left out too. The federated remote keeps the libraries.
  const pageModules = path.join(__dirname, 'src', 'page');
  const headlessToast = path.join(
    path.dirname(require.resolve('react-hot-toast/package.json', { paths: [sharedDist] })),
    'headless',
    'index.mjs',
  );
  const alias = {
    ...federated.resolve?.alias,
    'react-router-dom$': path.join(pageModules, 'router', 'pageRouter.tsx'),
    i18next$: path.join(pageModules, 'i18n', 'translator.ts'),
    'react-i18next$': path.join(pageModules, 'i18n', 'reactTranslation.ts'),
    'i18next-http-backend$': false,
    'i18next-browser-languagedetector$': false,
    // react-hot-toast (shared's notify and toaster) downloaded on the first toast: src/page/toast/lazyToast.ts,
    // which loads the library's headless build (no goober, no components) under the name below.
    'react-hot-toast$': path.join(pageModules, 'toast', 'lazyToast.ts'),
    // Redux Toolkit (with immer and redux) for shared's small store: src/page/store/toolkit.ts.
    '@reduxjs/toolkit$': path.join(pageModules, 'store', 'toolkit.ts'),
    'quire-hot-toast-headless$': headlessToast,
  };
  return {
    ...federated,
    resolve: { ...federated.resolve, alias },
    module: {
      ...federated.module,
      rules: [...federated.module.rules, sharedSideEffectFree],
      // An import the entry's router or translator does not provide fails the build instead of being undefined.
      parser: { ...federated.module.parser, javascript: { exportsPresence: 'error' } },
    },
    name: 'page',
    dependencies: [remoteName],
    entry: { page: path.join(__dirname, 'src/page/index.tsx') },
    output: {
      path: path.join(federated.output.path, 'page'),
      publicPath,
      filename: federated.mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: federated.mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      chunkLoadingGlobal: 'quire_publish_page_chunks',
      clean: true,
    },
    plugins: [
      ...federated.plugins.filter((plugin) => !federationPlugins.has(plugin.constructor.name)),
      new EntryManifestPlugin(),
    ],
    devServer: undefined,
  };
}

module.exports = { pageConfig, manifestName };
