const { createFederatedConfig } = require('@quire/shared/webpack');

module.exports = createFederatedConfig({
  name: 'auth',
  rootDir: __dirname,
  exposes: {
    './LoginPage': './src/exposes/LoginPage.ts',
    './LoginDialog': './src/exposes/LoginDialog.ts',
    './AuthCallback': './src/exposes/AuthCallback.ts',
    './AcceptInvitation': './src/exposes/AcceptInvitation.ts',
    './NoAccess': './src/exposes/NoAccess.ts',
  },
  devPort: 3001,
  title: 'Quire · auth remote',
});
