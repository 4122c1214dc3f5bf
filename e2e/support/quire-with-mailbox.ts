// The set-up most suites share: a Quire of the suite's own that mails through a real SMTP server started beside it.
import { test } from '@playwright/test';
import { startMailbox, type Mailbox } from './mailbox.js';
import { startQuire, type RunningQuire } from './quire.js';

export interface QuireWithMailbox {
  readonly quire: RunningQuire;
  readonly mailbox: Mailbox;
}

/**
 * Starts both before the calling spec file's first test and stops them after its last (`env` adds to the server's
 * configuration). Call it at the top of the file; read `quire` and `mailbox` inside tests, once they are started.
 */
export function quireWithMailbox(env: Record<string, string> = {}): QuireWithMailbox {
  let mailbox: Mailbox | undefined;
  let quire: RunningQuire | undefined;
  test.beforeAll(async () => {
    mailbox = await startMailbox();
    quire = await startQuire({ QUIRE_SMTP_URL: mailbox.smtpUrl, ...env });
  });
  test.afterAll(async () => {
    await quire?.stop();
    await mailbox?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('quireWithMailbox: read it inside a test, after beforeAll has run');
    return value;
  };
  return {
    get quire() {
      return started(quire);
    },
    get mailbox() {
      return started(mailbox);
    },
  };
}
