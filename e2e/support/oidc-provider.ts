// A real OpenID Connect provider for the browser tests: the server's test fixture (an `oidc-provider` process),
// started the way its header documents. Quire is then configured with it as "google".
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './paths.js';

export interface RunningProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

export async function startOidcProvider(account: { email: string; name: string }): Promise<RunningProvider> {
  const clientId = 'quire-e2e';
  const clientSecret = 'quire-e2e-secret';
  const serverDir = join(repoRoot, 'apps', 'server');
  const child = spawn(
    process.execPath,
    [
      'test/fixtures/oidc-provider.mjs',
      '--login',
      'auto',
      '--email',
      account.email,
      '--name',
      account.name,
      '--client-id',
      clientId,
      '--client-secret',
      clientSecret,
    ],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => {
      reject(new Error(`the OIDC provider did not start within 60 s:\n${errors}`));
    }, 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(line.trim());
    });
    child.once('exit', () => {
      reject(new Error(`the OIDC provider exited:\n${errors}`));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
