// The rolling restart's test (tests/e2e/rolling-restart.spec.ts) runs the README's nginx in front
// of two instances. Installs Debian's nginx when missing and running as root; otherwise stops
// with the command to run, as ensure-chromium.mjs does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = '/usr/sbin/nginx';

export function ensureNginx() {
  if (existsSync(NGINX)) return;
  const command = 'apt-get update && apt-get install -y nginx';
  if (process.getuid?.() !== 0) {
    console.error(
      `Debian's nginx is needed for the rolling restart's test. Install it with:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's nginx: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(NGINX)) {
    console.error(`Could not install nginx. Run: ${command}`);
    process.exit(1);
  }
}
