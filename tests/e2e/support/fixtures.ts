import { test as base } from '@playwright/test';

let sequence = 0;

/**
 * Every test browses from an address of its own (the e2e server trusts X-Forwarded-For), so the
 * per-address login lockout and rate limits one test provokes never spill into another.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    sequence += 1;
    await use({ 'X-Forwarded-For': `198.18.${testInfo.workerIndex % 250}.${sequence % 250}` });
  },
});

export { expect } from '@playwright/test';
