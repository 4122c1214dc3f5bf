// `npm run bench`: builds the product, then runs every benchmark in bench/ (never part of `npm test`).
import { install, pnpm, runSteps, turbo } from './toolchain.mjs';

runSteps(() => {
  install();
  turbo([
    'run',
    'build',
    '--concurrency=2',
    '--output-logs=errors-only',
    '--filter=!@quire/e2e',
    '--filter=!@quire/bench',
  ]);
  pnpm(['--filter', '@quire/bench', 'bundle-size']);
  pnpm(['--filter', '@quire/bench', 'publish-page']);
  pnpm(['--filter', '@quire/bench', 'tree-dos']);
  pnpm(['--filter', '@quire/bench', 'editor']);
});
