// The one webpack configuration of the shell and the three remotes (DESIGN.md §3): each package's
// webpack.config.cjs calls createFederatedConfig with its name, exposes and dev port, so the
// federation contract (singletons, file names, manifest) cannot drift between them.
'use strict';

const path = require('node:path');
const { createRequire } = require('node:module');

// The singletons of DESIGN.md §3. `react-dom/client` and `react/jsx-runtime` are separate requests
// to webpack, so they are listed too: unshared, each bundle would carry its own renderer / JSX runtime.
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['styled-components', 'styled-components'],
  ['@reduxjs/toolkit', '@reduxjs/toolkit'],
  ['react-redux', 'react-redux'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['yjs', 'yjs'],
];

/**
 * Entry chunks are named `[name].[contenthash:8].js`, except in one call: webpack 5.111 hashes runtime
 * modules before chunks have content hashes, and the federation runtime module asks for its own chunk's file
 * name at that moment (module-federation/core#5077), which fails the build. That call gets the name without
 * the hash; it only derives the directory from it, which is the same. The emitted file is still hashed.
 * @param {import('webpack').PathData} pathData
 */
function entryFilename(pathData) {
  const contentHash = pathData.chunk && pathData.chunk.contentHash;
  const hashed = !contentHash || typeof contentHash.javascript === 'string';
  return hashed ? '[name].[contenthash:8].js' : '[name].js';
}

/** Where the backend runs during development (spec 000 §9: cloud API on port 8000). */
const DEV_BACKEND = 'http://localhost:8000';

/** Dev ports of the remotes, so the shell's dev server can point its runtime manifest at them. */
const DEV_REMOTE_PORTS = { auth: 3001, publish: 3002, workspace: 3003 };

/**
 * @param {Record<string, string>} deps the package's dependencies
 * @param {string} sharedVersion version of @quire/shared
 */
function sharedConfig(deps, sharedVersion) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const [request, packageName] of SINGLETONS) {
    const version = deps[packageName];
    if (!version) {
      throw new Error(
        `createFederatedConfig: package.json must list "${packageName}" (a federated singleton)`,
      );
    }
    shared[request] = { singleton: true, requiredVersion: version, strictVersion: false };
  }
  // A workspace package: its version says nothing about compatibility, and it must exist once per page
  // because it owns the session store, the i18n instance and the toasts.
  shared['@quire/shared'] = { singleton: true, requiredVersion: false, version: sharedVersion };
  return shared;
}

/**
 * @typedef {object} FederatedConfigOptions
 * @property {string} name            federation container name (the remote name used by the shell's runtime manifest)
 * @property {string} rootDir         the package directory (holds package.json and src/)
 * @property {Record<string, string>} [exposes] module federation exposes (remotes only)
 * @property {boolean} [isHost]       true for the shell
 * @property {number} devPort         port of `webpack serve`
 * @property {string} title           page title of the package's own HTML page
 */

/**
 * @param {FederatedConfigOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createFederatedConfig({ name, rootDir, exposes = {}, isHost = false, devPort, title }) {
  // Plugins and loaders are resolved from the calling package, not from shared/: pnpm gives each
  // package its own webpack instance (peer sets differ), and plugins must use the compiler's webpack.
  const fromPackage = createRequire(path.join(rootDir, 'package.json'));
  const { ModuleFederationPlugin } = fromPackage('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = fromPackage('html-webpack-plugin');
  const pkg = fromPackage('./package.json');
  const sharedPkg = require('../package.json');
  const deps = { ...pkg.dependencies };

  return (_env, argv) => {
    const isProduction = (argv && argv.mode) === 'production';
    // A remote's container is a window global: prefixed, so that a DOM element with id "publish" can never
    // pose as one. The shell derives the same names (shell/src/remotes/remoteModules.ts).
    const containerName = isHost ? name : `quire_${name}`;
    const buildLabel = process.env.QUIRE_BUILD_LABEL || 'dev';
    // A remote's own page (src/index.ts, a tiny router over its exposes) is for development only: a
    // production remote ships remoteEntry.js, its manifest and its chunks, nothing a visitor could open.
    const hasPage = isHost || !isProduction;
    const outDir = process.env.QUIRE_OUT_DIR
      ? path.resolve(process.env.QUIRE_OUT_DIR)
      : path.join(rootDir, 'dist');

    return {
      mode: isProduction ? 'production' : 'development',
      context: rootDir,
      entry: hasPage ? { main: path.join(rootDir, 'src/index.ts') } : {},
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // The shell is served at / with an SPA fallback: an 'auto' public path would resolve chunks
        // relative to nested routes (/app/x/main.js → index.html). Remotes live wherever their
        // manifest says, so they work it out at run time.
        publicPath: isHost ? '/' : 'auto',
        filename: isProduction ? entryFilename : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        // Named so the shell can drop it on Retry: a fresh container runtime would otherwise take the
        // chunks of the failed attempt (say, an expose module that threw) from this array, not the network.
        chunkLoadingGlobal: `${containerName}_chunks`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: fromPackage.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [fromPackage.resolve('style-loader'), fromPackage.resolve('css-loader')],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(deps, sharedPkg.version),
          // The shell loads its singletons first; a remote must reuse them rather than win a version race.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
        }),
        {
          // Through the running compiler's own webpack, see fromPackage above.
          apply(compiler) {
            new compiler.webpack.DefinePlugin({
              'process.env.QUIRE_BUILD_LABEL': JSON.stringify(buildLabel),
            }).apply(compiler);
          },
        },
        ...(hasPage
          ? [new HtmlWebpackPlugin({ title, template: path.join(__dirname, 'index.html'), chunks: ['main'] })]
          : []),
      ],
      optimization: isProduction ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : {},
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        client: { overlay: { runtimeErrors: false } },
        headers: isHost
          ? {}
          : {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Headers': '*',
              'Access-Control-Allow-Methods': 'GET, OPTIONS',
            },
        proxy: [{ context: ['/api', '/config.json', '/locales', '/ws'], target: DEV_BACKEND, ws: true }],
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            // In development the shell composes the remotes' dev servers instead of the server's builds.
            middlewares.unshift({
              name: 'quire-dev-remotes',
              path: '/remotes.json',
              middleware: (_req, res) => {
                const manifest = Object.fromEntries(
                  Object.entries(DEV_REMOTE_PORTS).map(([remote, port]) => [
                    remote,
                    `http://localhost:${port}/mf-manifest.json`,
                  ]),
                );
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(manifest));
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createFederatedConfig, DEV_REMOTE_PORTS };
