export { AcceptInvitation as default } from '../placeholders/AcceptInvitation';
