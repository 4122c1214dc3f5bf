import { escapeHtml } from '../text/html.js';
import type { MailMessage } from '../mail/index.js';

export interface InvitationMailFacts {
  to: string;
  inviterName: string;
  workspaceName: string;
  /** `{public URL}/accept-invitation?invited_id={invite_id}` */
  link: string;
}

/** The `/accept-invitation` link of an invitation, as AppFlowy's web client expects it. */
export function invitationLink(publicUrl: string, inviteId: string): string {
  const url = new URL('/accept-invitation', publicUrl);
  url.searchParams.set('invited_id', inviteId);
  return url.toString();
}

export function invitationMail({ to, inviterName, workspaceName, link }: InvitationMailFacts): MailMessage {
  const inviter = inviterName === '' ? 'Someone' : inviterName;
  const text = [
    `${inviter} invited you to the workspace "${workspaceName}" on Quire.`,
    '',
    'Follow this link to accept the invitation (sign in with this e-mail address):',
    link,
    '',
    'If you do not want to join, ignore this mail.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(inviter)} invited you to “${escapeHtml(workspaceName)}”</h1>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 8px 16px; background: #00BCF0; color: #fff; border-radius: 6px; text-decoration: none">Accept the invitation</a></p>
<p style="color: #666">Sign in with this e-mail address to accept. If you do not want to join, ignore this mail.</p>
</body></html>
`;
  return { to, subject: `Join ${workspaceName} on Quire`, text, html, actionUrl: link };
}
