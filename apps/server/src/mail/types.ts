/** One outgoing mail, always with a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The one link the mail is about (a sign-in link). Without SMTP it is also logged, so that whoever
   * runs a fresh instance can follow it from the console.
   */
  actionUrl?: string;
}

export interface Mailer {
  /** Resolves once the mail is handed over (SMTP accepted it, or the outbox file is written). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The part of a pino logger the mailers use; late-bound because the mailer exists before the app. */
export interface MailLog {
  warn(details: Record<string, unknown>, message: string): void;
}
