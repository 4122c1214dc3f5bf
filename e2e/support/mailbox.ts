// A real SMTP server for the browser tests: Quire sends its mail here (QUIRE_SMTP_URL) and a test reads what a user
// would find in their inbox.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  smtpUrl: string;
  /** Resolves with the next mail to `address` (or one already received and not yet taken). */
  next: (address: string, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          received.push({
            to: recipients.flatMap((group) =>
              group.value.map((entry) => (entry.address ?? '').toLowerCase()),
            ),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  const take = (address: string) => {
    const index = received.findIndex((mail) => mail.to.includes(address.toLowerCase()));
    return index === -1 ? undefined : received.splice(index, 1)[0];
  };
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    next: async (address, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = take(address);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The sign-in link of a magic-link mail: the first link to the auth service's /verify. */
export function magicLinkOf(mail: ReceivedMail): string {
  const match =
    /https?:\/\/[^\s"'<>]+\/verify\?[^\s"'<>]+/.exec(mail.text) ??
    /https?:\/\/[^\s"'<>]+\/verify\?[^\s"'<>]+/.exec(mail.html);
  if (!match) throw new Error(`no sign-in link in the mail "${mail.subject}"`);
  return match[0].replaceAll('&amp;', '&');
}

/** The first link in a mail whose path starts with `path` (e.g. '/accept-invitation'). */
export function linkTo(mail: ReceivedMail, path: string): string {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"'<>]*`);
  const match = pattern.exec(mail.text) ?? pattern.exec(mail.html);
  if (!match) throw new Error(`no link to ${path} in the mail "${mail.subject}"`);
  return match[0].replaceAll('&amp;', '&');
}

/** The 6-digit code a sign-in, sign-up or reset mail carries beside its link ('Or enter this code: 123456'). */
export function signInCodeOf(mail: ReceivedMail): string {
  const match =
    /enter this code:\s*(?:<[^>]+>\s*)?(\d{6})\b/i.exec(mail.text) ??
    /enter this code:\s*(?:<[^>]+>\s*)?(\d{6})\b/i.exec(mail.html);
  if (!match?.[1]) throw new Error(`no sign-in code in the mail "${mail.subject}"`);
  return match[1];
}
