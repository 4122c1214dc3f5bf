import type { MailMessage } from '../../mail/index.js';
import { escapeHtml } from '../../text/html.js';

interface LinkMail {
  subject: string;
  heading: string;
  lead: string;
  button: string;
  /** Why ignoring the mail is safe when its reader did not ask for it. */
  ignore: string;
}

/** One link and its 6-digit code, in plain text and HTML, like the magic-link mail. */
function linkMail(content: LinkMail, to: string, link: string, code: string): MailMessage {
  const text = [
    content.heading,
    '',
    content.lead,
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    'The link and the code work once, for one hour.',
    content.ignore,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(content.heading)}</h1>
<p>${escapeHtml(content.lead)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 8px 16px; background: #00BCF0; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(content.button)}</a></p>
<p>Or enter this code: <strong style="font-size: 18px; letter-spacing: 2px">${escapeHtml(code)}</strong></p>
<p style="color: #666">The link and the code work once, for one hour. ${escapeHtml(content.ignore)}</p>
</body></html>
`;
  return { to, subject: content.subject, text, html, actionUrl: link };
}

/** A new address: the link creates the account with the password chosen at sign-up. */
export function confirmSignupMail(to: string, link: string, code: string): MailMessage {
  return linkMail(
    {
      subject: 'Confirm your Quire account',
      heading: 'Confirm your Quire account',
      lead: 'Follow this link to confirm your e-mail address and finish signing up:',
      button: 'Confirm and sign in',
      ignore: 'If you did not sign up, ignore this mail: no account is created without the link.',
    },
    to,
    link,
    code,
  );
}

/**
 * A sign-up for an address that already has an account: the password is not set (that would hand the account to
 * whoever typed it); its owner gets a sign-in link instead, and may set a password once signed in.
 */
export function accountExistsMail(to: string, link: string, code: string): MailMessage {
  return linkMail(
    {
      subject: 'You already have a Quire account',
      heading: 'You already have a Quire account',
      lead: 'Someone tried to sign up with this address, which already has an account. No password was set. To sign in, follow this link (you can then set a password in your settings):',
      button: 'Sign in',
      ignore: 'If it was not you, ignore this mail: nothing changes without the link.',
    },
    to,
    link,
    code,
  );
}

/** `POST /recover`: signs in, after which the app offers to set a new password. */
export function recoveryMail(to: string, link: string, code: string): MailMessage {
  return linkMail(
    {
      subject: 'Reset your Quire password',
      heading: 'Reset your Quire password',
      lead: 'Follow this link to sign in and choose a new password:',
      button: 'Reset password',
      ignore: 'If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    to,
    link,
    code,
  );
}
