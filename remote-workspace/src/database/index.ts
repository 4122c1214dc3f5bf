export { DatabaseView } from './views/DatabaseView';
export { DatabaseIoContext, type DatabaseIo } from './data/io';
