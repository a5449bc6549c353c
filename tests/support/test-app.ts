import { randomInt } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import { test as base } from 'vitest';
import { type AppDeps, createApp } from '../../src/server/app';
import type { Database, Db } from '../../src/server/db/client';
import { loadSiteContent } from '../../src/server/features/site/content.service';
import { createLogger } from '../../src/server/logger';
import { createTestClock, type TestClock } from './test-clock';
import { getTestDatabase, testConfig } from './test-database';

const content = loadSiteContent(testConfig.contentDir);
// Errors only: an unexpected failure inside a request (an aborted transaction, a deadlock) shows
// its real cause in the test's output instead of a bare 500 or "transaction aborted".
const logger = createLogger('error');

/** A request's options, plus the client address it comes from (the socket's peer). */
export type TestRequestInit = RequestInit & { address?: string };

// Each test sends from an address of its own, so per-address counters (rate limits, the login
// lockout) never meet another test's rows; the random part keeps committed rows of earlier files
// apart too.
const addressPrefix = `10.${randomInt(1, 255)}`;
let addressSequence = 0;
function nextTestAddress(): string {
  addressSequence += 1;
  return `${addressPrefix}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

/**
 * What @hono/node-server hands the app for a request that came over a socket: the server reads the
 * client's address from it, as in production (where no proxy header is trusted by default).
 */
export function socketFrom(address: string) {
  return {
    incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } },
  };
}

/** Sends a request through an app as if it had arrived from `address` (or the test's own). */
export function requestThrough(
  app: { request: (path: string, init: RequestInit, env: unknown) => Response | Promise<Response> },
  defaultAddress: string,
) {
  return async (path: string, init: TestRequestInit = {}) => {
    const { address = defaultAddress, ...rest } = init;
    return app.request(path, rest, socketFrom(address));
  };
}

export interface TestContext {
  /** The app, wired to a transaction that is rolled back after the test. */
  app: ReturnType<typeof createApp>;
  db: Db;
  /** The app's clock, which a test may move forward or stop on an instant. */
  clock: TestClock;
  /** The address this test's requests come from, unless a request names another. */
  address: string;
  /**
   * Sends a request through the whole HTTP stack (middleware, validation, error handling), from
   * the test's own address or from `init.address`.
   */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** Another app on the same transaction with some dependencies replaced (e.g. a Stripe config). */
  appWith(overrides: Partial<AppDeps>): ReturnType<typeof createApp>;
}

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
        const clock = createTestClock();
        const deps: AppDeps = { config: testConfig, database: scoped, logger, content, clock };
        const app = createApp(deps);
        const address = nextTestAddress();
        await use({
          app,
          db: tx,
          clock,
          address,
          request: requestThrough(app, address),
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

/** An app on `database` (an isolated one, another instance's pool), with `overrides`. */
export function appOn(database: Database, overrides: Partial<AppDeps> = {}) {
  return createApp({ config: testConfig, database, logger, content, ...overrides });
}

export { expect, describe } from 'vitest';
