// A real SMTP server for tests: the mails Quire sends through nodemailer arrive here and are parsed with
// mailparser, exactly as a mail program would read them.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: ParsedMail;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for QUIRE_SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next mail to `address` not yet taken (waits for it). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuses every recipient from now on (a mail server that is down or rejects). */
  rejectRecipients(reject: boolean): void;
  close(): Promise<void>;
}

function recipientsOf(mail: ParsedMail): string[] {
  const groups = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return groups.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let rejecting = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      callback(rejecting ? new Error('mailbox unavailable') : null);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: recipientsOf(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            raw: mail,
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectRecipients: (reject) => {
      rejecting = reject;
    },
    nextMailTo: (address, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = received.find((m) => !taken.has(m) && m.to.includes(address.toLowerCase()));
          if (mail === undefined) return;
          taken.add(mail);
          finish();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
