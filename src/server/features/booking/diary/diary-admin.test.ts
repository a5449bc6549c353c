import { eq, sql } from 'drizzle-orm';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import type {
  AdminBankHoliday,
  AdminClosure,
  AdminDiaryWeek,
  AdminTimeOff,
  DiarySaved,
} from '@shared/schemas/admin-diary';
import { MAX_RANGE_DAYS } from '@shared/schemas/admin-diary';
import type { Page } from '@shared/schemas/admin-pagination';
import { salonInstant } from '@shared/salon-dates';
import { as, json, signedInAdmin, speaksEnglish } from '../../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../../tests/support/auth-helpers';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { user } from '../../../db/schema/auth';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { bankHolidayOpenings } from '../../../db/schema/diary';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const NOW = new Date('2026-11-23T08:00:00Z');

/** An admin, a professional of this test's own, a client and a way to book them directly. */
async function setUp(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const admin = await signedInAdmin(ctx);
  const client = await signedInClient(ctx, 'client@example.com');
  const [clientRow] = await ctx.db.select().from(user).where(eq(user.email, 'client@example.com'));
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const hire = async (name: string) =>
    json<AdminProfessional>(
      await ctx.request('/api/admin/professionals', as(admin, 'POST', { name })),
    );
  const pro = await hire('Diary Test Pro');
  // Straight into the table: these tests are about the back office, not the booking rules.
  const book = async (date: string, time: string, professionalId = pro.id, status = 'pending') => {
    const startsAt = salonInstant(date, time);
    const endsAt = new Date(startsAt.getTime() + service!.durationMinutes * 60_000);
    const [row] = await ctx.db
      .insert(appointments)
      .values({
        clientId: sql`(select id from clients where user_id = ${clientRow!.id})`,
        userId: clientRow!.id,
        serviceId: service!.id,
        assignedProfessionalId: professionalId,
        startsAt,
        endsAt,
        blockedUntil: endsAt,
        totalPricePence: service!.pricePence,
        status: status as 'pending',
      })
      .returning();
    return row!;
  };
  const send = (path: string, method = 'GET', body?: unknown) =>
    ctx.request(`/api/admin/diary${path}`, as(admin, method, body));
  return { admin, client, pro, hire, book, send, service: service! };
}

const actions = async (ctx: TestContext) =>
  (await ctx.db.select().from(adminAuditLog)).map((a) => a.action);

describe('the diary’s back office', () => {
  test('anonymous and client callers are refused on every route', async ({ ctx }) => {
    const { client } = await setUp(ctx);
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['/week?start=2026-11-23', 'GET'],
      ['/closures', 'GET'],
      ['/closures', 'POST', { startsOn: '2026-12-24', endsOn: '2026-12-24', reason: 'x' }],
      [`/closures/${id}`, 'PUT', { startsOn: '2026-12-24', endsOn: '2026-12-24', reason: 'x' }],
      [`/closures/${id}`, 'DELETE'],
      ['/time-off', 'GET'],
      ['/time-off', 'POST', {}],
      [`/time-off/${id}`, 'PUT', {}],
      [`/time-off/${id}`, 'DELETE'],
      ['/bank-holidays', 'GET'],
      ['/bank-holidays/2026-12-25', 'PUT', { open: true }],
    ];
    for (const [path, method, body] of routes) {
      const url = `/api/admin/diary${path}`;
      expect((await ctx.request(url, as(undefined, method, body))).status, url).toBe(401);
      expect((await ctx.request(url, as(client, method, body))).status, url).toBe(403);
    }
  });

  test('a closure lists the live bookings it overlaps and cancels none; audited', async ({
    ctx,
  }) => {
    const { book, send } = await setUp(ctx);
    const inside = await book('2026-12-23', '10:00');
    const confirmed = await book('2026-12-24', '14:00', undefined, 'confirmed');
    const cancelled = await book('2026-12-24', '15:00', undefined, 'cancelled');
    const outside = await book('2026-12-22', '10:00');

    const res = await send('/closures', 'POST', {
      startsOn: '2026-12-23',
      endsOn: '2026-12-24',
      reason: ' Closed for Christmas ',
    });
    expect(res.status).toBe(201);
    const saved = await json<DiarySaved<AdminClosure>>(res);
    expect(saved.item).toMatchObject({
      startsOn: '2026-12-23',
      endsOn: '2026-12-24',
      reason: 'Closed for Christmas',
    });
    expect(saved.affected.map((a) => a.id)).toEqual([inside.id, confirmed.id]);
    expect(saved.affected[0]).toMatchObject({
      clientEmail: 'client@example.com',
      date: '2026-12-23',
      time: '10:00',
      assignedProfessionalName: 'Diary Test Pro',
      status: 'pending',
    });
    const statuses = await ctx.db.select().from(appointments);
    const statusOf = (id: string) => statuses.find((a) => a.id === id)!.status;
    expect([inside, confirmed, cancelled, outside].map((a) => statusOf(a.id))).toEqual([
      'pending',
      'confirmed',
      'cancelled',
      'pending',
    ]);

    const list = await json<Page<AdminClosure>>(await send('/closures'));
    expect(list.items.map((c) => c.reason)).toEqual(['Closed for Christmas']);
    expect(list.items[0]!.affected).toHaveLength(2);

    const edited = await send(`/closures/${saved.item.id}`, 'PUT', {
      startsOn: '2026-12-22',
      endsOn: '2026-12-22',
      reason: 'Staff training',
    });
    expect(edited.status).toBe(200);
    expect((await json<DiarySaved<AdminClosure>>(edited)).affected.map((a) => a.id)).toEqual([
      outside.id,
    ]);
    expect((await send(`/closures/${saved.item.id}`, 'DELETE')).status).toBe(200);
    expect((await send(`/closures/${saved.item.id}`, 'DELETE')).status).toBe(404);
    expect((await send(`/closures/nope`, 'DELETE')).status).toBe(404);
    expect(await actions(ctx)).toEqual(
      expect.arrayContaining(['closure.create', 'closure.update', 'closure.delete']),
    );
  });

  test('closures: bad input is a 400 with the field’s message; past and upcoming lists', async ({
    ctx,
  }) => {
    const { send } = await setUp(ctx);
    const cases: [unknown, string, string][] = [
      [{ startsOn: '2026-12-24', endsOn: '2026-12-23', reason: 'x' }, 'endsOn', 'posterior'],
      [{ startsOn: '2026-02-30', endsOn: '2026-03-01', reason: 'x' }, 'startsOn', 'não existe'],
      [{ startsOn: '24/12/2026', endsOn: '2026-12-24', reason: 'x' }, 'startsOn', 'AAAA-MM-DD'],
      [{ startsOn: '2026-12-24', endsOn: '2026-12-24', reason: '  ' }, 'reason', 'em inglês'],
      [{ startsOn: '2026-01-01', endsOn: '2027-06-01', reason: 'x' }, 'endsOn', 'no máximo 366'],
    ];
    for (const [body, field, message] of cases) {
      const res = await send('/closures', 'POST', body);
      expect(res.status, field).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields?.[field], field).toContain(message);
    }
    for (const [startsOn, reason] of [
      ['2026-11-01', 'Old'],
      ['2027-01-05', 'Later'],
      ['2026-12-01', 'Sooner'],
    ] as const)
      await send('/closures', 'POST', { startsOn, endsOn: startsOn, reason });
    const upcoming = await json<Page<AdminClosure>>(await send('/closures'));
    expect(upcoming.items.map((c) => c.reason)).toEqual(['Sooner', 'Later']);
    const past = await json<Page<AdminClosure>>(await send('/closures?when=past'));
    expect(past.items.map((c) => c.reason)).toEqual(['Old']);
    expect((await send('/closures?when=soon')).status).toBe(400);
  });

  test('time off, whole days or part of one, lists only its professional’s bookings', async ({
    ctx,
  }) => {
    const { book, send, hire, pro } = await setUp(ctx);
    const other = await hire('Other Diary Pro');
    const morning = await book('2026-12-02', '10:00');
    const afternoon = await book('2026-12-02', '15:00');
    await book('2026-12-02', '10:00', other.id);

    const part = await send('/time-off', 'POST', {
      professionalId: pro.id,
      kind: 'training',
      allDay: false,
      startsOn: '2026-12-02',
      startTime: '14:00',
      endTime: '17:30',
      note: 'Colour course',
    });
    expect(part.status).toBe(201);
    const partSaved = await json<DiarySaved<AdminTimeOff>>(part);
    expect(partSaved.item).toMatchObject({
      allDay: false,
      startsOn: '2026-12-02',
      endsOn: '2026-12-02',
      startTime: '14:00',
      endTime: '17:30',
      startsAt: '2026-12-02T14:00:00.000Z',
      professionalName: 'Diary Test Pro',
    });
    expect(partSaved.affected.map((a) => a.id)).toEqual([afternoon.id]);

    const whole = await send(`/time-off/${partSaved.item.id}`, 'PUT', {
      professionalId: pro.id,
      kind: 'sickness',
      allDay: true,
      startsOn: '2026-12-01',
      endsOn: '2026-12-02',
    });
    expect(whole.status).toBe(200);
    const wholeSaved = await json<DiarySaved<AdminTimeOff>>(whole);
    expect(wholeSaved.item).toMatchObject({
      kind: 'sickness',
      allDay: true,
      startsOn: '2026-12-01',
      endsOn: '2026-12-02',
      startTime: null,
    });
    expect(wholeSaved.affected.map((a) => a.id)).toEqual([morning.id, afternoon.id]);
    const rows = await ctx.db.select().from(appointments);
    expect(rows.every((a) => a.status === 'pending')).toBe(true);

    const list = await json<Page<AdminTimeOff>>(await send('/time-off'));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.affected).toHaveLength(2);
    expect((await send(`/time-off/${wholeSaved.item.id}`, 'DELETE')).status).toBe(200);
    expect(await actions(ctx)).toEqual(
      expect.arrayContaining(['time_off.create', 'time_off.update', 'time_off.delete']),
    );
  });

  test('time off: bad input is a 400 with the field’s message', async ({ ctx }) => {
    const { send, pro } = await setUp(ctx);
    const base = { professionalId: pro.id, kind: 'holiday', startsOn: '2026-12-02' };
    const cases: [unknown, string, string][] = [
      [{ ...base, allDay: false, startTime: '14:00' }, 'endTime', 'hora de fim'],
      [{ ...base, allDay: false, startTime: '14:00', endTime: '13:00' }, 'endTime', 'depois'],
      [{ ...base, allDay: false, startTime: '14:10', endTime: '15:00' }, 'startTime', '15 em 15'],
      [{ ...base, allDay: true, endsOn: '2026-12-01' }, 'endsOn', 'posterior'],
      [{ ...base, allDay: true, kind: 'party' }, 'kind', 'tipo de ausência'],
      [{ ...base, allDay: true, professionalId: 'x' }, 'professionalId', 'profissional'],
      [
        { ...base, allDay: true, professionalId: '00000000-0000-4000-8000-000000000000' },
        'professionalId',
        'profissional da equipe',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await send('/time-off', 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<ErrorBody>(res)).error.fields?.[field], field).toContain(message);
    }
  });

  test('an English-speaking member of the team is refused in English', async ({ ctx }) => {
    const { send, pro } = await setUp(ctx);
    await speaksEnglish(ctx);
    const base = { professionalId: pro.id, kind: 'holiday', startsOn: '2026-12-02' };
    const bad = await send('/time-off', 'POST', { ...base, allDay: false, startTime: '14:00' });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.fields).toEqual({ endTime: 'Enter the end time.' });
    const gone = await send('/closures/00000000-0000-4000-8000-000000000000', 'DELETE');
    expect(gone.status).toBe(404);
    expect((await json<ErrorBody>(gone)).error.message).toBe('Closure not found.');
    // A message built from parts: the longest period, from its template.
    const long = await send('/closures', 'POST', {
      startsOn: '2026-12-01',
      endsOn: '2027-12-31',
      reason: 'Refurbishment',
    });
    expect(long.status).toBe(400);
    expect((await json<ErrorBody>(long)).error.message).toBe(
      `A period can be at most ${MAX_RANGE_DAYS} days.`,
    );
  });

  test('bank holidays come from the calendar; the owner opens and closes one, audited', async ({
    ctx,
  }) => {
    const { send } = await setUp(ctx);
    const list = await json<{ items: AdminBankHoliday[] }>(await send('/bank-holidays'));
    expect(list.items[0]).toEqual({ date: '2026-12-25', name: 'Christmas Day', open: false });
    expect(list.items.map((h) => h.date)).toEqual(
      expect.arrayContaining(['2026-12-28', '2027-03-29', '2027-08-30']),
    );
    expect(list.items.every((h) => h.date <= '2027-11-24')).toBe(true);

    const opened = await send('/bank-holidays/2027-03-29', 'PUT', { open: true });
    expect(opened.status).toBe(200);
    expect(await json<AdminBankHoliday>(opened)).toEqual({
      date: '2027-03-29',
      name: 'Easter Monday',
      open: true,
    });
    expect(await ctx.db.select().from(bankHolidayOpenings)).toHaveLength(1);
    const again = await json<{ items: AdminBankHoliday[] }>(await send('/bank-holidays'));
    expect(again.items.find((h) => h.date === '2027-03-29')?.open).toBe(true);
    await send('/bank-holidays/2027-03-29', 'PUT', { open: false });
    expect(await ctx.db.select().from(bankHolidayOpenings)).toHaveLength(0);
    expect(await actions(ctx)).toEqual(
      expect.arrayContaining(['bank_holiday.open', 'bank_holiday.close']),
    );
    expect((await send('/bank-holidays/2027-03-30', 'PUT', { open: true })).status).toBe(404);
    expect((await send('/bank-holidays/xmas', 'PUT', { open: true })).status).toBe(404);
    expect((await send('/bank-holidays/2027-03-29', 'PUT', { open: 'yes' })).status).toBe(400);
  });
});

describe('the team’s week', () => {
  test('working hours, time off, closures and bookings, in British Summer Time', async ({
    ctx,
  }) => {
    const { send, pro, book, admin } = await setUp(ctx);
    await ctx.request(
      `/api/admin/professionals/${pro.id}/schedule`,
      as(admin, 'PUT', {
        followsOpeningHours: false,
        intervals: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '13:00', end: '18:00' },
        ],
      }),
    );
    const booking = await book('2027-06-08', '10:00');
    await send('/time-off', 'POST', {
      professionalId: pro.id,
      kind: 'training',
      allDay: false,
      startsOn: '2027-06-08',
      startTime: '15:00',
      endTime: '16:30',
    });
    await send('/closures', 'POST', {
      startsOn: '2027-06-11',
      endsOn: '2027-06-11',
      reason: 'Closed for a private event',
    });
    // Any day of the week names it.
    const week = await json<AdminDiaryWeek>(await send('/week?start=2027-06-10'));
    expect(week.start).toBe('2027-06-07');
    expect(week.end).toBe('2027-06-13');
    expect(week.days[4]).toEqual({
      date: '2027-06-11',
      closedReason: 'Closed for a private event',
      bankHoliday: null,
    });
    const row = week.professionals.find((p) => p.id === pro.id)!;
    const tuesday = row.days[1]!;
    expect(tuesday.working).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '18:00' },
    ]);
    expect(tuesday.timeOff).toMatchObject([{ kind: 'training', start: '15:00', end: '16:30' }]);
    expect(tuesday.bookings).toEqual([
      {
        id: booking.id,
        serviceName: expect.any(String),
        clientName: expect.any(String),
        status: 'pending',
        start: '10:00',
        end: expect.stringMatching(/^1[01]:\d\d$/),
        // A booking of one service, not part of a visit.
        visit: null,
      },
    ]);
    expect(row.days[0]!.working).toEqual([]);
    expect(row.days[4]!.working).toEqual([]);
    expect((await send('/week?start=2027-13-01')).status).toBe(400);
    expect((await send('/week')).status).toBe(400);
  });

  test('across the spring clock change: salon times, a closed bank holiday, whole days', async ({
    ctx,
  }) => {
    const { send, pro, book } = await setUp(ctx);
    ctx.clock.advance(new Date('2027-03-01T08:00:00Z').getTime() - ctx.clock.now().getTime());
    const before = await book('2027-03-26', '10:00');
    const after = await book('2027-03-30', '10:00');
    await send('/time-off', 'POST', {
      professionalId: pro.id,
      kind: 'holiday',
      allDay: true,
      startsOn: '2027-03-27',
      endsOn: '2027-03-28',
    });
    const first = await json<AdminDiaryWeek>(await send('/week?start=2027-03-22'));
    const row = first.professionals.find((p) => p.id === pro.id)!;
    expect(row.days[4]!.bookings.map((b) => [b.id, b.start])).toEqual([[before.id, '10:00']]);
    // Sunday 28 March 2027 has 23 hours; the whole day is still 00:00–24:00.
    expect(row.days[5]!.timeOff).toMatchObject([{ start: '00:00', end: '24:00', allDay: true }]);
    expect(row.days[6]!.timeOff).toMatchObject([{ start: '00:00', end: '24:00', allDay: true }]);
    // Opening hours by default: Saturday 08:00–18:00, Sunday closed.
    expect(row.days[5]!.working).toEqual([{ start: '08:00', end: '18:00' }]);
    expect(row.days[6]!.working).toEqual([]);

    const second = await json<AdminDiaryWeek>(await send('/week?start=2027-03-29'));
    expect(second.days[0]).toEqual({
      date: '2027-03-29',
      closedReason: 'Closed for the bank holiday',
      bankHoliday: { name: 'Easter Monday', open: false },
    });
    const next = second.professionals.find((p) => p.id === pro.id)!;
    expect(next.days[0]!.working).toEqual([]);
    expect(next.days[1]!.bookings.map((b) => [b.id, b.start])).toEqual([[after.id, '10:00']]);
    // 10:00 in summer time is 09:00 UTC.
    const [stored] = await ctx.db.select().from(appointments).where(eq(appointments.id, after.id));
    expect(stored!.startsAt.toISOString()).toBe('2027-03-30T09:00:00.000Z');

    await send('/bank-holidays/2027-03-29', 'PUT', { open: true });
    const opened = await json<AdminDiaryWeek>(await send('/week?start=2027-03-29'));
    expect(opened.days[0]!.closedReason).toBeNull();
    expect(opened.professionals.find((p) => p.id === pro.id)!.days[0]!.working).toEqual([
      { start: '09:00', end: '20:00' },
    ]);
  });
});
