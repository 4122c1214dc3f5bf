import type { MailMessage } from '../../mail/index.js';
import { escapeHtml } from '../../text/html.js';

/** The sign-in mail: the link, and the 6-digit code for a device other than the one reading the mail. */
export function magicLinkMail(to: string, link: string, code: string): MailMessage {
  const text = [
    'Sign in to Quire',
    '',
    'Follow this link to sign in:',
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    'The link and the code work once, for one hour.',
    'If you did not ask to sign in, ignore this mail: nothing happens without the link.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 20px">Sign in to Quire</h1>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 8px 16px; background: #00BCF0; color: #fff; border-radius: 6px; text-decoration: none">Sign in</a></p>
<p>Or enter this code: <strong style="font-size: 18px; letter-spacing: 2px">${escapeHtml(code)}</strong></p>
<p style="color: #666">The link and the code work once, for one hour. If you did not ask to sign in, ignore this mail.</p>
</body></html>
`;
  return { to, subject: 'Your Quire sign-in link', text, html, actionUrl: link };
}
