import { eq, sql } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../support/test-app';
import { serviceAndTeam } from '../support/booking-team';
import { DataVersions } from '../../src/server/db/data-changes';
import { professionals } from '../../src/server/db/schema/catalogue';
import {
  bankHolidayOpenings,
  closures,
  timeOff,
  workingIntervals,
} from '../../src/server/db/schema/diary';
import {
  availableDays,
  type DiaryReader,
  freeTimes,
} from '../../src/server/features/booking/diary/availability.service';
import { DiaryMemory } from '../../src/server/features/booking/diary/diary-memory';
import { loadDiary } from '../../src/server/features/booking/diary/diary.service';

// The public routes read the diary from memory (decision 031), the desk and bookings from the
// database in one statement: over the same data both must offer the same free times and days.

const NOW = new Date('2027-04-26T08:00:00Z');
const MONTH = '2027-05';
/** The early May bank holiday (a Monday), opened here: the hours still decide that day. */
const BANK_HOLIDAY = '2027-05-03';

async function appointment(
  ctx: TestContext,
  who: { serviceId: string; professionalId: string },
  startsAt: string,
  endsAt: string,
  heldUntil: Date | null,
) {
  const userId = `agree-${startsAt}`;
  await ctx.db.execute(sql`
    with new_user as (
      insert into "user" (id, name, email, email_verified)
      values (${userId}, 'Agreeing Client', ${`${userId}@example.com`}, true) returning id
    ), new_client as (insert into clients (user_id) select id from new_user returning id)
    insert into appointments (client_id, user_id, service_id, professional_id,
      assigned_professional_id, starts_at, ends_at, blocked_until, total_price_pence, status,
      held_until)
    select new_client.id, ${userId}, ${who.serviceId}, ${who.professionalId},
      ${who.professionalId}, ${startsAt}, ${endsAt}, ${endsAt}, 5000,
      ${heldUntil ? 'pending' : 'confirmed'}, ${heldUntil?.toISOString() ?? null}
    from new_client`);
}

describe('the in-memory diary and loadDiary', () => {
  test('offer the same free times and days over the same data', async ({ ctx }) => {
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const [first, second] = team;
    const who = { serviceId: service.id, professionalId: first!.id };
    await appointment(ctx, who, '2027-05-05T09:00:00Z', '2027-05-05T10:00:00Z', null);
    // A deposit's hold: in the way until it lapses, and one that lapsed already.
    await appointment(
      ctx,
      who,
      '2027-05-06T11:00:00Z',
      '2027-05-06T12:00:00Z',
      new Date(NOW.getTime() + 60 * 60_000),
    );
    await appointment(
      ctx,
      who,
      '2027-05-06T13:00:00Z',
      '2027-05-06T14:00:00Z',
      new Date(NOW.getTime() - 60_000),
    );
    await ctx.db.insert(timeOff).values({
      professionalId: first!.id,
      kind: 'holiday',
      startsAt: new Date('2027-05-10T00:00:00Z'),
      endsAt: new Date('2027-05-12T00:00:00Z'),
    });
    await ctx.db.insert(closures).values({
      startsOn: '2027-05-18',
      endsOn: '2027-05-19',
      reason: 'Refurbishment',
    });
    await ctx.db.insert(bankHolidayOpenings).values({ date: BANK_HOLIDAY });

    const memory = new DiaryMemory(ctx.db, new DataVersions({ hearing: true }));
    const fromMemory: DiaryReader = (query) => memory.load(query);
    const fromDatabase: DiaryReader = (query) => loadDiary(ctx.db, query);
    for (const professionalId of [first!.id, second?.id ?? null, null]) {
      const query = { serviceId: service.id, professionalId, now: NOW };
      const days = await availableDays(fromDatabase, { ...query, month: MONTH });
      // Not agreeing on nothing: the month has free days and the closure.
      expect(days.days.length).toBeGreaterThan(0);
      expect(days.closed.map((c) => c.date)).toContain('2027-05-18');
      expect(await availableDays(fromMemory, { ...query, month: MONTH })).toEqual(days);
      for (const date of [BANK_HOLIDAY, '2027-05-05', '2027-05-06', '2027-05-10', '2027-05-18']) {
        expect(await freeTimes(fromMemory, { ...query, date }), date).toEqual(
          await freeTimes(fromDatabase, { ...query, date }),
        );
      }
    }
  });

  test('follow a two-week rota the same way, week by week', async ({ ctx }) => {
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const first = team[0]!;
    // From Monday 3 May: week 1 works Wednesdays, week 2 Thursdays (10:00–16:00).
    await ctx.db
      .update(professionals)
      .set({ followsOpeningHours: false, rotaWeeks: 2, rotaStartsOn: '2027-05-03' })
      .where(eq(professionals.id, first.id));
    await ctx.db.delete(workingIntervals).where(eq(workingIntervals.professionalId, first.id));
    await ctx.db.insert(workingIntervals).values([
      { professionalId: first.id, week: 1, weekday: 3, startMinute: 600, endMinute: 960 },
      { professionalId: first.id, week: 2, weekday: 4, startMinute: 600, endMinute: 960 },
    ]);
    const memory = new DiaryMemory(ctx.db, new DataVersions({ hearing: true }));
    const fromMemory: DiaryReader = (query) => memory.load(query);
    const fromDatabase: DiaryReader = (query) => loadDiary(ctx.db, query);
    const query = { serviceId: service.id, professionalId: first.id, now: NOW };
    const days = await availableDays(fromDatabase, { ...query, month: MONTH });
    // Not agreeing on nothing: the rota's weeks alternate.
    expect(days.days.slice(0, 4)).toEqual(['2027-05-05', '2027-05-13', '2027-05-19', '2027-05-27']);
    expect(await availableDays(fromMemory, { ...query, month: MONTH })).toEqual(days);
    for (const date of ['2027-05-05', '2027-05-06', '2027-05-12', '2027-05-13']) {
      expect(await freeTimes(fromMemory, { ...query, date }), date).toEqual(
        await freeTimes(fromDatabase, { ...query, date }),
      );
    }
  });
});
