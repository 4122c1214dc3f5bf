// `npm test`: formatter check, type-aware lint, then build + typecheck + unit/component/API tests of every
// package (turbo), then the browser tests against the composed system.
import { ensureChromium } from './chromium.mjs';
import { install, pnpm, runSteps, turbo } from './toolchain.mjs';

runSteps(() => {
  install();
  ensureChromium();
  pnpm(['exec', 'prettier', '--check', '--log-level', 'warn', '.']);
  // The type-aware lint reads @quire/shared's emitted declarations, so it runs after the build.
  turbo(['run', 'build', '--concurrency=2', '--output-logs=errors-only']);
  pnpm(['exec', 'eslint', '--max-warnings', '0', '.']);
  turbo(['run', 'typecheck', 'test', '--concurrency=2', '--output-logs=new-only']);
  pnpm(['--filter', '@quire/e2e', 'e2e']);
});
