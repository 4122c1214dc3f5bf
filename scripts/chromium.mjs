// The browser tests drive Debian's Chromium; browser downloads are impossible on our machines.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${chromiumPath}: install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install Debian's chromium by hand.`);
      process.exit(1);
    }
  }
}
