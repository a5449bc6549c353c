import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { signedInClient, withCookie } from '../../../tests/support/auth-helpers';
import { openIsolatedDatabase } from '../../../tests/support/isolated-database';
import { requestThrough, type TestContext } from '../../../tests/support/test-app';
import { testConfig } from '../../../tests/support/test-database';
import { createApp } from '../app';
import { loadSiteContent } from '../features/site/content.service';
import { createLogger } from '../logger';

// Ending the server's connections under a running app is a PostgreSQL matter: the embedded
// database has no connections to end, so it runs on the PostgreSQL server of the run (npm test and CI
// always give one, whichever engine the other tests use), and is skipped only without any.
const postgres = inject('postgresServer');

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: Pick<TestContext, 'request' | 'db'>;
let admin: pg.Client;

beforeAll(async () => {
  if (!postgres) return;
  isolated = await openIsolatedDatabase('postgresServer');
  const app = createApp({
    config: testConfig,
    database: isolated.database,
    logger: createLogger('silent'),
    content: loadSiteContent(testConfig.contentDir),
  });
  ctx = { request: requestThrough(app, '10.251.0.1'), db: isolated.database.db };
  admin = new pg.Client({ connectionString: isolated.url });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await isolated?.dispose();
});

/** Ends every connection to the app's database but the test's own, as a failover or restart does. */
async function terminateConnections(): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows.filter((r) => r.ended).length;
}

describe.skipIf(!postgres)('a database blip (PostgreSQL ends the connections)', () => {
  test('signs nobody out: no 401 and no empty session while the connections are cut', async () => {
    const cookie = await signedInClient(ctx as TestContext, 'blip-round@example.com');
    const statuses: number[] = [];
    const signedOut: string[] = [];
    const ask = async (path: string) => {
      const res = await ctx.request(path, withCookie(cookie));
      statuses.push(res.status);
      const body = await res.text();
      if (res.status === 401 || (path === '/api/me' && body.includes('"user":null')))
        signedOut.push(`${path} ${res.status} ${body}`);
    };
    const burst = () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) => ask(i % 2 ? '/api/me' : '/api/appointments')),
      );

    let ended = 0;
    for (let round = 0; round < 5; round++) {
      // Every pooled connection open and idle, as between requests on a running site.
      await burst();
      ended += await terminateConnections();
      // The next requests find the pool's connections dead; these run while more are cut.
      const during = burst();
      ended += await terminateConnections();
      await during;
      await burst();
    }

    expect(ended, 'connections were cut').toBeGreaterThan(5);
    expect(signedOut, 'answers that said "signed out"').toEqual([]);
    // A read that meets a dead connection is sent again on a live one; what still fails says so
    // with a retryable 503.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });
});
