import { and, eq } from 'drizzle-orm';
import { as, json, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { bookingMessages, TIME_SLOTS } from '@shared/booking';
import type { AdminAppointment, ClientAppointment } from '@shared/schemas/booking';
import type { DeskBookingInput } from '@shared/schemas/desk-booking';
import {
  defaultSalonSettings,
  type OnlineBookingSettings,
  type SalonSettings,
} from '@shared/schemas/settings';
import { STAFF_START_MESSAGE } from '@shared/start-times';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { workingIntervals } from '../../../db/schema/diary';
import { mailQueue } from '../../../db/schema/mail';

// Start times that follow the diary (issue 30, decision 046): staff at any 5-minute boundary of a
// professional's working time; clients online at the owner's choice, the fixed list or every N
// minutes from each professional's working start.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const MONDAY = '2026-11-30';
const WEDNESDAY = '2026-11-25';
/** Beatriz works Saturdays 08:00–17:00 (the seed); the salon opens 08:00–18:00. */
const SATURDAY = '2026-11-28';

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Every `step` minutes from `from` up to and including `last`. */
function every(step: number, from: string, last: string): string[] {
  const times: string[] = [];
  for (let m = minutes(from); m <= minutes(last); m += step)
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return times;
}

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

async function setUp(ctx: TestContext) {
  setNow(ctx);
  const owner = await signedInAdmin(ctx, 'owner@example.com');
  const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const named = async (name: string) =>
    (await ctx.db.select().from(professionals).where(eq(professionals.name, name)))[0]!;
  const beatriz = await named('Beatriz Santos');
  const mariana = await named('Mariana Costa');

  /** Replaces Beatriz's hours on one weekday (wall-clock intervals). */
  const beatrizWorks = async (weekday: number, ...intervals: [string, string][]) => {
    await ctx.db
      .delete(workingIntervals)
      .where(
        and(eq(workingIntervals.professionalId, beatriz.id), eq(workingIntervals.weekday, weekday)),
      );
    await ctx.db.insert(workingIntervals).values(
      intervals.map(([from, to]) => ({
        professionalId: beatriz.id,
        weekday,
        startMinute: minutes(from),
        endMinute: minutes(to),
      })),
    );
  };

  const onlineBooking = async (choice: Partial<OnlineBookingSettings>) => {
    const current = await json<SalonSettings>(await ctx.request('/api/admin/settings', as(owner)));
    const next = { ...current, onlineBooking: { ...current.onlineBooking, ...choice } };
    const res = await ctx.request('/api/admin/settings', as(owner, 'PUT', next));
    expect(res.status).toBe(200);
  };

  const desk = (body: Partial<DeskBookingInput>) =>
    ctx.request(
      '/api/admin/appointments',
      as(owner, 'POST', {
        newClient: { name: 'Joana Prado', phone: '07700 900 461' },
        serviceId: cut!.id,
        ...body,
      }),
    );
  const deskBooked = async (body: Partial<DeskBookingInput>) => {
    const res = await desk(body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await json<{ appointment: AdminAppointment }>(res)).appointment;
  };

  const freeTimes = async (date: string, professional = '') => {
    const res = await ctx.request(
      `/api/availability?service=${cut!.id}&professional=${professional}&date=${date}`,
    );
    expect(res.status).toBe(200);
    return (await json<{ times: string[] }>(res)).times;
  };
  const client = await signedInClient(ctx, 'clara@example.com');
  const online = (body: { date: string; time: string; professionalId?: string }) =>
    ctx.request(
      '/api/appointments',
      withCookie(client, jsonPost({ serviceId: cut!.id, professionalId: '', ...body })),
    );
  const onlineBooked = async (body: { date: string; time: string; professionalId?: string }) => {
    const res = await online(body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await json<{ appointment: ClientAppointment }>(res)).appointment;
  };
  const startOf = async (id: string) =>
    (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  return {
    owner,
    client,
    cut: cut!,
    beatriz,
    mariana,
    beatrizWorks,
    onlineBooking,
    desk,
    deskBooked,
    freeTimes,
    online,
    onlineBooked,
    startOf,
  };
}

describe('staff start appointments at any 5 minutes of the working time', () => {
  test('the desk books Beatriz at 08:00 and 12:15 on her Saturday; outside her hours it is refused', async ({
    ctx,
  }) => {
    const { beatriz, desk, deskBooked, startOf } = await setUp(ctx);
    const early = await deskBooked({ professionalId: beatriz.id, date: SATURDAY, time: '08:00' });
    expect(early).toMatchObject({ time: '08:00', assignedProfessionalName: 'Beatriz Santos' });
    const lunch = await deskBooked({ professionalId: beatriz.id, date: SATURDAY, time: '12:15' });
    expect(lunch).toMatchObject({ time: '12:15', status: 'confirmed' });
    expect((await startOf(lunch.id)).startsAt.toISOString()).toBe('2026-11-28T12:15:00.000Z');

    const outside = [
      { date: SATURDAY, time: '07:55' }, // before she starts
      { date: SATURDAY, time: '16:05' }, // an hour's service would end after 17:00
      { date: MONDAY, time: '12:15' }, // she does not work Mondays
    ];
    for (const slot of outside) {
      const res = await desk({ professionalId: beatriz.id, ...slot });
      expect(res.status, JSON.stringify(slot)).toBe(422);
      expect(await errorOf(res), JSON.stringify(slot)).toMatchObject({
        code: 'slot_unavailable',
        message:
          'Nenhum profissional que faz este serviço trabalha neste horário (horário de trabalho ou ausência).',
      });
    }
    // The last start that ends by 17:00 is accepted, and the buffer-free overlap rule still holds.
    await deskBooked({ professionalId: beatriz.id, date: SATURDAY, time: '16:00' });
    const overlap = await desk({ professionalId: beatriz.id, date: SATURDAY, time: '12:45' });
    expect(overlap.status).toBe(409);
  });

  test('a time off the 5-minute grid is refused with a clear Portuguese message', async ({
    ctx,
  }) => {
    const { beatriz, desk } = await setUp(ctx);
    for (const time of ['12:17', '8:00', '24:00']) {
      const res = await desk({ professionalId: beatriz.id, date: SATURDAY, time });
      expect(res.status, time).toBe(400);
      expect((await errorOf(res)).fields, time).toEqual({ time: STAFF_START_MESSAGE });
    }
  });

  test("the professional's working time decides, not the salon's opening hours", async ({
    ctx,
  }) => {
    const { beatriz, mariana, beatrizWorks, deskBooked, desk } = await setUp(ctx);
    // The salon opens 09:00–20:00 on Wednesdays; Beatriz works 07:30–21:00 that day.
    await beatrizWorks(3, ['07:30', '21:00']);
    await deskBooked({ professionalId: beatriz.id, date: WEDNESDAY, time: '07:30' });
    await deskBooked({ professionalId: beatriz.id, date: WEDNESDAY, time: '20:00' });
    // Mariana follows the opening hours: 08:55 is before them, 19:05 would end after them.
    for (const time of ['08:55', '19:05']) {
      const res = await desk({ professionalId: mariana.id, date: WEDNESDAY, time });
      expect(res.status, time).toBe(422);
    }
    await deskBooked({ professionalId: mariana.id, date: WEDNESDAY, time: '19:00' });
  });

  test("the desk's free times are every 5 minutes of the working time", async ({ ctx }) => {
    const { owner, cut, beatriz } = await setUp(ctx);
    const res = await ctx.request(
      `/api/admin/appointments/availability?service=${cut.id}&professional=${beatriz.id}&date=${SATURDAY}`,
      as(owner),
    );
    expect(res.status).toBe(200);
    expect((await json<{ times: string[] }>(res)).times).toEqual(every(5, '08:00', '16:00'));
  });

  test('staff move an appointment to 12:15, or by a drag to any 5 minutes; off the grid is refused', async ({
    ctx,
  }) => {
    const { owner, beatriz, deskBooked, startOf } = await setUp(ctx);
    const booked = await deskBooked({ professionalId: beatriz.id, date: SATURDAY, time: '10:00' });
    const move = (body: Record<string, unknown>) =>
      ctx.request(`/api/admin/appointments/${booked.id}/move`, as(owner, 'POST', body));
    expect((await move({ date: SATURDAY, time: '12:15' })).status).toBe(200);
    expect((await startOf(booked.id)).startsAt.toISOString()).toBe('2026-11-28T12:15:00.000Z');
    expect((await move({ date: SATURDAY, time: '08:05' })).status).toBe(200);

    const offGrid = await move({ date: SATURDAY, time: '12:17' });
    expect(offGrid.status).toBe(400);
    expect((await errorOf(offGrid)).fields).toEqual({ time: STAFF_START_MESSAGE });
    const outside = await move({ date: SATURDAY, time: '07:30' });
    expect(outside.status).toBe(422);
    expect((await errorOf(outside)).message).toBe(
      'O profissional não trabalha nesse horário (fora do expediente ou ausente).',
    );
    expect((await startOf(booked.id)).startsAt.toISOString()).toBe('2026-11-28T08:05:00.000Z');
  });
});

describe('online start times follow the owner’s choice', () => {
  test('the fixed list by default: the original times inside her hours; 12:15 is refused', async ({
    ctx,
  }) => {
    const { beatriz, freeTimes, online } = await setUp(ctx);
    expect(defaultSalonSettings.onlineBooking.startTimes).toBe('fixed');
    expect(await freeTimes(SATURDAY, beatriz.id)).toEqual(
      TIME_SLOTS.filter((t) => t >= '09:00' && t <= '16:00'),
    );
    const res = await online({ professionalId: beatriz.id, date: SATURDAY, time: '12:15' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(bookingMessages.slotUnavailable);
  });

  test('every 15 minutes: from her working start, inside her hours; booked on her grid only', async ({
    ctx,
  }) => {
    const { beatriz, onlineBooking, freeTimes, online, onlineBooked } = await setUp(ctx);
    await onlineBooking({ startTimes: 'interval', intervalMinutes: 15 });
    expect(await freeTimes(SATURDAY, beatriz.id)).toEqual(every(15, '08:00', '16:00'));
    const booked = await onlineBooked({
      professionalId: beatriz.id,
      date: SATURDAY,
      time: '12:15',
    });
    expect(booked).toMatchObject({ time: '12:15', status: 'pending' });
    expect(await freeTimes(SATURDAY, beatriz.id)).toEqual([
      ...every(15, '08:00', '11:15'),
      ...every(15, '13:15', '16:00'),
    ]);
    // On a 5-minute boundary but not on her 15-minute grid.
    const between = await online({ professionalId: beatriz.id, date: SATURDAY, time: '14:05' });
    expect(between.status).toBe(422);
    expect((await errorOf(between)).message).toBe(bookingMessages.slotUnavailable);
  });

  test('every 60 minutes: each professional from their own start; No preference is the union', async ({
    ctx,
  }) => {
    const { beatriz, beatrizWorks, onlineBooking, freeTimes, onlineBooked, startOf } =
      await setUp(ctx);
    await onlineBooking({ startTimes: 'interval', intervalMinutes: 60 });
    // A lunch break: the afternoon steps from its own start.
    await beatrizWorks(6, ['08:00', '12:00'], ['13:30', '17:00']);
    const hers = ['08:00', '09:00', '10:00', '11:00', '13:30', '14:30', '15:30'];
    expect(await freeTimes(SATURDAY, beatriz.id)).toEqual(hers);
    // Mariana follows the opening hours, 08:00–18:00: 08:00 to 17:00 on the hour.
    const anyone = [...new Set([...every(60, '08:00', '17:00'), ...hers])].sort();
    expect(await freeTimes(SATURDAY)).toEqual(anyone);
    // 13:30 is only on Beatriz's grid: 'No preference' gives it to her.
    const booked = await onlineBooked({ date: SATURDAY, time: '13:30' });
    expect((await startOf(booked.id)).assignedProfessionalId).toBe(beatriz.id);
    expect(await freeTimes(SATURDAY)).toEqual(anyone.filter((t) => t !== '13:30'));
  });

  test('the month view follows the choice too', async ({ ctx }) => {
    const { cut, beatriz, beatrizWorks, onlineBooking } = await setUp(ctx);
    // Beatriz works Sundays 12:00–13:00 only: no fixed-list start, but one every 60 minutes.
    await beatrizWorks(7, ['12:00', '13:00']);
    const days = async () => {
      const res = await ctx.request(
        `/api/availability/days?service=${cut.id}&professional=${beatriz.id}&month=2026-12`,
      );
      return (await json<{ days: string[] }>(res)).days;
    };
    expect(await days()).not.toContain('2026-12-06');
    await onlineBooking({ startTimes: 'interval', intervalMinutes: 60 });
    expect(await days()).toContain('2026-12-06');
  });

  test("a client's own reschedule follows the online rule, not staff's", async ({ ctx }) => {
    const { client: clara, beatriz, onlineBooking, onlineBooked, startOf } = await setUp(ctx);
    const booked = await onlineBooked({
      professionalId: beatriz.id,
      date: SATURDAY,
      time: '10:00',
    });
    const reschedule = (time: string) =>
      ctx.request(
        `/api/appointments/${booked.id}/reschedule`,
        withCookie(clara, jsonPost({ date: SATURDAY, time })),
      );
    expect((await reschedule('12:15')).status).toBe(422);
    await onlineBooking({ startTimes: 'interval', intervalMinutes: 15 });
    expect((await reschedule('12:10')).status).toBe(422);
    expect((await reschedule('12:15')).status).toBe(200);
    expect((await startOf(booked.id)).startsAt.toISOString()).toBe('2026-11-28T12:15:00.000Z');
  });

  test('a bad choice is refused field by field, in Portuguese', async ({ ctx }) => {
    const { owner } = await setUp(ctx);
    const put = (onlineBooking: unknown) =>
      ctx.request(
        '/api/admin/settings',
        as(owner, 'PUT', { ...defaultSalonSettings, onlineBooking }),
      );
    const res = await put({ startTimes: 'often', intervalMinutes: 25, autoConfirm: 'yes' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      'onlineBooking.startTimes': 'Escolha os horários para agendamento online.',
      'onlineBooking.intervalMinutes':
        'Escolha de quantos em quantos minutos: 10, 15, 20, 30 ou 60.',
      'onlineBooking.autoConfirm': 'Indique se os agendamentos online são confirmados.',
    });
  });
});

describe("'Confirmar agendamentos online automaticamente'", () => {
  test('off (the default): pending; on: confirmed, and the e-mails say so', async ({ ctx }) => {
    const { beatriz, onlineBooking, onlineBooked } = await setUp(ctx);
    const subjects = async (to: string) =>
      (await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, to))).map((m) => m.subject);
    const first = await onlineBooked({
      professionalId: beatriz.id,
      date: SATURDAY,
      time: '10:00',
    });
    expect(first.status).toBe('pending');
    expect(await subjects('clara@example.com')).toEqual([
      expect.stringMatching(/^Appointment request: /),
    ]);

    await onlineBooking({ autoConfirm: true });
    const second = await onlineBooked({
      professionalId: beatriz.id,
      date: SATURDAY,
      time: '14:00',
    });
    expect(second.status).toBe('confirmed');
    expect((await subjects('clara@example.com')).at(-1)).toMatch(/^Confirmed: /);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, second.id));
    expect(row!.status).toBe('confirmed');
  });
});

describe('a DST-change day', () => {
  // Clocks go forward on Sunday 28 March 2027: Beatriz's 08:00 that day is 07:00 UTC.
  const SPRING = '2027-03-28';

  test('staff and online starts keep their wall-clock times', async ({ ctx }) => {
    const { beatriz, beatrizWorks, onlineBooking, freeTimes, deskBooked, onlineBooked, startOf } =
      await setUp(ctx);
    await beatrizWorks(7, ['08:00', '12:00']);
    setNow(ctx, new Date('2027-03-20T09:00:00Z'));
    const staff = await deskBooked({ professionalId: beatriz.id, date: SPRING, time: '08:05' });
    expect((await startOf(staff.id)).startsAt.toISOString()).toBe('2027-03-28T07:05:00.000Z');

    await onlineBooking({ startTimes: 'interval', intervalMinutes: 60 });
    // 08:00 is taken by the desk's 08:05 booking; 11:00 ends at 12:00.
    expect(await freeTimes(SPRING, beatriz.id)).toEqual(['10:00', '11:00']);
    const booked = await onlineBooked({ professionalId: beatriz.id, date: SPRING, time: '11:00' });
    expect((await startOf(booked.id)).startsAt.toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });
});
