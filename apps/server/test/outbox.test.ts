import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { z } from 'zod';
import { makeTempDir } from './harness.js';
import { spawnServer, type ServerProcess } from './process.js';

const startedLine = z.object({ ports: z.object({ api: z.number(), auth: z.number() }) });
const outboxLine = z.object({
  level: z.number(),
  to: z.string(),
  file: z.string(),
  msg: z.string(),
});

describe('without SMTP (a fresh machine)', () => {
  let dataDir = '';
  let running: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await makeTempDir();
  });
  afterAll(async () => {
    if (running !== undefined && running.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('SEC / the sign-in mail is kept as .eml in <data dir>/outbox, named at warn level, its link never logged', async () => {
    running = spawnServer('src/main.ts', {
      QUIRE_DATA_DIR: dataDir,
      QUIRE_HOST: '127.0.0.1',
      QUIRE_API_PORT: '0',
      QUIRE_AUTH_PORT: '0',
    });
    const { ports } = startedLine.parse(JSON.parse(await running.waitFor(/"msg":"started"/)));
    const authUrl = `http://127.0.0.1:${ports.auth}`;
    const response = await fetch(`${authUrl}/magiclink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'First.User@Example.com' }),
    });
    expect(response.status).toBe(200);

    const line = await running.waitFor(/No SMTP configured/);
    const logged = outboxLine.parse(JSON.parse(line));
    expect(logged.level).toBe(40);
    expect(logged.to).toBe('first.user@example.com');
    expect(logged.msg).toContain(logged.file);

    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-first\.user@example\.com\.eml$/);
    expect(join(dataDir, 'outbox', files[0] ?? '')).toBe(logged.file);
    const mail = await simpleParser(await readFile(logged.file));
    expect(mail.subject).toBe('Your Quire sign-in link');
    const linkText = /http:\/\/\S+\/verify\?token=[\w-]{43,}&type=magiclink&redirect_to=\S+/.exec(
      mail.text ?? '',
    )?.[0];
    expect(linkText).toBeDefined();
    expect(typeof mail.html === 'string' && mail.html.includes('Sign in')).toBe(true);
    const token = new URL(linkText ?? '').searchParams.get('token') ?? '';
    expect(line).not.toContain(token);

    const link = new URL(linkText ?? '');
    const verified = await fetch(new URL(`${link.pathname}${link.search}`, authUrl), { redirect: 'manual' });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toMatch(/\/auth\/callback#access_token=/);
  });
});
