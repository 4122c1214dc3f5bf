// The one jest set-up of the front-end packages and shared: swc for TypeScript/TSX, jsdom, CSS as proxies,
// and NodeNext-style `.js` import specifiers mapped back to their TypeScript sources.
/** @param {{ rootDir: string, environment?: 'jsdom' | 'node' }} options */
module.exports = function createJestConfig({ rootDir, environment = 'jsdom' }) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': require.resolve('identity-obj-proxy'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./setup-dom.cjs')] : [],
    maxWorkers: '50%',
  };
};

/**
 * The packages `@quire/shared/render` loads that ship only ES modules (refractor, the highlighter, and its hast
 * helpers): a package whose tests load the renderer lets jest compile these to CommonJS like its own sources.
 */
module.exports.renderEsmOnly = [
  'refractor',
  'hastscript',
  'hast-util-parse-selector',
  'property-information',
  'comma-separated-tokens',
  'space-separated-tokens',
  'parse-entities',
  'character-entities',
  'character-entities-legacy',
  'character-reference-invalid',
  'decode-named-character-reference',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
];

/**
 * The Markdown parser `@quire/shared/collab` loads (micromark, mdast utilities and their helpers) ships only ES
 * modules too. Entries are regular-expression fragments matched against a package's name.
 */
module.exports.markdownEsmOnly = [
  'micromark[a-z-]*',
  'mdast-util-[a-z-]+',
  'unist-util-[a-z-]+',
  'decode-named-character-reference',
  'character-entities',
  'devlop',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
];
