import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { TIME_SLOTS } from '@shared/booking';
import { BANK_HOLIDAY_REASON, diaryMessages } from '@shared/diary';
import { salonInstant } from '@shared/salon-dates';
import type { Availability, AvailableDays, ClientAppointment } from '@shared/schemas/booking';
import { defaultSalonSettings, type SalonSettings } from '@shared/schemas/settings';
import { profiles, user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import {
  bankHolidayOpenings,
  closures,
  professionalServices,
  timeOff,
} from '../../../db/schema/diary';
import { salonSettings } from '../../../db/schema/settings';
import { serviceClinicalSafety } from '../../../db/schema/clinical-safety';

// The salon's real diary (issue 16) through the API: who performs what, closures, bank holidays,
// time off, buffers, the 18+ rule and the owner's opening hours.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

/**
 * A service as these rules see it. Its deposit is taken off (in the test's transaction), so a
 * booking is made at once: holds and payments have their own tests (deposits.test.ts).
 */
async function service(ctx: TestContext, slug: string) {
  const [row] = await ctx.db
    .update(services)
    .set({ depositKind: null, depositValue: null })
    .where(eq(services.slug, slug))
    .returning();
  if (!row) throw new Error(`no service ${slug}`);
  return row;
}

async function professional(ctx: TestContext, name: string) {
  const [row] = await ctx.db.select().from(professionals).where(eq(professionals.name, name));
  if (!row) throw new Error(`no professional ${name}`);
  return row;
}

async function availability(ctx: TestContext, serviceId: string, date: string, pro = '') {
  const res = await ctx.request(
    `/api/availability?service=${serviceId}&professional=${pro}&date=${date}`,
  );
  expect(res.status, `availability ${date}`).toBe(200);
  return (await res.json()) as Availability;
}

async function month(ctx: TestContext, serviceId: string, yearMonth: string, pro = '') {
  const res = await ctx.request(
    `/api/availability/days?service=${serviceId}&professional=${pro}&month=${yearMonth}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as AvailableDays;
}

function book(ctx: TestContext, cookie: string, body: Record<string, unknown>) {
  return ctx.request('/api/appointments', withCookie(cookie, jsonPost(body)));
}

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

async function assignedTo(ctx: TestContext, res: Response) {
  expect(res.status).toBe(201);
  const { appointment } = (await res.json()) as { appointment: ClientAppointment };
  const [row] = await ctx.db
    .select({ name: professionals.name, blockedUntil: appointments.blockedUntil })
    .from(appointments)
    .innerJoin(professionals, eq(professionals.id, appointments.assignedProfessionalId))
    .where(eq(appointments.id, appointment.id));
  return row!;
}

describe('who performs what', () => {
  test('a professional who does not perform a service is never offered nor booked', async ({
    ctx,
  }) => {
    setNow(ctx);
    const facial = await service(ctx, 'hydrating-facial');
    const rafael = await professional(ctx, 'Rafael Lima');
    for (const path of [
      `/api/availability?service=${facial.id}&professional=${rafael.id}&date=${WEDNESDAY}`,
      `/api/availability/days?service=${facial.id}&professional=${rafael.id}&month=2026-12`,
    ]) {
      const res = await ctx.request(path);
      expect(res.status, path).toBe(422);
      expect(await errorOf(res)).toEqual({
        code: 'not_performed',
        message: diaryMessages.notPerformed,
        fields: { professionalId: diaryMessages.notPerformed },
      });
    }
    const cookie = await signedInClient(ctx, 'noface@example.com');
    const res = await book(ctx, cookie, {
      serviceId: facial.id,
      professionalId: rafael.id,
      date: WEDNESDAY,
      time: '10:00',
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ professionalId: diaryMessages.notPerformed });
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });

  test("'No preference' assigns only among those who perform it, in the salon's order", async ({
    ctx,
  }) => {
    setNow(ctx);
    const cookie = await signedInClient(ctx, 'anyone@example.com');
    const cut = await service(ctx, 'classic-cut'); // Rafael alone
    const first = await book(ctx, cookie, { serviceId: cut.id, date: WEDNESDAY, time: '10:00' });
    expect((await assignedTo(ctx, first)).name).toBe('Rafael Lima');
    // Mariana and Juliana are free at 10:00, but they are not barbers.
    const second = await book(ctx, cookie, { serviceId: cut.id, date: WEDNESDAY, time: '10:00' });
    expect(second.status).toBe(409);
    expect((await availability(ctx, cut.id, WEDNESDAY)).times).not.toContain('10:00');

    const massage = await service(ctx, 'swedish-massage'); // Camila alone
    const third = await book(ctx, cookie, {
      serviceId: massage.id,
      date: WEDNESDAY,
      time: '15:00',
    });
    expect((await assignedTo(ctx, third)).name).toBe('Camila Rocha');

    // A facial: Mariana, Chloe and Camila perform it; the first of them free takes it.
    const facial = await service(ctx, 'hydrating-facial');
    const fourth = await book(ctx, cookie, {
      serviceId: facial.id,
      date: WEDNESDAY,
      time: '16:30',
    });
    expect((await assignedTo(ctx, fourth)).name).toBe('Mariana Costa');
  });

  test('removing the mapping removes the times at once; an inactive professional is not offered', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cut = await service(ctx, 'classic-cut');
    const rafael = await professional(ctx, 'Rafael Lima');
    expect((await availability(ctx, cut.id, WEDNESDAY)).times).toHaveLength(TIME_SLOTS.length);
    await ctx.db
      .update(professionals)
      .set({ isActive: false })
      .where(eq(professionals.id, rafael.id));
    expect((await availability(ctx, cut.id, WEDNESDAY)).times).toEqual([]);
    await ctx.db
      .update(professionals)
      .set({ isActive: true })
      .where(eq(professionals.id, rafael.id));
    await ctx.db
      .delete(professionalServices)
      .where(
        and(
          eq(professionalServices.professionalId, rafael.id),
          eq(professionalServices.serviceId, cut.id),
        ),
      );
    expect((await availability(ctx, cut.id, WEDNESDAY)).times).toEqual([]);
    expect((await month(ctx, cut.id, '2026-12')).days).toEqual([]);
  });
});

describe('when nobody works', () => {
  test('a closure removes exactly its dates and shows its reason', async ({ ctx }) => {
    setNow(ctx);
    const cut = await service(ctx, 'cut-blow-dry');
    await ctx.db.insert(closures).values({
      startsOn: '2026-12-01',
      endsOn: '2026-12-02',
      reason: 'Closed for staff training',
    });
    expect(await availability(ctx, cut.id, '2026-12-01')).toEqual({
      date: '2026-12-01',
      times: [],
      closedReason: 'Closed for staff training',
    });
    expect((await availability(ctx, cut.id, '2026-12-02')).times).toEqual([]);
    for (const date of ['2026-11-30', '2026-12-03']) {
      const open = await availability(ctx, cut.id, date);
      expect(open.closedReason, date).toBeNull();
      expect(open.times, date).toHaveLength(TIME_SLOTS.length);
    }
    const december = await month(ctx, cut.id, '2026-12');
    expect(december.closed).toEqual([
      { date: '2026-12-01', reason: 'Closed for staff training' },
      { date: '2026-12-02', reason: 'Closed for staff training' },
      { date: '2026-12-25', reason: BANK_HOLIDAY_REASON },
      { date: '2026-12-28', reason: BANK_HOLIDAY_REASON },
    ]);
    expect(december.days).not.toContain('2026-12-01');
    expect(december.days).toContain('2026-12-03');
    expect(december.days).toContain('2026-12-26'); // Saturday: Boxing Day moved to the Monday

    const cookie = await signedInClient(ctx, 'closed@example.com');
    const res = await book(ctx, cookie, { serviceId: cut.id, date: '2026-12-01', time: '10:00' });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'salon_closed',
      message: 'Closed for staff training',
      fields: { date: 'Closed for staff training' },
    });
  });

  test('a bank holiday is closed by default and opens when the owner opens it', async ({ ctx }) => {
    setNow(ctx);
    const cut = await service(ctx, 'cut-blow-dry');
    expect(await availability(ctx, cut.id, '2026-12-28')).toEqual({
      date: '2026-12-28',
      times: [],
      closedReason: BANK_HOLIDAY_REASON,
    });
    const cookie = await signedInClient(ctx, 'boxing@example.com');
    const refused = await book(ctx, cookie, {
      serviceId: cut.id,
      date: '2026-12-28',
      time: '10:00',
    });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(BANK_HOLIDAY_REASON);

    await ctx.db.insert(bankHolidayOpenings).values({ date: '2026-12-28' });
    const opened = await availability(ctx, cut.id, '2026-12-28');
    expect(opened.closedReason).toBeNull();
    expect(opened.times).toHaveLength(TIME_SLOTS.length);
    expect((await month(ctx, cut.id, '2026-12')).closed).toEqual([
      { date: '2026-12-25', reason: BANK_HOLIDAY_REASON },
    ]);
    const booked = await book(ctx, cookie, {
      serviceId: cut.id,
      date: '2026-12-28',
      time: '10:00',
    });
    expect(booked.status).toBe(201);
  });

  test('part-day time off removes exactly its times, for that professional only', async ({
    ctx,
  }) => {
    setNow(ctx);
    const cut = await service(ctx, 'cut-blow-dry'); // 60 minutes; Mariana and Beatriz
    const mariana = await professional(ctx, 'Mariana Costa');
    const before = (await availability(ctx, cut.id, WEDNESDAY, mariana.id)).times;
    expect(before).toHaveLength(TIME_SLOTS.length);
    await ctx.db.insert(timeOff).values({
      professionalId: mariana.id,
      kind: 'training',
      startsAt: salonInstant(WEDNESDAY, '14:00'),
      endsAt: salonInstant(WEDNESDAY, '16:00'),
    });
    const after = (await availability(ctx, cut.id, WEDNESDAY, mariana.id)).times;
    expect(before.filter((t) => !after.includes(t))).toEqual(['14:00', '14:30', '15:00', '15:30']);
    // With no preference, Beatriz still takes those times.
    expect((await availability(ctx, cut.id, WEDNESDAY)).times).toHaveLength(TIME_SLOTS.length);
    const cookie = await signedInClient(ctx, 'away@example.com');
    const chosen = await book(ctx, cookie, {
      serviceId: cut.id,
      professionalId: mariana.id,
      date: WEDNESDAY,
      time: '15:00',
    });
    expect(chosen.status).toBe(422);
    const any = await book(ctx, cookie, { serviceId: cut.id, date: WEDNESDAY, time: '15:00' });
    expect((await assignedTo(ctx, any)).name).toBe('Beatriz Santos');
  });
});

describe('buffers, patterns and the clock', () => {
  test('a buffer blocks the next start of the same professional', async ({ ctx }) => {
    setNow(ctx);
    const botox = await service(ctx, 'anti-wrinkle-injections-1-area'); // 30 minutes + 15
    // Its prescription rule (issue 33) is clinical-safety.test.ts's: here only the buffer counts.
    await ctx.db.delete(serviceClinicalSafety).where(eq(serviceClinicalSafety.serviceId, botox.id));
    const mariana = await professional(ctx, 'Mariana Costa');
    const cookie = await signedInClient(ctx, 'buffer@example.com');
    const res = await book(ctx, cookie, {
      serviceId: botox.id,
      professionalId: mariana.id,
      date: WEDNESDAY,
      time: '10:00',
      dateOfBirth: '1990-05-04',
    });
    expect((await assignedTo(ctx, res)).blockedUntil.toISOString()).toBe(
      '2026-11-25T10:45:00.000Z',
    );
    const times = (await availability(ctx, botox.id, WEDNESDAY, mariana.id)).times;
    // 10:30 would start inside the clean-up; 09:30 would end at 10:00 and its own buffer run on.
    expect(times).not.toContain('10:30');
    expect(times).not.toContain('09:30');
    expect(times).toContain('09:00');
    expect(times).toContain('11:00');
    const clash = await book(ctx, cookie, {
      serviceId: botox.id,
      professionalId: mariana.id,
      date: WEDNESDAY,
      time: '10:30',
    });
    expect(clash.status).toBe(409);
  });

  test('in British Summer Time a pattern keeps its wall-clock hours', async ({ ctx }) => {
    setNow(ctx, new Date('2027-06-01T08:00:00Z'));
    const filler = await service(ctx, 'lip-filler'); // 45 minutes + 15
    const chloe = await professional(ctx, 'Chloe Bennett'); // Tuesdays 12:00–20:00
    const tuesday = await availability(ctx, filler.id, '2027-06-15', chloe.id);
    expect(tuesday.times).toEqual(TIME_SLOTS.filter((t) => t >= '14:00'));
    expect((await availability(ctx, filler.id, '2027-06-16', chloe.id)).times).toEqual([]);
    const cookie = await signedInClient(ctx, 'bst@example.com');
    const res = await book(ctx, cookie, {
      serviceId: filler.id,
      professionalId: chloe.id,
      date: '2027-06-15',
      time: '19:00',
      dateOfBirth: '1995-01-01',
    });
    const { blockedUntil } = await assignedTo(ctx, res);
    // 19:00 BST is 18:00 UTC; 45 minutes and the 15-minute buffer end at 20:00 BST.
    expect(blockedUntil.toISOString()).toBe('2027-06-15T19:00:00.000Z');
  });

  test('opening hours changed in the settings change the times at once', async ({ ctx }) => {
    setNow(ctx);
    const cut = await service(ctx, 'cut-blow-dry');
    const changed: SalonSettings = {
      ...defaultSalonSettings,
      openingHours: defaultSalonSettings.openingHours.map((h) =>
        h.weekday === 3
          ? { weekday: 3, opens: '10:00', closes: '16:00' }
          : h.weekday === 7
            ? { weekday: 7, opens: '10:00', closes: '16:00' }
            : h,
      ),
    };
    await ctx.db.update(salonSettings).set({ data: changed }).where(eq(salonSettings.id, 1));
    const wednesday = (await availability(ctx, cut.id, WEDNESDAY)).times;
    expect(wednesday[0]).toBe('10:00');
    expect(wednesday.at(-1)).toBe('15:00');
    // Sunday now opens for those who follow the opening hours (Mariana), not for Beatriz.
    const mariana = await professional(ctx, 'Mariana Costa');
    const beatriz = await professional(ctx, 'Beatriz Santos');
    expect((await availability(ctx, cut.id, '2026-11-29', mariana.id)).times).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
    expect((await availability(ctx, cut.id, '2026-11-29', beatriz.id)).times).toEqual([]);
    const cookie = await signedInClient(ctx, 'hours@example.com');
    const late = await book(ctx, cookie, { serviceId: cut.id, date: WEDNESDAY, time: '16:00' });
    expect(late.status).toBe(422);
  });
});

describe('18+ treatments', () => {
  async function setUp(ctx: TestContext, email: string) {
    setNow(ctx);
    const cookie = await signedInClient(ctx, email);
    const filler = await service(ctx, 'lip-filler');
    const [account] = await ctx.db.select().from(user).where(eq(user.email, email));
    return { cookie, filler, userId: account!.id };
  }

  test('availability is public and needs no date of birth', async ({ ctx }) => {
    setNow(ctx);
    const filler = await service(ctx, 'lip-filler');
    expect((await availability(ctx, filler.id, WEDNESDAY)).times.length).toBeGreaterThan(0);
  });

  test('a missing date of birth is asked for', async ({ ctx }) => {
    const { cookie, filler } = await setUp(ctx, 'nodob@example.com');
    const res = await book(ctx, cookie, { serviceId: filler.id, date: WEDNESDAY, time: '10:00' });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'date_of_birth_required',
      message: diaryMessages.dateOfBirthMissing,
      fields: { dateOfBirth: diaryMessages.dateOfBirthMissing },
    });
  });

  test('a 17-year-old (18 tomorrow) is refused; on their birthday they are accepted', async ({
    ctx,
  }) => {
    const { cookie, filler } = await setUp(ctx, 'young@example.com');
    const res = await book(ctx, cookie, {
      serviceId: filler.id,
      date: WEDNESDAY,
      time: '10:00',
      dateOfBirth: '2008-11-26',
    });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'under_age',
      message: diaryMessages.underAge,
      fields: { dateOfBirth: diaryMessages.underAge },
    });
    // The next day is their 18th birthday: the date saved on the profile is enough.
    const birthday = await book(ctx, cookie, {
      serviceId: filler.id,
      date: '2026-11-26',
      time: '10:00',
    });
    expect(birthday.status).toBe(201);
  });

  test('born on 29 February: 18 on 1 March in a year without one', async ({ ctx }) => {
    const { cookie, filler } = await setUp(ctx, 'leap@example.com');
    setNow(ctx, new Date('2026-02-20T08:00:00Z'));
    const lastDay = await book(ctx, cookie, {
      serviceId: filler.id,
      date: '2026-02-28',
      time: '10:00',
      dateOfBirth: '2008-02-29',
    });
    expect((await errorOf(lastDay)).code).toBe('under_age');
    const firstOfMarch = await book(ctx, cookie, {
      serviceId: filler.id,
      date: '2026-03-02',
      time: '10:00',
    });
    expect(firstOfMarch.status).toBe(201);
  });

  test('the date of birth given with a booking is saved on the profile, created if needed', async ({
    ctx,
  }) => {
    const { cookie, filler, userId } = await setUp(ctx, 'saved@example.com');
    await ctx.db.delete(profiles).where(eq(profiles.userId, userId));
    const res = await book(ctx, cookie, {
      serviceId: filler.id,
      date: WEDNESDAY,
      time: '11:00',
      dateOfBirth: '1990-07-14',
      // The profile is gone with its mobile, which a new online booking needs (issue 32).
      phone: '07700 900123',
    });
    expect(res.status).toBe(201);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ dateOfBirth: '1990-07-14', fullName: 'Test Client' });
    const me = (await (await ctx.request('/api/me', withCookie(cookie))).json()) as {
      profile: { dateOfBirth: string | null };
    };
    expect(me.profile.dateOfBirth).toBe('1990-07-14');
    // Later bookings use the saved date.
    const again = await book(ctx, cookie, { serviceId: filler.id, date: WEDNESDAY, time: '15:00' });
    expect(again.status).toBe(201);
    const rows = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.userId, userId))
      .orderBy(asc(appointments.startsAt));
    expect(rows).toHaveLength(2);
  });
});
