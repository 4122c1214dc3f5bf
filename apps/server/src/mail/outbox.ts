import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLog, Mailer } from './types.js';

export const outboxDirName = 'outbox';

/**
 * Without SMTP, mails become `.eml` files in `<data dir>/outbox` (openable by any mail program, owner-only), and
 * a warn-level log line names the file, so one person can sign in to a fresh instance with nothing set up.
 * The link itself never goes to the log: it is a credential, and logs are collected and kept.
 */
export function createOutboxMailer(dataDir: string, from: string, log: MailLog): Mailer {
  const dir = join(dataDir, outboxDirName);
  // nodemailer only composes here: the raw RFC 822 message, with both bodies, is what we keep.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not buffer the message');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = await writeNew(dir, outboxFileStem(new Date(), message.to), info.message);
      log.warn(
        { to: message.to, subject: message.subject, file },
        `No SMTP configured (QUIRE_SMTP_URL): mail to ${message.to} kept in ${file} (open it to follow its link)`,
      );
    },
    close: () => Promise.resolve(),
  };
}

/** `2026-01-02T03-04-05-678Z-ada@example.com`: sorts by time, safe on every file system. */
export function outboxFileStem(at: Date, to: string): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${to.replace(/[^A-Za-z0-9@._+-]/g, '_')}`;
}

/** Two mails to one address in the same millisecond must not overwrite each other. */
async function writeNew(dir: string, stem: string, content: Buffer): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const file = join(dir, `${stem}${attempt === 0 ? '' : `-${attempt}`}.eml`);
    try {
      await writeFile(file, content, { flag: 'wx', mode: 0o600 });
      return file;
    } catch (error) {
      if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) {
        throw error;
      }
    }
  }
}
