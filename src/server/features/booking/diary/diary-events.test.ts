import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withCookie } from '../../../../../tests/support/auth-helpers';
import { readEventStream } from '../../../../../tests/support/event-stream-reader';
import { createAccount, createSessionCookie } from '../../../../../tests/support/factories';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { jsonPost } from '../../../../../tests/support/json-request';
import { appOn, requestThrough } from '../../../../../tests/support/test-app';
import { createTestClock } from '../../../../../tests/support/test-clock';
import { testConfig } from '../../../../../tests/support/test-database';
import { type Database, openPostgres } from '../../../db/client';
import { type DataChanges, watchDataChanges } from '../../../db/data-changes';
import { professionals, services } from '../../../db/schema/catalogue';
import { closures } from '../../../db/schema/diary';
import { gracefulDrain } from '../../../http/graceful-drain';
import { LiveFeed } from '../../../http/live-feed';
import { createLogger } from '../../../logger';

// The live diary (issue 30, decision 047): two instances of the app on one database, each hearing
// the change notices on its own listener (two pools on PostgreSQL; on PGlite both listen in-process
// to its one connection). A write through one shows on the other's open stream.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const EVENTS = '/api/admin/diary/events';
const logger = createLogger('error');

interface Instance {
  database: Database;
  changes: DataChanges;
  live: LiveFeed;
  request: ReturnType<typeof requestThrough>;
}

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let a: Instance;
let b: Instance;
let admin: string;
let client: string;
const opened: { close(): Promise<void> }[] = [];

async function instance(database: Database, address: string, max?: number): Promise<Instance> {
  const changes = watchDataChanges(database, logger);
  await changes.ready;
  const live = new LiveFeed(changes.versions, max);
  const clock = createTestClock();
  clock.stopAt(NOW);
  const app = appOn(database, { clock, live });
  return { database, changes, live, request: requestThrough(app, address) };
}

/** An open stream of `on`, read as it arrives; closed after the file. */
async function stream(on: Instance, cookie = admin) {
  const res = await on.request(EVENTS, withCookie(cookie));
  if (res.status !== 200) throw new Error(`the stream answered ${res.status}: ${await res.text()}`);
  const events = readEventStream(res);
  opened.push(events);
  return { res, events };
}

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  const second = isolated.url
    ? openPostgres(isolated.url, testConfig.migrationsDir)
    : isolated.database;
  a = await instance(isolated.database, '10.47.0.1');
  b = await instance(second, '10.47.0.2');
  const db = isolated.database.db;
  admin = await createSessionCookie(
    db,
    await createAccount(db, { email: 'live-desk@example.com', admin: true }),
  );
  client = await createSessionCookie(db, await createAccount(db, { email: 'live@example.com' }));
});

afterAll(async () => {
  for (const events of opened) await events.close();
  await a?.changes.stop();
  await b?.changes.stop();
  if (b && b.database !== a.database) await b.database.close();
  await isolated?.dispose();
});

describe('the live diary stream', () => {
  test('a booking made through one instance is a day event on the other’s stream within 2 s', async () => {
    const { res, events } = await stream(b);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");

    const db = a.database.db;
    const [cut] = await db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const [mariana] = await db
      .select()
      .from(professionals)
      .where(eq(professionals.name, 'Mariana Costa'));
    const booked = await a.request(
      '/api/admin/appointments',
      withCookie(
        admin,
        jsonPost({
          newClient: { name: 'Joana Prado', phone: '07700 900 461', email: '' },
          serviceId: cut!.id,
          professionalId: mariana!.id,
          date: WEDNESDAY,
          time: '10:00',
        }),
      ),
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    const committed = performance.now();
    const event = await events.next(
      (e) => e.event === 'day' && e.data === WEDNESDAY,
      `the day event of ${WEDNESDAY}`,
      2_000,
    );
    expect(event).toEqual({ event: 'day', data: WEDNESDAY });
    expect(performance.now() - committed).toBeLessThan(2_000);
  });

  test('a change of the diary is a diary event; notices that may have been missed, a resync', async () => {
    const { events } = await stream(b);
    await a.database.db
      .insert(closures)
      .values({ startsOn: '2026-12-28', endsOn: '2026-12-29', reason: 'Staff training' });
    await events.next((e) => e.event === 'diary', 'the diary event', 2_000);
    // Another kind (a price) is not the diary's business.
    await a.database.db
      .update(services)
      .set({ pricePence: 4321 })
      .where(eq(services.slug, 'cut-blow-dry'));
    b.changes.versions.forgetAll();
    const next = await events.next(() => true, 'the resync');
    expect(next).toEqual({ event: 'resync', data: 'resync' });
  });

  test('only staff may listen: no session 401, a client 403', async () => {
    const open = b.live.open;
    expect((await b.request(EVENTS)).status).toBe(401);
    const refused = await b.request(EVENTS, withCookie(client));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(b.live.open).toBe(open);
  });

  test('open streams are bounded per instance: beyond, 503 with Retry-After; a hung-up one frees its place', async () => {
    const small = await instance(a.database, '10.47.0.3', 2);
    try {
      const first = await stream(small);
      await stream(small);
      const third = await small.request(EVENTS, withCookie(admin));
      expect(third.status).toBe(503);
      expect(third.headers.get('retry-after')).toBe('5');
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe('live_full');
      await first.events.close();
      expect(small.live.open).toBe(1);
      await stream(small);
    } finally {
      small.live.close();
      await small.changes.stop();
    }
  });
});

describe('a stopping instance', () => {
  test('ends its open streams when its port closes, so the stop does not wait on them', async () => {
    const stopping = await instance(a.database, '10.47.0.4');
    const app = appOn(a.database, { clock: createTestClock(), live: stopping.live });
    // Idle connections are closed once idle longer than the grace: a stream's must not wait so.
    const GRACE_MS = 1_500;
    const drain = gracefulDrain({ graceMs: GRACE_MS, onPortClosed: () => stopping.live.close() });
    const server = createServer();
    drain.serve(server, getRequestListener(app.fetch));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    // A real socket: a stream that ended but kept its connection would hold the stop.
    const ended = new Promise<{ events: string; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: EVENTS, headers: { Cookie: admin } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ events: text, headers: res.headers }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    try {
      for (const started = Date.now(); stopping.live.open === 0;) {
        if (Date.now() - started > 5_000) throw new Error('the stream never opened');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const started = performance.now();
      await drain.stop();
      expect(performance.now() - started).toBeLessThan(GRACE_MS * 2 - 100);
      const answer = await ended;
      expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(answer.headers.connection).toBe('close');
      expect(answer.events).toContain('retry: ');
      // An instance that is stopping takes no new stream (a request on a connection still open).
      const late = await app.request(EVENTS, withCookie(admin));
      expect(late.status).toBe(503);
      expect(((await late.json()) as { error: { code: string } }).error.code).toBe(
        'live_unavailable',
      );
    } finally {
      server.close();
      await stopping.changes.stop();
    }
  });
});
