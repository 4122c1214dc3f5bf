const { createFederatedConfig } = require('@quire/shared/webpack');

module.exports = createFederatedConfig({
  name: 'workspace',
  rootDir: __dirname,
  exposes: { './App': './src/exposes/App.ts' },
  devPort: 3003,
  title: 'Quire · workspace remote',
});
