export { AcceptInvitation as default } from '../accept-invitation/AcceptInvitation';
