import { ConfigError } from './config/index.js';
import { runQuire } from './lifecycle/run.js';

runQuire().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Quire failed to start:', error);
  process.exit(1);
});
