import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { signedInClient, withCookie } from '../../../tests/support/auth-helpers';
import { answerOf, withKey } from '../../../tests/support/idempotency-helpers';
import { openIsolatedDatabase } from '../../../tests/support/isolated-database';
import { jsonPost } from '../../../tests/support/json-request';
import { requestThrough, type TestContext } from '../../../tests/support/test-app';
import { createTestClock } from '../../../tests/support/test-clock';
import { testConfig } from '../../../tests/support/test-database';
import { createApp } from '../app';
import { user } from '../db/schema/auth';
import { appointments } from '../db/schema/booking';
import { professionals, services } from '../db/schema/catalogue';
import { professionalServices } from '../db/schema/diary';
import { loadSiteContent } from '../features/site/content.service';
import { createLogger } from '../logger';

// The same booking sent many times at once with one key, through the whole app, committing for
// real: on PostgreSQL (TEST_DATABASE_URL, CI) each request runs on its own pooled connection, truly
// at the same time; the embedded PGlite runs them one at a time, so there the later ones are
// replays of the first.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';

const NOW = new Date('2026-11-23T08:00:00Z');
const RACERS = 16;

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let ctx: Pick<TestContext, 'request' | 'db'>;

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  const clock = createTestClock();
  clock.stopAt(NOW);
  const app = createApp({
    config: testConfig,
    database: isolated.database,
    logger: createLogger('error'),
    content: loadSiteContent(testConfig.contentDir),
    clock,
  });
  ctx = { request: requestThrough(app, '10.250.0.1'), db: isolated.database.db };
}, 60_000);

afterAll(async () => {
  await isolated?.dispose();
});

describe(`${RACERS} requests with one key at the same moment (${HOW})`, () => {
  test('book once: one first answer, every other its replay or "still in progress"', async () => {
    const cookie = await signedInClient(ctx as TestContext, 'racer@example.com');
    const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const [professional] = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
      .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service!.id)))
      .orderBy(asc(professionals.sortOrder));
    const body = {
      serviceId: service!.id,
      professionalId: professional!.id,
      date: '2026-11-25',
      time: '10:00',
    };
    const key = randomUUID();
    const send = () =>
      ctx.request('/api/appointments', withKey(withCookie(cookie, jsonPost(body)), key));
    const answers = await Promise.all(
      Array.from({ length: RACERS }, async () => answerOf(await send())),
    );

    const booked = answers.filter((a) => a.status === 201);
    const running = answers.filter((a) => a.status === 409);
    expect(booked.length + running.length, JSON.stringify(answers)).toBe(RACERS);
    expect(booked.filter((a) => a.replayed === null)).toHaveLength(1);
    expect(new Set(booked.map((a) => a.body)).size).toBe(1);
    for (const answer of running)
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'idempotency_in_progress' } });
    const rows = await ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(user, eq(user.id, appointments.userId))
      .where(eq(user.email, 'racer@example.com'));
    expect(rows).toHaveLength(1);
    // Once it is done, the key answers with the first answer.
    const after = await answerOf(await send());
    expect(after).toEqual({ ...booked.find((a) => a.replayed === null)!, replayed: 'true' });
  }, 60_000);
});
