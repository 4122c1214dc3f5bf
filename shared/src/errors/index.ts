// Entry `@quire/shared/errors`: loaded by the Node server too, so nothing here may touch React or the DOM.
export { ErrorCode, errorNameOf, isErrorName, type ErrorName } from './codes.js';
export { SpecMessages, defaultErrorMessage, type SpecMessage } from './messages.js';
export { isEnvelope, type Envelope } from './envelope.js';
export { AppError, isAppError, appErrorBrand } from './app-error.js';
export { exhaustive } from './exhaustive.js';
