export { AuthCallback as default } from '../placeholders/AuthCallback';
