import type { MailMessage } from '../../mail/index.js';
import { escapeHtml } from '../../text/html.js';

/** `{public URL}/app/approve-request?request_id=…`: where the Owner decides (AppFlowy's web route). */
export function approveRequestLink(publicUrl: string, requestId: string): string {
  const url = new URL('/app/approve-request', publicUrl);
  url.searchParams.set('request_id', requestId);
  return url.toString();
}

/** The page in the workspace app: `{public URL}/app/{workspace}/{view}`. */
export function pageLink(publicUrl: string, workspaceId: string, viewId: string): string {
  return new URL(`/app/${workspaceId}/${viewId}`, publicUrl).toString();
}

const button = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 8px 16px; background: #00BCF0; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(label)}</a></p>`;

export function accessRequestMail(facts: {
  to: string;
  requesterName: string;
  requesterEmail: string;
  pageName: string;
  workspaceName: string;
  link: string;
}): MailMessage {
  const who =
    facts.requesterName === '' ? facts.requesterEmail : `${facts.requesterName} (${facts.requesterEmail})`;
  const page = facts.pageName === '' ? 'a page' : `the page "${facts.pageName}"`;
  const text = [
    `${who} asks for access to ${page} in your workspace "${facts.workspaceName}" on Quire.`,
    '',
    'Approving makes them a member of the workspace. Follow this link to approve or reject:',
    facts.link,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(who)} asks for access</h1>
<p>to ${escapeHtml(page)} in “${escapeHtml(facts.workspaceName)}”. Approving makes them a member of the workspace.</p>
${button(facts.link, 'Review the request')}
</body></html>
`;
  return {
    to: facts.to,
    subject: `Access request to ${facts.workspaceName} on Quire`,
    text,
    html,
    actionUrl: facts.link,
  };
}

export function accessDecisionMail(facts: {
  to: string;
  approved: boolean;
  pageName: string;
  workspaceName: string;
  link: string;
}): MailMessage {
  const page = facts.pageName === '' ? 'the page' : `"${facts.pageName}"`;
  const outcome = facts.approved
    ? `Your request for access to ${page} in the workspace "${facts.workspaceName}" was approved: you are now a member.`
    : `Your request for access to ${page} in the workspace "${facts.workspaceName}" was rejected.`;
  const text = facts.approved ? [outcome, '', 'Open it:', facts.link].join('\n') : outcome;
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(outcome)}</p>
${facts.approved ? button(facts.link, 'Open the page') : ''}
</body></html>
`;
  return {
    to: facts.to,
    subject: facts.approved
      ? `Access to ${facts.workspaceName} approved`
      : `Access to ${facts.workspaceName} rejected`,
    text,
    html,
    ...(facts.approved ? { actionUrl: facts.link } : {}),
  };
}
