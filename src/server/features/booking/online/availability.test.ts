import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { requestThrough } from '../../../../../tests/support/test-app';
import { DataVersions } from '../../../db/data-changes';
import { MemoryAnswers } from '../../../http/memory-answers';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT): the online window runs to 21 February 2027. */
const NOW = new Date('2026-11-23T08:00:00Z');

function at(ctx: TestContext) {
  ctx.clock.stopAt(NOW);
  const answers = new MemoryAnswers(new DataVersions({ hearing: true }), ctx.clock);
  return { answers, request: requestThrough(ctx.appWith({ answers }), ctx.address) };
}

describe('free times', () => {
  test('are refused, with a clear message, for dates no booking can ever reach; dates outside the online window are answered but not kept', async ({
    ctx,
  }) => {
    const { answers, request } = at(ctx);
    const { service } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const day = (date: string) => `/api/availability?service=${service.id}&date=${date}`;
    const month = (m: string) => `/api/availability/days?service=${service.id}&month=${m}`;
    // More than a week back, or beyond the front desk's two years (to 22 November 2028).
    const refused = [
      [day('2080-01-15'), 'date'],
      [day('1999-12-31'), 'date'],
      [day('2026-11-15'), 'date'],
      [day('2028-11-23'), 'date'],
      [month('2080-01'), 'month'],
      [month('2026-10'), 'month'],
      [month('2028-12'), 'month'],
    ] as const;
    for (const [path, field] of refused) {
      const res = await request(path);
      expect(res.status, path).toBe(400);
      const { error } = (await res.json()) as {
        error: { code: string; message: string; fields: Record<string, string> };
      };
      expect(error.message).toBe(
        `No free times are shown for that ${field}: choose one from today up to 90 days ahead.`,
      );
      expect(error.fields[field]).toBe(error.message);
    }
    // Answered, with nothing free, and never kept: a crawler walking them fills no memory.
    for (const path of [
      day('2026-11-16'),
      day('2026-11-21'),
      day('2027-02-23'),
      day('2028-11-22'),
      month('2027-03'),
      month('2028-11'),
    ]) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      expect(answers.bytesKept, `nothing kept for ${path}`).toBe(0);
    }
    // The online window, with a day's grace either side for a visitor's own clock: kept.
    for (const path of [
      day('2026-11-22'),
      day('2026-11-23'),
      day('2027-02-21'),
      day('2027-02-22'),
      month('2026-11'),
      month('2027-02'),
    ]) {
      const keptBefore = answers.bytesKept;
      expect((await request(path)).status, path).toBe(200);
      expect(answers.bytesKept, `kept ${path}`).toBeGreaterThan(keptBefore);
    }
  });

  test('are one answer however the question is spelled', async ({ ctx }) => {
    const { request } = at(ctx);
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const [s, p] = [service.id, team[0]!.id];
    for (const [path, spelled] of [
      [
        `/api/availability?service=${s}&professional=${p}&date=2026-11-25`,
        `/api/availability?date=2026-11-25&professional=${p.toUpperCase()}&service=${s.toUpperCase()}`,
      ],
      [
        `/api/availability?service=${s}&professional=&date=2026-11-25`,
        `/api/availability?service=${s.toUpperCase()}&date=2026-11-25`,
      ],
      [
        `/api/availability/days?service=${s}&professional=${p}&month=2026-12`,
        `/api/availability/days?month=2026-12&service=${s.toUpperCase()}&professional=${p.toUpperCase()}`,
      ],
    ]) {
      const first = await request(path!);
      expect(first.status).toBe(200);
      const second = await request(spelled!);
      expect(second.status, spelled).toBe(200);
      expect(await second.text()).toBe(await first.text());
    }
  });
});
