import { busyWith, twoServiceVisit } from '../../../../../tests/support/visit-setup';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import type { Availability, AvailableDays } from '@shared/schemas/booking';
import type { NextFreeDays } from '@shared/schemas/visits';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

async function json<T>(ctx: TestContext, path: string): Promise<T> {
  const res = await ctx.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const visitDay = (services: string[], date: string, professional = '') =>
  `/api/visit-availability?services=${services.join(',')}&professional=${professional}&date=${date}`;

describe('a visit’s free times', () => {
  test('chain the parts back to back, each after the previous one’s end and buffer', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { first, second, pro } = await twoServiceVisit(ctx.db);
    // The professional is busy 17:00–18:00: the 60-min first part (+15 buffer) then the 30-min
    // second part need 105 minutes before it.
    await busyWith(ctx.db, pro, first, WEDNESDAY, '17:00', 60);
    const single = await json<Availability>(
      ctx,
      `/api/availability?service=${first}&professional=${pro}&date=${WEDNESDAY}`,
    );
    const chained = await json<Availability>(ctx, visitDay([first, second], WEDNESDAY, pro));
    // 15:30 fits the first part alone (15:30–16:45 with its buffer) but its second part
    // (16:45–17:15) does not; without the buffer it would (16:30–17:00).
    expect(single.times).toContain('15:00');
    expect(single.times).toContain('15:30');
    expect(chained.times).toContain('15:00');
    expect(chained.times).not.toContain('15:30');
    expect(chained.times).toContain('10:00');
    // Never a time the first part alone cannot take.
    expect(chained.times.every((t) => single.times.includes(t))).toBe(true);
  });

  test('one service gives exactly the times /api/availability gives', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { first, pro } = await twoServiceVisit(ctx.db);
    await busyWith(ctx.db, pro, first, WEDNESDAY, '11:00', 90);
    for (const professional of [pro, '']) {
      for (const date of ['2026-11-23', WEDNESDAY, '2026-11-29', '2026-12-25']) {
        const single = await json<Availability>(
          ctx,
          `/api/availability?service=${first}&professional=${professional}&date=${date}`,
        );
        expect(await json<Availability>(ctx, visitDay([first], date, professional))).toEqual(
          single,
        );
      }
      const month = await json<AvailableDays>(
        ctx,
        `/api/availability/days?service=${first}&professional=${professional}&month=2026-12`,
      );
      expect(
        await json<AvailableDays>(
          ctx,
          `/api/visit-availability/days?services=${first}&professional=${professional}&month=2026-12`,
        ),
      ).toEqual(month);
    }
  });

  test('the next free days come soonest first, inside the online window', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { first, second, pro } = await twoServiceVisit(ctx.db);
    const next = await json<NextFreeDays>(
      ctx,
      `/api/visit-availability/next?services=${first},${second}&professional=${pro}`,
    );
    expect(next.days).toHaveLength(7);
    const dates = next.days.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    for (const day of next.days) {
      const chained = await json<Availability>(ctx, visitDay([first, second], day.date, pro));
      expect(day.times.length).toBeGreaterThan(0);
      expect(chained.times.slice(0, day.times.length)).toEqual(day.times);
    }
  });

  test('a British Summer Time date chains on the salon’s clock', async ({ ctx }) => {
    // Monday 3 May 2027, 08:00 BST.
    ctx.clock.stopAt(new Date('2027-05-03T07:00:00Z'));
    const { first, second, pro } = await twoServiceVisit(ctx.db);
    await busyWith(ctx.db, pro, first, '2027-05-05', '17:00', 60);
    const chained = await json<Availability>(ctx, visitDay([first, second], '2027-05-05', pro));
    expect(chained.times).toContain('15:00');
    expect(chained.times).not.toContain('15:30');
    expect(chained.times).toContain('10:00');
  });

  test('bad questions get a clear 400', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { first } = await twoServiceVisit(ctx.db);
    for (const [path, message] of [
      [`/api/visit-availability?services=&date=${WEDNESDAY}`, 'Choose at least one service.'],
      [`/api/visit-availability?services=nope&date=${WEDNESDAY}`, 'Unknown service.'],
      [
        `/api/visit-availability?services=${[first, first, first, first, first].join(',')}&date=${WEDNESDAY}`,
        'At most 4 services in one visit.',
      ],
      [`/api/visit-availability?services=${first}&date=2026-02-30`, 'That date does not exist.'],
      [
        `/api/visit-availability?services=${first}&date=2080-01-01`,
        'No free times are shown for that date: choose one from today up to 90 days ahead.',
      ],
    ] as const) {
      const res = await ctx.request(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });
});
