export { LoginPage as default } from '../placeholders/LoginPage';
