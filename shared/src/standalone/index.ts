export { DEV_RUNTIME_CONFIG, mountStandalone } from './mountStandalone.js';
