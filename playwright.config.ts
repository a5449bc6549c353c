import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { startSmtpCapture } from './tests/support/smtp-capture';
import { workerCount } from './tests/support/worker-count';

/**
 * The end-to-end tests drive Debian's Chromium against the production build served by the real
 * server, on a free port and a fresh data folder. Workers re-read this file, so the port and folder
 * chosen by the main process are handed down through the environment.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'salon-e2e-'));
// The server sends real mail to an SMTP server the run starts once (in the main process); tests
// read what it received from a folder.
if (!process.env.E2E_SMTP_PORT) {
  process.env.E2E_MAIL_DIR = join(process.env.E2E_DATA_DIR, 'received-mail');
  const smtp = await startSmtpCapture({ folder: process.env.E2E_MAIL_DIR });
  process.env.E2E_SMTP_PORT = String(smtp.port);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: workerCount(4),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  outputDir: '.tmp/playwright-output',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site scrolls smoothly and fades sections in, except for visitors who ask for reduced
    // motion. Tests ask for it: an action that lands while the page still glides (a field focused
    // below the fold scrolls it into view) can click where its target was a moment ago.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      SALON_NOTIFY_EMAIL: 'salon-inbox@example.com',
      TRUST_PROXY: 'true',
      // No balancer in front: stopped at once (decision 041).
      SHUTDOWN_GRACE_MS: '0',
    },
  },
});
