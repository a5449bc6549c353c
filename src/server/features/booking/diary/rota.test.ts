import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { as, json, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { salonInstant } from '@shared/salon-dates';
import { type AdminProfessional, rotaMessages } from '@shared/schemas/admin-catalogue';
import type { AdminDiaryWeek } from '@shared/schemas/admin-diary';
import type { AdminAppointment, Availability, AvailableDays } from '@shared/schemas/booking';
import { appointments } from '../../../db/schema/booking';
import { professionals } from '../../../db/schema/catalogue';

// Alternating rotas (issue 30): a professional's pattern may repeat every 2, 3 or 4 weeks from a
// start date. Whether they work at a time follows the rota's week everywhere the diary is read.

/** Monday 8 March 2027, 08:00 in Birmingham (GMT); the clocks go forward on Sunday 28 March. */
const NOW = new Date('2027-03-08T08:00:00Z');

/**
 * Week 1 from Monday 15 March (sent as that week's Wednesday): Tuesdays 09:00–13:00; week 2:
 * Thursdays 14:00–18:00. So 16 and 30 March are week-1 Tuesdays, 23 March a week-2 Tuesday,
 * 25 March a week-2 Thursday and 18 March a week-1 Thursday.
 */
const ROTA = {
  followsOpeningHours: false,
  rotaWeeks: 2,
  rotaStartsOn: '2027-03-17',
  intervals: [
    { week: 1, weekday: 2, start: '09:00', end: '13:00' },
    { week: 2, weekday: 4, start: '14:00', end: '18:00' },
  ],
};

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function setUp(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const admin = await signedInAdmin(ctx);
  const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
  const pro = team[0]!;
  const schedule = (body: unknown) =>
    ctx.request(`/api/admin/professionals/${pro.id}/schedule`, as(admin, 'PUT', body));
  const times = async (date: string) => {
    const res = await ctx.request(
      `/api/availability?service=${service.id}&professional=${pro.id}&date=${date}`,
    );
    expect(res.status, date).toBe(200);
    return (await json<Availability>(res)).times;
  };
  const deskTimes = async (date: string) => {
    const res = await ctx.request(
      `/api/admin/appointments/availability?service=${service.id}&professional=${pro.id}&date=${date}`,
      as(admin),
    );
    expect(res.status, date).toBe(200);
    return (await json<{ times: string[] }>(res)).times;
  };
  const deskBook = (date: string, time: string) =>
    ctx.request(
      '/api/admin/appointments',
      as(admin, 'POST', {
        newClient: { name: 'Rota Client', phone: '07700 900 123' },
        serviceId: service.id,
        professionalId: pro.id,
        date,
        time,
      }),
    );
  const move = (id: string, date: string, time: string) =>
    ctx.request(`/api/admin/appointments/${id}/move`, as(admin, 'POST', { date, time }));
  const week = async (start: string) => {
    const res = await ctx.request(`/api/admin/diary/week?start=${start}`, as(admin));
    expect(res.status).toBe(200);
    return (await json<AdminDiaryWeek>(res)).professionals.find((p) => p.id === pro.id)!;
  };
  return { admin, pro, service, schedule, times, deskTimes, deskBook, move, week };
}

describe('a two-week rota', () => {
  test('is stored from the Monday of its start’s week and read back', async ({ ctx }) => {
    const { admin, pro, schedule } = await setUp(ctx);
    const res = await schedule(ROTA);
    expect(res.status).toBe(200);
    const saved = await json<AdminProfessional>(res);
    expect(saved).toMatchObject({
      followsOpeningHours: false,
      rotaWeeks: 2,
      rotaStartsOn: '2027-03-15',
      intervals: ROTA.intervals,
    });
    const read = await ctx.request(`/api/admin/professionals/${pro.id}/schedule`, as(admin));
    expect(read.status).toBe(200);
    expect(await json<AdminProfessional>(read)).toEqual(saved);
    const [row] = await ctx.db.select().from(professionals).where(eq(professionals.id, pro.id));
    expect([row!.rotaWeeks, row!.rotaStartsOn]).toEqual([2, '2027-03-15']);

    // Back to one week: the start means nothing and is not kept.
    const back = await schedule({
      followsOpeningHours: false,
      rotaWeeks: 1,
      rotaStartsOn: '2027-03-15',
      intervals: [{ weekday: 2, start: '09:00', end: '13:00' }],
    });
    expect(await json<AdminProfessional>(back)).toMatchObject({
      rotaWeeks: 1,
      rotaStartsOn: null,
      intervals: [{ week: 1, weekday: 2, start: '09:00', end: '13:00' }],
    });
  });

  test('free times, days and the desk’s times follow the week of the rota', async ({ ctx }) => {
    const { service, pro, schedule, times, deskTimes } = await setUp(ctx);
    expect((await schedule(ROTA)).status).toBe(200);
    // Working on a week-1 Tuesday, not on the week-2 Tuesday after it.
    expect(await times('2027-03-16')).toContain('09:00');
    expect(await times('2027-03-16')).not.toContain('14:00');
    expect(await times('2027-03-23')).toEqual([]);
    // Thursdays the other way round.
    expect(await times('2027-03-18')).toEqual([]);
    expect(await times('2027-03-25')).toContain('14:00');
    expect(await times('2027-03-25')).not.toContain('10:00');
    expect(await deskTimes('2027-03-23')).toEqual([]);
    expect(await deskTimes('2027-03-16')).toContain('10:00');

    const res = await ctx.request(
      `/api/availability/days?service=${service.id}&professional=${pro.id}&month=2027-03`,
    );
    const { days } = await json<AvailableDays>(res);
    // The week before the start counts back as week 2: its Thursday (the 11th) is worked.
    expect(days).toEqual(['2027-03-11', '2027-03-16', '2027-03-25', '2027-03-30']);
  });

  test('a desk booking and a move follow it, across the spring clock change', async ({ ctx }) => {
    const { schedule, deskBook, move } = await setUp(ctx);
    expect((await schedule(ROTA)).status).toBe(200);
    const refused = await deskBook('2027-03-23', '10:00');
    expect(refused.status).toBe(422);
    expect((await json<ErrorBody>(refused)).error.code).toBe('slot_unavailable');

    const booked = await deskBook('2027-03-16', '10:00');
    expect(booked.status).toBe(201);
    const { appointment } = await json<{ appointment: AdminAppointment }>(booked);
    const stay = await move(appointment.id, '2027-03-23', '10:00');
    expect(stay.status).toBe(422);
    expect((await json<ErrorBody>(stay)).error.code).toBe('slot_unavailable');
    // 30 March is week 1 again, in British Summer Time: 10:00 there is 09:00 UTC.
    expect((await move(appointment.id, '2027-03-30', '10:00')).status).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row!.startsAt).toEqual(salonInstant('2027-03-30', '10:00'));
    expect(row!.startsAt.toISOString()).toBe('2027-03-30T09:00:00.000Z');
  });

  test('the team’s week shows the rota’s week, before and after the clocks change', async ({
    ctx,
  }) => {
    const { schedule, week } = await setUp(ctx);
    expect((await schedule(ROTA)).status).toBe(200);
    // 22–28 March holds the clock change (Sunday): week 2 of the rota.
    const crossing = await week('2027-03-24');
    expect(crossing.rotaWeek).toEqual({ week: 2, of: 2 });
    expect(crossing.days.map((d) => d.working)).toEqual([
      [],
      [],
      [],
      [{ start: '14:00', end: '18:00' }],
      [],
      [],
      [],
    ]);
    const after = await week('2027-03-29');
    expect(after.rotaWeek).toEqual({ week: 1, of: 2 });
    expect(after.days[1]!.working).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(after.days[3]!.working).toEqual([]);
  });
});

describe('a rota’s validation', () => {
  test('bad rotas are refused with Portuguese messages on their fields', async ({ ctx }) => {
    const { schedule, pro } = await setUp(ctx);
    const tuesday = { weekday: 2, start: '09:00', end: '13:00' };
    const cases: [unknown, string, string][] = [
      [{ ...ROTA, rotaWeeks: 5 }, 'rotaWeeks', rotaMessages.weeks],
      [{ ...ROTA, rotaWeeks: '2' }, 'rotaWeeks', rotaMessages.weeks],
      [{ ...ROTA, rotaStartsOn: null }, 'rotaStartsOn', rotaMessages.startsOn],
      [{ ...ROTA, rotaStartsOn: '2027-02-30' }, 'rotaStartsOn', rotaMessages.startsOnInvalid],
      [
        { ...ROTA, intervals: [{ ...tuesday, week: 3 }] },
        'intervals.0.week',
        'A semana 3 não existe: o horário repete a cada 2 semanas.',
      ],
      [
        { ...ROTA, rotaWeeks: 1, intervals: [{ ...tuesday, week: 2 }] },
        'intervals.0.week',
        'A semana 2 não existe: o horário repete a cada semana.',
      ],
      [{ ...ROTA, intervals: [{ ...tuesday, week: 0 }] }, 'intervals.0.week', 'Semana inválida'],
      [
        {
          ...ROTA,
          intervals: [
            { ...tuesday, week: 2 },
            { week: 2, weekday: 2, start: '12:00', end: '15:00' },
          ],
        },
        'intervals.1.start',
        'Semana 2, Terça: os horários 09:00–13:00 e 12:00–15:00 se sobrepõem.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await schedule(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await json<ErrorBody>(res);
      expect(error.fields?.[field], JSON.stringify(body)).toContain(message);
    }
    const [row] = await ctx.db.select().from(professionals).where(eq(professionals.id, pro.id));
    expect(row!.rotaWeeks).toBe(1);
    // The same hours in two weeks of the rota are no overlap.
    const both = await schedule({
      ...ROTA,
      intervals: [tuesday, { ...tuesday, week: 2 }],
    });
    expect(both.status).toBe(200);
  });
});
