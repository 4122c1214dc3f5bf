// `npm start`: install, build every package (turbo-cached), then serve the whole product.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { install, root, runSteps, start, turbo } from './toolchain.mjs';

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
});

const entry = join(root, 'apps/server/dist/main.js');
if (!existsSync(entry)) {
  console.error('The server build is missing (apps/server/dist/main.js): the build step did not produce it.');
  process.exit(1);
}
const server = start(process.execPath, ['--enable-source-maps', entry]);
// Ctrl-C reaches the server through the terminal's process group; forward other stop signals ourselves.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signal === 'SIGTERM') server.kill('SIGTERM');
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
