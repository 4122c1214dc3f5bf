// `npm run bench`: builds the product, then runs every benchmark in bench/ (never part of `npm test`).
import { install, pnpm, StepFailed, turbo } from './toolchain.mjs';

try {
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
} catch (error) {
  if (error instanceof StepFailed) {
    console.error(error.message);
    process.exit(error.status);
  }
  throw error;
}
