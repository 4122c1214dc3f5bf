import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder / TextDecoder; react-router-dom uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
