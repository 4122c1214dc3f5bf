export { NoAccess as default } from '../no-access/NoAccess';
