// The production build started for a measurement (`npm run bench`, `npm run bench:profile`): its
// own process on a free port, a fresh data folder (or one kept from an earlier start), optionally
// under V8's profiler, whose summary is printed when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printProfile } from './cpu-profile-summary.mjs';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function startServer(env, { reuseDataDir, profile = false } = {}) {
  const port = await freePort();
  const dataDir = reuseDataDir ?? mkdtempSync(join(tmpdir(), 'salon-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const profileDir = profile ? join(dataDir, 'cpu-profile') : undefined;
  const node = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...node, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
      // Nothing to drain for between measurements (decision 041): stopped at once.
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (
      (await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)) === true
    )
      break;
    if (i > 720) throw new Error('The server did not become healthy in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (profileDir && !keepData) {
        console.log('\n  Where the server spent its time (whole run, set-up included)');
        printProfile(profileDir);
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
