import nodemailer from 'nodemailer';
import type { Mailer } from './types.js';

/** Mails through the SMTP server of QUIRE_SMTP_URL (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => {
      transport.close();
      return Promise.resolve();
    },
  };
}
