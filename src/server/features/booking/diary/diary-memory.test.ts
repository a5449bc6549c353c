import { sql } from 'drizzle-orm';
import { addDays } from '@shared/salon-dates';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { DataVersions } from '../../../db/data-changes';
import { DiaryMemory } from './diary-memory';

// The test's writes are never committed nor announced: a day the memory kept still shows it free
// after a booking behind its back, and a day it forgot and read again shows the booking.

const NOW = new Date('2027-01-04T08:00:00Z');
const HOT = '2027-01-13';

async function bookBehindItsBack(ctx: TestContext, professionalId: string, date: string) {
  const { service } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
  const userId = `behind-${date}`;
  await ctx.db.execute(sql`
    with new_user as (
      insert into "user" (id, name, email, email_verified)
      values (${userId}, 'Quiet Client', ${`${userId}@example.com`}, true) returning id
    ), new_client as (insert into clients (user_id) select id from new_user returning id)
    insert into appointments (client_id, user_id, service_id, professional_id,
      assigned_professional_id, starts_at, ends_at, blocked_until, total_price_pence, status)
    select new_client.id, ${userId}, ${service.id}, ${professionalId}, ${professionalId},
      ${`${date}T10:00:00Z`}, ${`${date}T11:00:00Z`}, ${`${date}T11:00:00Z`}, 5000, 'confirmed'
    from new_client`);
}

describe('the in-memory diary', () => {
  test('forgets the days least recently asked for one by one, never a day in use', async ({
    ctx,
  }) => {
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const professionalId = team[0]!.id;
    const memory = new DiaryMemory(ctx.db, new DataVersions({ hearing: true }));
    const busyOn = async (date: string) =>
      (
        await memory.load({
          serviceId: service.id,
          professionalId,
          from: date,
          to: date,
          now: NOW,
        })
      ).diary.busy.length;

    const firstWalked = '2027-02-01';
    expect(await busyOn(HOT)).toBe(0);
    expect(await busyOn(firstWalked)).toBe(0);
    await bookBehindItsBack(ctx, professionalId, HOT);
    await bookBehindItsBack(ctx, professionalId, firstWalked);
    // A crawler walks 900 more days while visitors keep asking for one.
    for (let i = 1; i <= 900; i++) {
      await busyOn(addDays(firstWalked, i));
      if (i % 50 === 0) expect(await busyOn(HOT), `after ${i} days`).toBe(0);
    }
    expect(await busyOn(HOT), 'the day in use, still kept').toBe(0);
    expect(await busyOn(firstWalked), 'the first day walked, read again').toBe(1);
  });
});
