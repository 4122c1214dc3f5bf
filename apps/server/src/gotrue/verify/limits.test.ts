import { codeOf, postJson, requestMagicLink, testPublicUrl } from '../../../test/auth.js';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp.js';
import { maxCodeAttempts } from '../oneTimeTokens.js';
import { rateLimitAddress } from '../rateLimit.js';

let counter = 0;
const newEmail = () => `limits-${process.pid}-${++counter}@example.com`;

describe('rateLimitAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:2:3:4:5', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1:ffff:ffff:ffff:ffff', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('SEC / %s counts as %s', (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });
});

describe.each(backends)('typed sign-in codes are limited on $name', ({ name }) => {
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp?.close());
  useClearOfWindowEdge(600);
  const current = useTestServer(name, {
    env: () => ({
      QUIRE_PUBLIC_URL: testPublicUrl,
      QUIRE_SMTP_URL: smtp?.url,
      QUIRE_VERIFY_RATE_PER_EMAIL: '8/10m',
      QUIRE_VERIFY_RATE_PER_ADDRESS: '18/10m',
    }),
  });
  const verifyCode = (email: string, token: string) =>
    postJson(`${current().authUrl}/verify`, { email, token, type: 'magiclink' });
  const mailFor = async (email: string) => {
    expect((await requestMagicLink(current(), email)).status).toBe(200);
    if (smtp === undefined) throw new Error('no SMTP');
    return smtp.nextMailTo(email);
  };

  it('SEC / concurrent wrong codes spend at most the allowed attempts (atomic on every database)', async () => {
    const email = newEmail();
    const code = codeOf(await mailFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 7 }, () => verifyCode(email, wrong)));
    expect(answers.every((answer) => answer.status === 403)).toBe(true);
    const row = await current()
      .server.database.db.selectFrom('one_time_tokens')
      .select('code_attempts')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.code_attempts).toBe(maxCodeAttempts);
  });

  it('SEC / guessing codes for one address is refused with 429 and Retry-After', async () => {
    const email = newEmail();
    await mailFor(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      statuses.push((await verifyCode(email, '123456')).status);
    expect(statuses.slice(0, 8).every((status) => status === 403)).toBe(true);
    const refused = await verifyCode(email, '123456');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
  });

  it('SEC / guessing codes across many e-mails from one client is refused per address', async () => {
    // The previous tests spent 17 tries from this address (refused ones count too); the limit is 18.
    expect((await verifyCode(newEmail(), '123456')).status).toBe(403);
    const refused = await verifyCode(newEmail(), '123456');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Try again in \d+ seconds/);
  });
});
