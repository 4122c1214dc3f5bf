export * from './frames.js';
export * from './control.js';
