const createJestConfig = require('./jest/preset.cjs');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'jsdom' });
