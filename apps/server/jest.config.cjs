// The shared preset (swc, NodeNext `.js` specifiers mapped to sources) in a node environment.
const createJestConfig = require('@quire/shared/jest');

const esmOnly = [
  'jose',
  'content-disposition',
  'openid-client',
  'oauth4webapi',
  // @quire/shared/render's highlighter (server-rendered published pages) and its hast helpers.
  ...createJestConfig.renderEsmOnly,
  // @quire/shared/collab's Markdown parser.
  ...createJestConfig.markdownEsmOnly,
];

const base = createJestConfig({ rootDir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  // These dependencies ship ESM only: swc turns them into CommonJS like our own sources (jest's module
  // system cannot require ESM on Node 20); every other package stays untouched.
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${esmOnly.join('|')})@)`],
  // API tests start real servers and databases; one worker keeps PostgreSQL/Redis load and ports predictable.
  maxWorkers: 1,
  testTimeout: 20000,
};
