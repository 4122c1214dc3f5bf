export * from './frames.js';
export { RealtimeClose } from './close.js';
