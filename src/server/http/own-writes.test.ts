import { eq, sql } from 'drizzle-orm';
import { defaultSalonSettings } from '@shared/schemas/settings';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../../tests/support/admin-helpers';
import {
  expectStatus,
  type RequestContext,
  signedInClient,
  signIn,
  withCookie,
} from '../../../tests/support/auth-helpers';
import { serviceAndTeam } from '../../../tests/support/booking-team';
import { openIsolatedDatabase } from '../../../tests/support/isolated-database';
import { jsonPost } from '../../../tests/support/json-request';
import { requestThrough } from '../../../tests/support/test-app';
import { createTestClock } from '../../../tests/support/test-clock';
import { testConfig } from '../../../tests/support/test-database';
import { createApp } from '../app';
import type { DataChanges } from '../db/data-changes';
import { watchDataChanges } from '../db/data-changes';
import { salonSettings } from '../db/schema/settings';
import { loadSiteContent } from '../features/site/content.service';
import { createLogger } from '../logger';
import { MemoryAnswers } from './memory-answers';

// An instance as it runs: its writes commit (PGlite in memory, or a PostgreSQL database of its own
// in the run on PostgreSQL) and it hears the change notices on its own listener. What it keeps must
// outlive the writes that change nothing it keeps, and its own write must show in its next answer.

/** Monday 11 January 2027, 08:00 in Birmingham (GMT). */
const NOW = new Date('2027-01-11T08:00:00Z');
const WEDNESDAY = '2027-01-13';
const THURSDAY = '2027-01-14';

let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
let changes: DataChanges;
let ctx: RequestContext;
const clock = createTestClock();

beforeAll(async () => {
  isolated = await openIsolatedDatabase();
  const { database } = isolated;
  changes = watchDataChanges(database, createLogger('error'));
  await changes.ready;
  clock.stopAt(NOW);
  const app = createApp({
    config: testConfig,
    database,
    logger: createLogger('error'),
    content: loadSiteContent(testConfig.contentDir),
    clock,
    answers: new MemoryAnswers(changes.versions, clock),
  });
  ctx = { request: requestThrough(app, '10.61.0.1'), db: database.db };
});

afterAll(async () => {
  await changes?.stop();
  await isolated?.dispose();
});

/**
 * A change with its trigger off, so that no notice tells anyone: the instance shows it only if it
 * reads the database afresh, which makes a kept answer visible from outside.
 */
async function unannounced(table: string, trigger: string, change: string) {
  await isolated.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
    await tx.execute(sql.raw(change));
    await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  });
}

const salonName = async () =>
  ((await (await ctx.request('/api/settings')).json()) as { name: string }).name;

const balayagePrice = async () =>
  (
    (await (await ctx.request('/api/catalogue')).json()) as {
      services: { slug: string; pricePence: number }[];
    }
  ).services.find((s) => s.slug === 'balayage')!.pricePence;

let sender = 0;
const nextAddress = () => `10.62.0.${++sender}`;
const contactMessage = () =>
  jsonPost(
    { name: 'Ana', email: 'ana@example.com', subject: 'Booking', message: 'Hello there' },
    nextAddress(),
  );

describe('an instance’s own writes', () => {
  test('ten writes to data nothing kept reads and ten refused writes forget nothing; a change shows at once', async () => {
    expect(await salonName()).toBe(defaultSalonSettings.name);
    await unannounced(
      'salon_settings',
      'salon_settings_data_change',
      `update salon_settings set data = jsonb_set(data, '{name}', '"Aurora Unannounced"'), updated_at = now()`,
    );
    expect(await salonName(), 'kept before any write').toBe(defaultSalonSettings.name);
    const price = await balayagePrice();
    await unannounced(
      'services',
      'services_data_change',
      `update services set price_pence = price_pence + 100 where slug = 'balayage'`,
    );
    expect(await balayagePrice(), 'kept before any write').toBe(price);

    const email = 'writer@example.com';
    const contact = (i: number): [string, () => Promise<unknown>] => [
      `contact message ${i}`,
      async () =>
        expectStatus(
          `contact message ${i}`,
          await ctx.request('/api/contact', contactMessage()),
          201,
        ),
    ];
    const signInAgain = (i: number): [string, () => Promise<unknown>] => [
      `sign-in ${i}`,
      async () =>
        expectStatus(`sign-in ${i}`, await signIn(ctx, email, undefined, nextAddress()), 200),
    ];
    const succeeded: [string, () => Promise<unknown>][] = [
      ...[1, 2, 3, 4, 5].map(contact),
      ['a sign-up, its confirmation and a sign-in', () => signedInClient(ctx, email)],
      ...[1, 2, 3, 4].map(signInAgain),
    ];
    for (const [what, write] of succeeded) {
      await write();
      expect(await salonName(), `after ${what}`).toBe(defaultSalonSettings.name);
    }

    const refused: [RequestInit & { address?: string }, string, number][] = [
      ...[1, 2, 3].map((i): [RequestInit, string, number] => [
        jsonPost({}),
        `/api/nothing-${i}`,
        404,
      ]),
      ...[1, 2, 3].map((): [RequestInit, string, number] => [
        jsonPost({ email: 'not an address' }, nextAddress()),
        '/api/contact',
        400,
      ]),
      ...[1, 2].map((): [RequestInit, string, number] => [
        {
          ...contactMessage(),
          headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
        },
        '/api/contact',
        403,
      ]),
      ...[1, 2].map((): [RequestInit, string, number] => [
        as(undefined, 'PUT', defaultSalonSettings),
        '/api/admin/settings',
        401,
      ]),
    ];
    for (const [init, path, status] of refused) {
      expect((await ctx.request(path, init)).status, `${init.method} ${path}`).toBe(status);
      expect(await salonName(), `after ${status} ${path}`).toBe(defaultSalonSettings.name);
    }

    // The owner saves the salon's name: the very next answer of this instance shows it.
    const owner = await signedInClient(ctx, 'owner-writes@example.com', { admin: true });
    const [stored] = await ctx.db.select().from(salonSettings).where(eq(salonSettings.id, 1));
    for (const name of ['Aurora Saved Here', 'Aurora Saved Again']) {
      const saved = await ctx.request(
        '/api/admin/settings',
        withCookie(owner, as(owner, 'PUT', { ...stored!.data, name })),
      );
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await salonName()).toBe(name);
    }
    // The saves changed the settings only: the catalogue read before them is still the one kept.
    expect(await balayagePrice()).toBe(price);
  });

  test('a booking frees nothing but its own day: that day shows it at once, other days stay kept', async () => {
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const professional = team[0]!.id;
    const times = async (date: string) => {
      const res = await ctx.request(
        `/api/availability?service=${service.id}&professional=${professional}&date=${date}`,
      );
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { times: string[] }).times;
    };
    expect(await times(WEDNESDAY)).toContain('10:00');
    expect(await times(THURSDAY)).toContain('10:00');
    // Thursday 10:00 taken behind the instance's back: only a fresh read of Thursday shows it.
    await unannounced(
      'appointments',
      'appointments_data_change',
      `with new_user as (
         insert into "user" (id, name, email, email_verified)
         values ('unannounced-user', 'Quiet Client', 'quiet@example.com', true) returning id
       ), new_client as (insert into clients (user_id) select id from new_user returning id)
       insert into appointments (client_id, user_id, service_id, professional_id,
         assigned_professional_id, starts_at, ends_at, blocked_until, total_price_pence, status)
       select new_client.id, 'unannounced-user', '${service.id}', '${professional}', '${professional}',
         '${THURSDAY}T10:00:00Z', '${THURSDAY}T11:00:00Z', '${THURSDAY}T11:00:00Z', 5000, 'confirmed'
       from new_client`,
    );
    expect(await times(THURSDAY), 'kept').toContain('10:00');

    const client = await signedInClient(ctx, 'booker@example.com');
    const booked = await ctx.request(
      '/api/appointments',
      withCookie(
        client,
        jsonPost({
          serviceId: service.id,
          professionalId: professional,
          date: WEDNESDAY,
          time: '10:00',
        }),
      ),
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await times(WEDNESDAY)).not.toContain('10:00');
    expect(await times(THURSDAY), 'Thursday still kept').toContain('10:00');
  });

  test('bookings made at the same time each show at once to their writer', async () => {
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const professional = team[0]!.id;
    const times = async (date: string) =>
      (
        (await (
          await ctx.request(
            `/api/availability?service=${service.id}&professional=${professional}&date=${date}`,
          )
        ).json()) as { times: string[] }
      ).times;
    // Monday 18 to Friday 22 January, morning and afternoon: every answer kept first.
    const dates = ['2027-01-18', '2027-01-19', '2027-01-20', '2027-01-21', '2027-01-22'];
    for (const date of dates) expect(await times(date)).toContain('09:00');
    const client = await signedInClient(ctx, 'racing-writer@example.com');
    const slots = dates.flatMap((date) => ['09:00', '14:00'].map((time) => ({ date, time })));
    await Promise.all(
      slots.map(async ({ date, time }) => {
        const booked = await ctx.request(
          '/api/appointments',
          withCookie(
            client,
            jsonPost({ serviceId: service.id, professionalId: professional, date, time }),
          ),
        );
        expect(booked.status, await booked.clone().text()).toBe(201);
        expect(await times(date), `${date} ${time} right after its booking`).not.toContain(time);
      }),
    );
  });
});
