// The browser tests use Debian's Chromium and never download one. Installs it when missing and
// running as root; otherwise stops with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const command = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    console.error(
      `Debian's chromium is needed for the browser tests. Install it with:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's chromium: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    console.error(`Could not install chromium. Run: ${command}`);
    process.exit(1);
  }
}
