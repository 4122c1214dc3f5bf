export { LoginDialog as default } from '../login-dialog/LoginDialog';
