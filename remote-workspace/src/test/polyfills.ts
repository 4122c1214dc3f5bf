import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder / TextDecoder; react-router-dom uses them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no hit testing; BlockNote's side menu asks for the elements under the mouse pointer.
if (typeof document !== 'undefined' && typeof document.elementsFromPoint !== 'function') {
  Object.assign(document, { elementsFromPoint: () => [] });
}

// The page's viewport tag as BlockNote asks for it (it warns otherwise).
if (typeof document !== 'undefined') {
  const viewport = document.createElement('meta');
  viewport.name = 'viewport';
  viewport.content = 'width=device-width, initial-scale=1, interactive-widget=resizes-content';
  document.head.append(viewport);
}

// jsdom does no layout; find in page scrolls the current occurrence into view.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

// The realtime connection is exercised against the real server (browser tests) and a fake one (shared's tests);
// here, without WebSocket, it stays idle and documents sync over (faked) HTTP.
Reflect.deleteProperty(globalThis, 'WebSocket');
