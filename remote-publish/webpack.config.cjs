const { createFederatedConfig } = require('@quire/shared/webpack');

module.exports = createFederatedConfig({
  name: 'publish',
  rootDir: __dirname,
  exposes: { './PublishView': './src/exposes/PublishView.ts' },
  devPort: 3002,
  title: 'Quire · publish remote',
});
