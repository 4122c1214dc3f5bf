const { createFederatedConfig } = require('@quire/shared/webpack');
const { serviceWorkerConfig } = require('./webpack.worker.cjs');

const app = createFederatedConfig({
  name: 'shell',
  rootDir: __dirname,
  isHost: true,
  devPort: 3000,
  title: 'Quire',
});

module.exports = (env, argv) => [{ ...app(env, argv), name: 'app' }, serviceWorkerConfig(argv, 'app')];
