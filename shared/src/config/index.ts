export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  resetRuntimeConfigForTests,
  type RuntimeConfig,
} from './runtime-config.js';
