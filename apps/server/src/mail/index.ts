import type { Config } from '../config/index.js';
import { createOutboxMailer } from './outbox.js';
import { createSmtpMailer } from './smtp.js';
import type { MailLog, Mailer } from './types.js';

export type { MailLog, MailMessage, Mailer } from './types.js';

/** SMTP when QUIRE_SMTP_URL is set; otherwise the local outbox. */
export function createMailer(config: Config, log: MailLog): Mailer {
  return config.auth.smtpUrl === null
    ? createOutboxMailer(config.dataDir, config.auth.mailFrom, log)
    : createSmtpMailer(config.auth.smtpUrl, config.auth.mailFrom);
}
