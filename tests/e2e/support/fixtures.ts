import { test as base, type Page } from '@playwright/test';

let sequence = 0;

/**
 * Public pages arrive server-rendered: their buttons show before React has taken them over, and a
 * click then would do nothing. The app marks <html data-hydrated> once it has; navigations by
 * `goto` and `reload` wait for that mark, as a visitor's second look would.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  /**
   * Every test browses from an address of its own (the e2e server trusts X-Forwarded-For), so the
   * per-address login lockout and rate limits one test provokes never spill into another.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    sequence += 1;
    await use({ 'X-Forwarded-For': `198.18.${testInfo.workerIndex % 250}.${sequence % 250}` });
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
