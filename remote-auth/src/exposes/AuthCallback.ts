export { AuthCallback as default } from '../auth-callback/AuthCallback';
