import { count } from 'drizzle-orm';
import { bookingMessages } from '@shared/booking';
import type { Availability } from '@shared/schemas/booking';
import type { VisitHold } from '@shared/schemas/visits';
import { busyWith, twoServiceVisit } from '../../../../../tests/support/visit-setup';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { appointments, visits } from '../../../db/schema/booking';
import { createLogger } from '../../../logger';
import { expireLapsedHolds } from '../deposits/deposit-holds.service';
import { hashHoldToken } from './visit-holds.service';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const EXPIRED = 'This hold has expired. Please choose a time again.';

async function timesOf(ctx: TestContext, serviceId: string, pro: string, date = WEDNESDAY) {
  const res = await ctx.request(
    `/api/availability?service=${serviceId}&professional=${pro}&date=${date}`,
  );
  return ((await res.json()) as Availability).times;
}

function hold(
  ctx: TestContext,
  parts: { serviceId: string; professionalId?: string }[],
  time: string,
  date = WEDNESDAY,
) {
  return ctx.request('/api/visit-holds', jsonPost({ parts, date, time }));
}

/** How many appointments rows (holds included) and visits there are. */
const rowCount = async (ctx: TestContext) => ({
  appointments: (await ctx.db.select({ n: count() }).from(appointments))[0]!.n,
  visits: (await ctx.db.select({ n: count() }).from(visits))[0]!.n,
});

describe('holding a visit’s time', () => {
  test('holds every part back to back for ten minutes, with no client yet; the token is stored hashed', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { first, second, pro } = await twoServiceVisit(ctx.db);
    const res = await hold(
      ctx,
      [
        { serviceId: first, professionalId: pro },
        { serviceId: second, professionalId: pro },
      ],
      '15:00',
    );
    expect(res.status).toBe(201);
    const held = (await res.json()) as VisitHold;
    expect(held.expiresAt).toBe('2026-11-23T08:10:00.000Z');
    expect(held.parts.map((p) => [p.date, p.time, p.durationMinutes])).toEqual([
      [WEDNESDAY, '15:00', 60],
      [WEDNESDAY, '16:15', 30],
    ]);
    expect(held.totalPricePence).toBe(held.parts[0]!.pricePence + held.parts[1]!.pricePence);
    expect(held.depositPence).toBeNull();
    const rows = await ctx.db.select().from(appointments);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.clientId === null && r.visitId === rows[0]!.visitId)).toBe(true);
    const [visit] = await ctx.db.select().from(visits);
    expect(visit!.holdTokenHash).toBe(hashHoldToken(held.token));
    expect(visit!.holdTokenHash).not.toContain(held.token);
    // Held: the time is nobody else's.
    expect(await timesOf(ctx, first, pro)).not.toContain('15:00');
    const again = await ctx.request(`/api/visit-holds/${held.token}`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as VisitHold).parts).toEqual(held.parts);
  });

  test('a BST date holds on the salon’s clock', async ({ ctx }) => {
    ctx.clock.stopAt(new Date('2027-05-03T07:00:00Z'));
    const { first, second, pro } = await twoServiceVisit(ctx.db);
    const res = await hold(
      ctx,
      [
        { serviceId: first, professionalId: pro },
        { serviceId: second, professionalId: pro },
      ],
      '15:00',
      '2027-05-05',
    );
    expect(res.status).toBe(201);
    const rows = await ctx.db.select().from(appointments).orderBy(appointments.startsAt);
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
      '2027-05-05T14:00:00.000Z',
      '2027-05-05T15:15:00.000Z',
    ]);
  });

  test('a visit whose second part collides holds nothing', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { first, second, pro } = await twoServiceVisit(ctx.db);
    await busyWith(ctx.db, pro, first, WEDNESDAY, '17:00', 60);
    const before = await rowCount(ctx);
    const res = await hold(
      ctx,
      [
        { serviceId: first, professionalId: pro },
        { serviceId: second, professionalId: pro },
      ],
      '15:30',
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      bookingMessages.slotUnavailable,
    );
    expect(await rowCount(ctx)).toEqual(before);
    expect(await timesOf(ctx, first, pro)).toContain('15:30');
  });

  test('an unused hold lapses: the time is offered again and can be held over it', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { first, pro } = await twoServiceVisit(ctx.db);
    const parts = [{ serviceId: first, professionalId: pro }];
    const { token } = (await (await hold(ctx, parts, '15:00')).json()) as VisitHold;
    expect(await timesOf(ctx, first, pro)).not.toContain('15:00');
    ctx.clock.advance(9 * 60_000);
    expect((await ctx.request(`/api/visit-holds/${token}`)).status).toBe(200);
    ctx.clock.advance(60_000);
    const lapsed = await ctx.request(`/api/visit-holds/${token}`);
    expect(lapsed.status).toBe(404);
    expect(((await lapsed.json()) as { error: { message: string } }).error.message).toBe(EXPIRED);
    expect(await timesOf(ctx, first, pro)).toContain('15:00');
    // The job deletes a lapsed visit with its parts; a live one stays.
    const live = await hold(ctx, [{ serviceId: first, professionalId: pro }], '10:00');
    expect(live.status).toBe(201);
    await expireLapsedHolds(ctx.db, ctx.clock.now(), {
      payments: undefined,
      log: createLogger('error'),
    });
    expect(await ctx.db.select().from(visits)).toHaveLength(1);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
    // Once deleted, nothing stands in the constraint's way; a lapsed row not yet deleted would be
    // purged by the new hold itself (below, after the live one lapses too).
    const second = await hold(ctx, parts, '15:00');
    expect(second.status).toBe(201);
    ctx.clock.advance(10 * 60_000);
    const third = await hold(ctx, parts, '15:00');
    expect(third.status).toBe(201);
    expect(
      (await ctx.db.select().from(appointments)).map((r) => r.startsAt.toISOString()).sort(),
    ).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-25T15:00:00.000Z']);
  });

  test('releasing a hold frees the time at once; its token then opens nothing', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { first, pro } = await twoServiceVisit(ctx.db);
    await busyWith(ctx.db, pro, first, WEDNESDAY, '10:00', 60);
    const { token } = (await (
      await hold(ctx, [{ serviceId: first, professionalId: pro }], '15:00')
    ).json()) as VisitHold;
    expect((await ctx.request(`/api/visit-holds/${token}`, { method: 'DELETE' })).status).toBe(204);
    expect(await timesOf(ctx, first, pro)).toContain('15:00');
    expect((await ctx.request(`/api/visit-holds/${token}`)).status).toBe(404);
    expect((await ctx.request(`/api/visit-holds/${token}`, { method: 'DELETE' })).status).toBe(404);
    // The other appointment of the day is untouched.
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
    expect((await ctx.request('/api/visit-holds/not-a-token')).status).toBe(404);
  });

  test('bad input is a clear 400, a closed or past time a 422', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { first } = await twoServiceVisit(ctx.db);
    const bad = await ctx.request(
      '/api/visit-holds',
      jsonPost({ parts: [], date: WEDNESDAY, time: '10:00' }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'Choose at least one service.',
    );
    const past = await hold(ctx, [{ serviceId: first }], '10:00', '2026-11-20');
    expect(past.status).toBe(422);
    expect(await ctx.db.select().from(visits)).toHaveLength(0);
  });
});
