import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { startApp } from './app-process';
import { recordToasts } from './toasts';

let sequence = 0;

/**
 * Public pages arrive server-rendered: their buttons show before React has taken them over, and a
 * click then would do nothing. The app marks <html data-hydrated> once it has; navigations by
 * `goto` and `reload` wait for that mark, as a visitor's second look would.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * A test's own address in 198.18.0.0/15 (the benchmarking range, 2^17 addresses): 32 workers of
 * 4,096 tests each before one repeats, where the old `198.18.<worker>.<n % 250>` repeated after 250.
 */
function testAddress(workerIndex: number, testNumber: number): string {
  const n = (workerIndex % 32) * 4096 + (testNumber % 4096);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The server a test talks to: its address and the data folder the CLI must be pointed at. */
export interface AppUnderTest {
  url: string;
  dataDir: string;
}

interface Options {
  /**
   * A server of the test's own (a process with a fresh data folder) instead of the one every test
   * shares: for a test that moves the server's clock, or reads a total or a list that parallel
   * tests would change under it. Costs a start-up (migrations and seed): seconds when the machine
   * is idle, much longer when it is not, hence the fixture's own timeout.
   */
  ownServer: boolean;
}

export const test = base.extend<Options & { app: AppUnderTest }>({
  ownServer: [false, { option: true }],

  app: [
    async ({ ownServer }, use) => {
      if (!ownServer) {
        await use({
          url: `http://127.0.0.1:${process.env.E2E_PORT}`,
          dataDir: process.env.E2E_DATA_DIR!,
        });
        return;
      }
      const dataDir = mkdtempSync(join(tmpdir(), 'salon-e2e-own-'));
      const server = await startApp({
        DATA_DIR: dataDir,
        // The same SMTP capture as the shared server: tests read its mail the same way.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        SALON_NOTIFY_EMAIL: 'salon-inbox@example.com',
      });
      try {
        await use({ url: server.url, dataDir });
      } finally {
        await server.stop();
      }
    },
    { timeout: 200_000 },
  ],

  // Pages, request contexts and contexts a test opens itself all address the test's server.
  baseURL: async ({ app }, use) => use(app.url),

  /**
   * Every test browses from an address of its own (the e2e server trusts X-Forwarded-For), so the
   * per-address login lockout and rate limits one test provokes never spill into another.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    sequence += 1;
    await use({ 'X-Forwarded-For': testAddress(testInfo.workerIndex, sequence) });
  },

  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },

  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
