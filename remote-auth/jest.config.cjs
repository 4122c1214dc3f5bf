const preset = require('@quire/shared/jest')({ rootDir: __dirname });

module.exports = {
  ...preset,
  // jsdom lacks TextEncoder, which react-router-dom needs when it loads.
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/test/polyfills.ts'],
  // A translation instance with no resources: components render their English defaults, with no HTTP.
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    '<rootDir>/src/test/i18n.ts',
    '<rootDir>/src/test/runtime-config.ts',
  ],
};
