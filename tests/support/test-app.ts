import { TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, test as base } from 'vitest';
import { type AppDeps, createApp } from '../../src/server/app';
import { type Clock, createClock } from '../../src/server/auth/clock';
import type { Database, Db } from '../../src/server/db/client';
import { loadSiteContent } from '../../src/server/features/site/content.service';
import { createLogger } from '../../src/server/logger';
import { getTestDatabase, testConfig } from './test-database';

const content = loadSiteContent(testConfig.contentDir);
const logger = createLogger('silent');

export interface TestContext {
  /** The app, wired to a transaction that is rolled back after the test. */
  app: ReturnType<typeof createApp>;
  db: Db;
  /** The lockout's clock, which a test may move forward. */
  clock: Clock;
  /** Sends a request through the whole HTTP stack (middleware, validation, error handling). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Another app on the same transaction with some dependencies replaced (e.g. a Stripe config). */
  appWith(overrides: Partial<AppDeps>): ReturnType<typeof createApp>;
}

// Opening, migrating and seeding the worker's database takes seconds (far more on a busy machine):
// done in a hook with its own timeout, so it never counts against the first test of a file.
beforeAll(async () => {
  await getTestDatabase();
});

/**
 * `test` with a `ctx` fixture: every test runs inside its own transaction on the shared database,
 * rolled back afterwards, so tests never see each other's rows.
 */
export const test = base.extend<{ ctx: TestContext }>({
  // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixture's dependencies from this pattern.
  ctx: async ({}, use) => {
    const database = await getTestDatabase();
    try {
      await database.db.transaction(async (tx) => {
        const scoped: Database = { ...database, db: tx };
        const clock = createClock();
        const deps: AppDeps = { config: testConfig, database: scoped, logger, content, clock };
        const app = createApp(deps);
        await use({
          app,
          db: tx,
          clock,
          request: async (path, init) => app.request(path, init),
          appWith: (overrides) => createApp({ ...deps, ...overrides }),
        });
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
  },
});

/**
 * An app on the worker's database itself, outside any test transaction: what it writes is
 * committed, so the test cleans up. For tests of real concurrency (PostgreSQL runs each request on
 * its own pooled connection).
 */
export async function committingApp(overrides: Partial<AppDeps> = {}) {
  const database = await getTestDatabase();
  return {
    database,
    app: createApp({ config: testConfig, database, logger, content, ...overrides }),
  };
}

export { expect, describe } from 'vitest';
