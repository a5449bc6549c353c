import { asc, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { speaksEnglish } from '../../../../../tests/support/admin-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { expectStillBooked, storedAppointment } from '../../../../../tests/support/booking-checks';
import { salonInstant } from '@shared/salon-dates';
import type { AdminAppointment, ClientAppointment } from '@shared/schemas/booking';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { professionals } from '../../../db/schema/catalogue';
import {
  closures,
  professionalServices,
  timeOff,
  workingIntervals,
} from '../../../db/schema/diary';
import { mailQueue } from '../../../db/schema/mail';

// Staff moving an appointment (issue 17): the same engine as a booking, one UPDATE, audited, and
// the client's calendar updated through the same UID with a higher SEQUENCE.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

async function setUp(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
  const client = await signedInClient(ctx, 'client@example.com');
  const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
  const [first, second] = team as [(typeof team)[number], (typeof team)[number]];
  const book = async (date: string, time: string, professionalId: string | null = first.id) => {
    const res = await ctx.request(
      '/api/appointments',
      withCookie(client, jsonPost({ serviceId: service.id, professionalId, date, time })),
    );
    expect(res.status, `booking ${date} ${time}`).toBe(201);
    return ((await res.json()) as { appointment: ClientAppointment }).appointment;
  };
  const move = (id: string, body: Record<string, unknown>, cookie = admin) =>
    ctx.request(`/api/admin/appointments/${id}/move`, withCookie(cookie, jsonPost(body)));
  const stored = async (id: string) =>
    (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  /** Confirmed by staff, then as stored: what a refused move must leave exactly so. */
  const confirmed = async (id: string) => {
    const res = await ctx.request(
      `/api/admin/appointments/${id}/status`,
      withCookie(admin, jsonPost({ status: 'confirmed' })),
    );
    expect(res.status).toBe(200);
    const row = await storedAppointment(ctx.db, id);
    expect(row.status).toBe('confirmed');
    return row;
  };
  const deskTimes = async (date: string, professional: string, exclude?: string) => {
    const res = await ctx.request(
      `/api/admin/appointments/availability?service=${service.id}&professional=${professional}&date=${date}${exclude ? `&exclude=${exclude}` : ''}`,
      withCookie(admin),
    );
    return ((await res.json()) as { times: string[] }).times;
  };
  return { admin, client, service, first, second, book, move, stored, confirmed, deskTimes };
}

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

/** The calendar files sent to an address, oldest first, with folded lines joined again. */
async function calendarFiles(ctx: TestContext, to: string, subjectStart: string) {
  const mails = await ctx.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.to, to))
    .orderBy(asc(mailQueue.createdAt));
  return mails
    .filter((m) => m.subject.startsWith(subjectStart))
    .map((m) => m.attachments[0]!.content.replace(/\r\n /g, ''));
}

describe('staff moving an appointment', () => {
  test('moves it, frees the old time, e-mails the same calendar event with a higher SEQUENCE', async ({
    ctx,
  }) => {
    const { book, move, stored, deskTimes, first } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const res = await move(booked.id, { date: WEDNESDAY, time: '14:00' });
    expect(res.status).toBe(200);
    const { appointment } = (await res.json()) as { appointment: AdminAppointment };
    expect(appointment).toMatchObject({
      id: booked.id,
      date: WEDNESDAY,
      time: '14:00',
      assignedProfessionalId: first.id,
      professionalName: first.name,
      status: 'pending',
    });
    const row = await stored(booked.id);
    expect(row.startsAt).toEqual(salonInstant(WEDNESDAY, '14:00'));
    expect(row.endsAt).toEqual(salonInstant(WEDNESDAY, '15:00'));
    expect(row.sequence).toBe(1);
    expect(await deskTimes(WEDNESDAY, first.id)).toContain('10:00');
    expect(await deskTimes(WEDNESDAY, first.id)).not.toContain('14:00');

    expect((await move(booked.id, { date: '2026-11-26', time: '16:30' })).status).toBe(200);
    expect((await stored(booked.id)).sequence).toBe(2);

    const uid = `UID:appointment-${booked.id}@aurorabeautystudio.co.uk\r\n`;
    const [received] = await calendarFiles(ctx, 'client@example.com', 'Appointment request');
    const moved = await calendarFiles(ctx, 'client@example.com', 'Rescheduled:');
    expect(moved).toHaveLength(2);
    for (const ics of [received!, ...moved]) {
      expect(ics).toContain(uid);
      expect(ics).toContain('METHOD:PUBLISH\r\n');
    }
    expect(received).toContain('SEQUENCE:0\r\n');
    expect(moved[0]).toContain('SEQUENCE:1\r\n');
    expect(moved[0]).toContain('DTSTART;TZID=Europe/London:20261125T140000\r\n');
    expect(moved[1]).toContain('SEQUENCE:2\r\n');
    expect(moved[1]).toContain('DTSTART;TZID=Europe/London:20261126T163000\r\n');
    const [mail] = await ctx.db
      .select()
      .from(mailQueue)
      .where(
        eq(
          mailQueue.subject,
          'Rescheduled: Cut & Blow-Dry on Wednesday, 25 November 2026 at 14:00',
        ),
      );
    expect(mail!.text).toContain(
      'moved from 25 November 2026 at 10:00 to 25 November 2026 at 14:00',
    );
    // Staff moved it: the salon gets no notice of its own move.
    expect(await calendarFiles(ctx, 'salon@example.com', '[Rescheduled]')).toEqual([]);

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'appointment.move'))
      .orderBy(asc(adminAuditLog.seq));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorEmail: 'owner@example.com',
      targetType: 'appointment',
      targetId: booked.id,
      details: {
        from: `25/11/2026 10:00 · ${first.name}`,
        to: `25/11/2026 14:00 · ${first.name}`,
        toDate: WEDNESDAY,
        toTime: '14:00',
        toProfessionalId: first.id,
      },
    });
  });

  test('moves it to another professional, who becomes the chosen one', async ({ ctx }) => {
    const { book, move, stored, deskTimes, second } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const free = await deskTimes('2026-11-26', second.id);
    expect(free.length).toBeGreaterThan(0);
    const res = await move(booked.id, {
      date: '2026-11-26',
      time: free[0],
      professionalId: second.id,
    });
    expect(res.status).toBe(200);
    const { appointment } = (await res.json()) as { appointment: AdminAppointment };
    expect(appointment).toMatchObject({
      assignedProfessionalId: second.id,
      assignedProfessionalName: second.name,
      professionalName: second.name,
    });
    expect((await stored(booked.id)).professionalId).toBe(second.id);
  });

  test("with 'Sem preferência' the professional holding it stays when free", async ({ ctx }) => {
    const { client, book, move, stored, first } = await setUp(ctx);
    // Both are free at 10:00: the first in the salon's order takes a 'No preference' booking...
    const taken = await book(WEDNESDAY, '10:00', null);
    const booked = await book(WEDNESDAY, '10:00', null);
    const holder = (await stored(booked.id)).assignedProfessionalId;
    expect(holder).not.toBe(first.id);
    const cancel = await ctx.request(
      `/api/appointments/${taken.id}/cancel`,
      withCookie(client, jsonPost({})),
    );
    expect(cancel.status).toBe(200);
    // ...and moving the second keeps its professional, though the first is free too.
    expect((await move(booked.id, { date: WEDNESDAY, time: '15:00' })).status).toBe(200);
    expect((await stored(booked.id)).assignedProfessionalId).toBe(holder);
  });

  test('the desk may move into the online notice: a walk-in at the next slot', async ({ ctx }) => {
    const { book, move } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    // 08:00 now: 09:00 today is inside the two hours clients need, not the desk's window.
    expect((await move(booked.id, { date: '2026-11-23', time: '09:00' })).status).toBe(200);
  });

  test('refuses an overlap with 409 slot_taken and keeps the old time', async ({ ctx }) => {
    const { book, move, stored, confirmed } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    await book(WEDNESDAY, '14:00');
    const before = await confirmed(booked.id);
    for (const time of ['14:00', '14:30']) {
      const res = await move(booked.id, { date: WEDNESDAY, time });
      expect(res.status, time).toBe(409);
      expect(await errorOf(res)).toEqual({
        code: 'slot_taken',
        message: 'Esse horário já está ocupado. Escolha outro.',
      });
    }
    const row = await stored(booked.id);
    expect(row.startsAt).toEqual(salonInstant(WEDNESDAY, '10:00'));
    expect(row.sequence).toBe(0);
    await expectStillBooked(ctx, before);
    expect(
      await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'appointment.move')),
    ).toEqual([]);
  });

  test('a move within its own time is no overlap with itself', async ({ ctx }) => {
    const { book, move, stored } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    // 10:30–11:30 overlaps 10:00–11:00, which is the appointment itself.
    expect((await move(booked.id, { date: WEDNESDAY, time: '10:30' })).status).toBe(200);
    expect((await stored(booked.id)).startsAt).toEqual(salonInstant(WEDNESDAY, '10:30'));
  });

  test('refuses a time outside the professional’s working pattern', async ({ ctx }) => {
    const { book, move, confirmed, first } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    // Wednesdays 09:00–13:00 only.
    await ctx.db
      .update(professionals)
      .set({ followsOpeningHours: false })
      .where(eq(professionals.id, first.id));
    await ctx.db
      .insert(workingIntervals)
      .values({ professionalId: first.id, weekday: 3, startMinute: 540, endMinute: 780 });
    const before = await confirmed(booked.id);
    const res = await move(booked.id, { date: WEDNESDAY, time: '15:00' });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      code: 'slot_unavailable',
      message: 'O profissional não trabalha nesse horário (fora do expediente ou ausente).',
    });
    await expectStillBooked(ctx, before);
    expect((await move(booked.id, { date: WEDNESDAY, time: '11:30' })).status).toBe(200);
  });

  test('refuses a time the professional has off', async ({ ctx }) => {
    const { book, move, stored, confirmed, first } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    await ctx.db.insert(timeOff).values({
      professionalId: first.id,
      kind: 'training',
      startsAt: salonInstant(WEDNESDAY, '16:00'),
      endsAt: salonInstant(WEDNESDAY, '18:00'),
    });
    const before = await confirmed(booked.id);
    for (const time of ['15:30', '16:00', '17:30']) {
      const res = await move(booked.id, { date: WEDNESDAY, time });
      expect(res.status, time).toBe(422);
      expect((await errorOf(res)).code).toBe('slot_unavailable');
    }
    expect((await stored(booked.id)).sequence).toBe(0);
    await expectStillBooked(ctx, before);
  });

  test('refuses a closure, with its reason', async ({ ctx }) => {
    const { book, move, confirmed } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const before = await confirmed(booked.id);
    await ctx.db
      .insert(closures)
      .values({ startsOn: '2026-11-27', endsOn: '2026-11-27', reason: 'Staff training' });
    const res = await move(booked.id, { date: '2026-11-27', time: '10:00' });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: 'salon_closed',
      message: 'Salão fechado: Staff training.',
      fields: { date: 'Salão fechado: Staff training.' },
    });
    await expectStillBooked(ctx, before);
  });

  test('refuses a cancelled or completed appointment, nothing to change, bad input', async ({
    ctx,
  }) => {
    const { admin, book, move, stored, confirmed } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const before = await confirmed(booked.id);
    const same = await move(booked.id, { date: WEDNESDAY, time: '10:00' });
    expect(same.status).toBe(422);
    expect((await errorOf(same)).code).toBe('nothing_to_change');

    for (const body of [
      {},
      { date: WEDNESDAY, time: '12:02' },
      { date: '2026-02-30', time: '10:00' },
      { date: WEDNESDAY, time: '10:00', professionalId: 'nope' },
    ]) {
      const res = await move(booked.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_failed');
    }
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await move(id, { date: WEDNESDAY, time: '14:00' });
      expect(res.status, id).toBe(404);
      expect(await errorOf(res)).toEqual({
        code: 'not_found',
        message: 'Agendamento não encontrado.',
      });
    }
    await expectStillBooked(ctx, before);

    await ctx.request(
      `/api/admin/appointments/${booked.id}/status`,
      withCookie(admin, jsonPost({ status: 'cancelled' })),
    );
    const cancelled = await move(booked.id, { date: WEDNESDAY, time: '14:00' });
    expect(cancelled.status).toBe(409);
    expect(await errorOf(cancelled)).toEqual({
      code: 'not_movable',
      message: 'Um agendamento cancelado não pode ser remarcado.',
    });
    expect((await stored(booked.id)).startsAt).toEqual(salonInstant(WEDNESDAY, '10:00'));
  });

  test('an English-speaking member of the team is refused in English, values and all', async ({
    ctx,
  }) => {
    const { admin, book, move } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    await speaksEnglish(ctx);
    await ctx.db
      .insert(closures)
      .values({ startsOn: '2026-11-27', endsOn: '2026-11-27', reason: 'Staff training' });
    const closed = await move(booked.id, { date: '2026-11-27', time: '10:00' });
    expect(await errorOf(closed)).toEqual({
      code: 'salon_closed',
      message: 'Salon closed: Staff training.',
      fields: { date: 'Salon closed: Staff training.' },
    });
    const status = (status: string) =>
      ctx.request(
        `/api/admin/appointments/${booked.id}/status`,
        withCookie(admin, jsonPost({ status })),
      );
    expect((await status('cancelled')).status).toBe(200);
    const again = await status('confirmed');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('A cancelled appointment cannot become confirmed.');
    expect(await errorOf(await move(booked.id, { date: WEDNESDAY, time: '14:00' }))).toEqual({
      code: 'not_movable',
      message: 'A cancelled appointment cannot be rescheduled.',
    });
  });

  test('refuses a professional who does not perform the service', async ({ ctx }) => {
    const { book, move, confirmed, service } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const before = await confirmed(booked.id);
    const [outsider] = await ctx.db
      .select({ id: professionals.id })
      .from(professionals)
      .where(eq(professionals.isActive, true))
      .then(async (all) => {
        const performers = await ctx.db
          .select({ id: professionalServices.professionalId })
          .from(professionalServices)
          .where(eq(professionalServices.serviceId, service.id));
        return all.filter((p) => !performers.some((q) => q.id === p.id));
      });
    const res = await move(booked.id, {
      date: WEDNESDAY,
      time: '14:00',
      professionalId: outsider!.id,
    });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      code: 'not_performed',
      message: 'Este profissional não realiza este serviço.',
    });
    await expectStillBooked(ctx, before);
  });

  test('clients and visitors cannot use the staff move', async ({ ctx }) => {
    const { client, book, move, confirmed } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const before = await confirmed(booked.id);
    expect((await move(booked.id, { date: WEDNESDAY, time: '14:00' }, client)).status).toBe(403);
    const anonymous = await ctx.request(
      `/api/admin/appointments/${booked.id}/move`,
      jsonPost({ date: WEDNESDAY, time: '14:00' }),
    );
    expect(anonymous.status).toBe(401);
    await expectStillBooked(ctx, before);
  });
});
