const { createFederatedConfig } = require('@quire/shared/webpack');

module.exports = createFederatedConfig({
  name: 'shell',
  rootDir: __dirname,
  isHost: true,
  devPort: 3000,
  title: 'Quire',
});
