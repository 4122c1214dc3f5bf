const path = require('node:path');
const { createFederatedConfig } = require('@quire/shared/webpack');
const { pageConfig } = require('./webpack.page.cjs');

const federated = createFederatedConfig({
  name: 'publish',
  rootDir: __dirname,
  exposes: { './PublishView': './src/exposes/PublishView.ts' },
  devPort: 3002,
  title: 'Quire · publish remote',
});

// Every visitor downloads this bundle. shared's collab and render entries are barrels of side-effect-free
// modules (functions and constants); saying so lets webpack keep only what the page uses — without it the
// collab barrel brings its wire protocol and a second copy of zod (24 KB gzipped) to read a document.
const sharedDist = path.dirname(require.resolve('@quire/shared/collab'));
const sideEffectFree = [path.join(sharedDist, '..', 'collab'), path.join(sharedDist, '..', 'render')];

// Two builds: the federated remote (the shell's route, in-app navigation) and the page entry a first visit
// to a published page loads directly (webpack.page.cjs). The dev server serves the remote only.
module.exports = (env, argv) => {
  const config = federated(env, argv);
  config.module.rules.push({ include: sideEffectFree, sideEffects: false });
  const remote = { ...config, name: 'remote' };
  if ((argv && argv.mode) !== 'production') return remote;
  return [remote, pageConfig(config, 'remote')];
};
