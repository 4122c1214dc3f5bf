const path = require('node:path');

/**
 * The offline service worker, `/sw.js`: its own compilation (no Module Federation runtime, no chunks, a fixed
 * name so its scope is the whole origin), built after the app's (`dependencies`), whose `clean` would
 * otherwise remove it from the shared output directory.
 */
function serviceWorkerConfig(argv, appName) {
  const isProduction = (argv && argv.mode) === 'production';
  return {
    name: 'service-worker',
    dependencies: [appName],
    mode: isProduction ? 'production' : 'development',
    context: __dirname,
    target: 'webworker',
    entry: { sw: path.join(__dirname, 'src/offline/worker/serviceWorker.ts') },
    devtool: false,
    output: {
      path: process.env.QUIRE_OUT_DIR
        ? path.resolve(process.env.QUIRE_OUT_DIR)
        : path.join(__dirname, 'dist'),
      filename: '[name].js',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          },
        },
      ],
    },
    performance: { hints: false },
  };
}

module.exports = { serviceWorkerConfig };
