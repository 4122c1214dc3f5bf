export { LoginPage as default } from '../login-page/LoginPage';
