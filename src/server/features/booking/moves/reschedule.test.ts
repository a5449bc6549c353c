import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { expectStillBooked, storedAppointment } from '../../../../../tests/support/booking-checks';
import { openIsolatedDatabase } from '../../../../../tests/support/isolated-database';
import { bookingMessages } from '@shared/booking';
import { salonInstant } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { Database } from '../../../db/client';
import { profiles, user } from '../../../db/schema/auth';
import { FACTORY_MOBILE } from '../../../../../tests/support/factories';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { mailQueue } from '../../../db/schema/mail';
import { ApiError } from '../../../http/errors';
import { bookOnline } from '../online/online-booking.service';
import { moveAppointment } from './move.service';

// A client moving their own appointment (issue 17): up to 12 hours before its current start, to a
// time the online booking would offer, keeping their choice of professional; atomic under a race.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const HOUR = 3_600_000;

function setNow(ctx: TestContext, now: Date) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

async function setUp(ctx: TestContext, now = NOW) {
  setNow(ctx, now);
  const client = await signedInClient(ctx, 'ana@example.com');
  const other = await signedInClient(ctx, 'bia@example.com');
  const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
  const book = async (
    date: string,
    time: string,
    professionalId: string | null = team[0]!.id,
    cookie = client,
  ) => {
    const res = await ctx.request(
      '/api/appointments',
      withCookie(cookie, jsonPost({ serviceId: service.id, professionalId, date, time })),
    );
    expect(res.status, `booking ${date} ${time}`).toBe(201);
    return ((await res.json()) as { appointment: ClientAppointment }).appointment;
  };
  const reschedule = (id: string, body: Record<string, unknown>, cookie = client) =>
    ctx.request(`/api/appointments/${id}/reschedule`, withCookie(cookie, jsonPost(body)));
  const mine = async (cookie = client) =>
    (
      (await (await ctx.request('/api/appointments', withCookie(cookie))).json()) as {
        appointments: ClientAppointment[];
      }
    ).appointments;
  const stored = async (id: string) =>
    (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  /** Confirmed by the salon, then as stored: what a refused reschedule must leave exactly so. */
  const confirmed = async (id: string) => {
    const res = await ctx.request(
      `/api/admin/appointments/${id}/status`,
      withCookie(await signedInAdmin(ctx), jsonPost({ status: 'confirmed' })),
    );
    expect(res.status).toBe(200);
    const row = await storedAppointment(ctx.db, id);
    expect(row.status).toBe('confirmed');
    return row;
  };
  return { client, other, team, service, book, reschedule, mine, stored, confirmed };
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('a client rescheduling their own appointment', () => {
  test('13 hours before: moved, both e-mailed, audited with the client as the actor', async ({
    ctx,
  }) => {
    const { book, reschedule, mine, stored, team } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    expect(booked).toMatchObject({ reschedulable: true, professionalId: team[0]!.id });
    setNow(ctx, new Date(salonInstant(WEDNESDAY, '10:00').getTime() - 13 * HOUR));
    const res = await reschedule(booked.id, { date: WEDNESDAY, time: '14:00' });
    expect(res.status).toBe(200);
    const { appointment } = (await res.json()) as { appointment: ClientAppointment };
    expect(appointment).toMatchObject({
      id: booked.id,
      date: WEDNESDAY,
      time: '14:00',
      status: 'pending',
      professionalName: team[0]!.name,
      reschedulable: true,
    });
    expect((await mine()).map((a) => a.time)).toEqual(['14:00']);
    const row = await stored(booked.id);
    expect(row).toMatchObject({ sequence: 1, assignedProfessionalId: team[0]!.id });

    const subjects = (await ctx.db.select().from(mailQueue)).map((m) => [m.to, m.subject]);
    expect(subjects).toContainEqual([
      'ana@example.com',
      'Rescheduled: Cut & Blow-Dry on Wednesday, 25 November 2026 at 14:00',
    ]);
    expect(subjects).toContainEqual([
      'hello@aurorabeautystudio.co.uk',
      '[Rescheduled] Cut & Blow-Dry — Wednesday, 25 November 2026 at 14:00 — Test Client',
    ]);
    const [mail] = await ctx.db
      .select()
      .from(mailQueue)
      .where(
        eq(
          mailQueue.subject,
          'Rescheduled: Cut & Blow-Dry on Wednesday, 25 November 2026 at 14:00',
        ),
      );
    const ics = mail!.attachments[0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain(`UID:appointment-${booked.id}@aurorabeautystudio.co.uk\r\n`);
    expect(ics).toContain('SEQUENCE:1\r\n');

    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'appointment.reschedule'));
    expect(audit).toMatchObject({
      actorEmail: 'ana@example.com',
      targetId: booked.id,
      details: {
        from: `25/11/2026 10:00 · ${team[0]!.name}`,
        to: `25/11/2026 14:00 · ${team[0]!.name}`,
      },
    });
  });

  test('11 hours before: refused with the phone and WhatsApp, the time kept', async ({ ctx }) => {
    const { book, reschedule, mine, stored, confirmed } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const before = await confirmed(booked.id);
    setNow(ctx, new Date(salonInstant(WEDNESDAY, '10:00').getTime() - 11 * HOUR));
    expect((await mine())[0]).toMatchObject({ reschedulable: false });
    const res = await reschedule(booked.id, { date: WEDNESDAY, time: '14:00' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'reschedule_too_late',
      message:
        'Appointments can only be rescheduled online up to 12 hours before they start. Please call us on 0121 496 0318 or message us on WhatsApp on 07700 900 123.',
    });
    expect((await stored(booked.id)).startsAt).toEqual(salonInstant(WEDNESDAY, '10:00'));
    await expectStillBooked(ctx, before);
  });

  test('in British Summer Time the 12 hours are counted on the real clock', async ({ ctx }) => {
    // Tuesday 1 June 2027; the appointment is Wednesday 9 June at 10:00 BST (09:00 UTC).
    const { book, reschedule, mine, confirmed } = await setUp(
      ctx,
      new Date('2027-06-01T08:00:00Z'),
    );
    const booked = await book('2027-06-09', '10:00');
    const before = await confirmed(booked.id);
    const start = new Date('2027-06-09T09:00:00Z');
    expect(salonInstant('2027-06-09', '10:00')).toEqual(start);
    // Half an hour either side of the limit: an hour's error in the zone would flip one of them.
    setNow(ctx, new Date(start.getTime() - 11.5 * HOUR));
    expect((await mine())[0]).toMatchObject({ reschedulable: false });
    expect((await reschedule(booked.id, { date: '2027-06-09', time: '15:00' })).status).toBe(409);
    await expectStillBooked(ctx, before);
    setNow(ctx, new Date(start.getTime() - 12.5 * HOUR));
    expect((await mine())[0]).toMatchObject({ reschedulable: true });
    const res = await reschedule(booked.id, { date: '2027-06-09', time: '15:00' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { appointment: ClientAppointment }).appointment.startsAt).toBe(
      '2027-06-09T14:00:00.000Z',
    );
  });

  test('the new time follows the online rules: notice, the grid, nothing to change', async ({
    ctx,
  }) => {
    const { book, reschedule, confirmed } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const before = await confirmed(booked.id);
    // 08:00 now: 09:00 today is inside the two hours' notice a client needs.
    const soon = await reschedule(booked.id, { date: '2026-11-23', time: '09:00' });
    expect(soon.status).toBe(422);
    expect((await errorOf(soon)).code).toBe('slot_unavailable');
    const far = await reschedule(booked.id, { date: '2027-06-02', time: '10:00' });
    expect(far.status).toBe(422);
    const same = await reschedule(booked.id, { date: WEDNESDAY, time: '10:00' });
    expect(same.status).toBe(422);
    expect(await errorOf(same)).toMatchObject({
      code: 'nothing_to_change',
      message: bookingMessages.nothingToChange,
    });
    expect((await reschedule(booked.id, { date: WEDNESDAY, time: '12:02' })).status).toBe(400);
    expect((await reschedule(booked.id, { date: WEDNESDAY })).status).toBe(400);
    await expectStillBooked(ctx, before);
  });

  test('keeps the chosen professional; No preference takes anyone who performs it', async ({
    ctx,
  }) => {
    const { other, team, book, reschedule, stored, confirmed } = await setUp(ctx);
    const chosen = await book(WEDNESDAY, '10:00');
    const before = await confirmed(chosen.id);
    const anyone = await book(WEDNESDAY, '11:00', null);
    // Someone else holds the chosen professional at 15:00; the others are free.
    await book(WEDNESDAY, '15:00', team[0]!.id, other);
    const refused = await reschedule(chosen.id, { date: WEDNESDAY, time: '15:00' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'slot_taken',
      message: bookingMessages.slotTaken,
    });
    expect((await stored(chosen.id)).startsAt).toEqual(salonInstant(WEDNESDAY, '10:00'));
    await expectStillBooked(ctx, before);
    expect((await reschedule(anyone.id, { date: WEDNESDAY, time: '15:00' })).status).toBe(200);
    const moved = await stored(anyone.id);
    expect(moved.assignedProfessionalId).not.toBe(team[0]!.id);
    expect(moved.professionalId).toBeNull();
  });

  test('a cancelled appointment cannot be moved', async ({ ctx }) => {
    const { client, book, reschedule } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    await ctx.request(`/api/appointments/${booked.id}/cancel`, withCookie(client, jsonPost({})));
    const res = await reschedule(booked.id, { date: WEDNESDAY, time: '14:00' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'not_movable',
      message: bookingMessages.rescheduleNotAllowed,
    });
  });

  test('nobody can move or see another client’s appointment', async ({ ctx }) => {
    const { other, book, reschedule, mine, stored, confirmed } = await setUp(ctx);
    const booked = await book(WEDNESDAY, '10:00');
    const before = await confirmed(booked.id);
    for (const id of [booked.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await reschedule(id, { date: WEDNESDAY, time: '14:00' }, other);
      expect(res.status, id).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'Appointment not found.' });
    }
    expect(await mine(other)).toEqual([]);
    const anonymous = await ctx.request(
      `/api/appointments/${booked.id}/reschedule`,
      jsonPost({ date: WEDNESDAY, time: '14:00' }),
    );
    expect(anonymous.status).toBe(401);
    expect((await stored(booked.id)).startsAt).toEqual(salonInstant(WEDNESDAY, '10:00'));
    await expectStillBooked(ctx, before);
  });

  test('the free times offered leave the client’s own appointment out of the way, and only theirs', async ({
    ctx,
  }) => {
    const { client, other, team, service, book } = await setUp(ctx);
    // A one-hour treatment at 10:00: 10:30 overlaps it, so it is not free to anyone else.
    const booked = await book(WEDNESDAY, '10:00');
    const query = `service=${service.id}&professional=${team[0]!.id}`;
    const times = async (extra: string, cookie?: string) => {
      const res = await ctx.request(
        `/api/availability?${query}&date=${WEDNESDAY}${extra}`,
        cookie ? withCookie(cookie) : {},
      );
      return { status: res.status, body: (await res.json()) as { times?: string[] } };
    };
    expect((await times('')).body.times).not.toContain('10:30');
    const moving = await times(`&moving=${booked.id}`, client);
    expect(moving.status).toBe(200);
    expect(moving.body.times).toEqual(expect.arrayContaining(['10:00', '10:30']));
    const days = await ctx.request(
      `/api/availability/days?${query}&month=2026-11&moving=${booked.id}`,
      withCookie(client),
    );
    expect(days.status).toBe(200);
    // Someone else's appointment, or no session: not found, and nothing about it leaks.
    expect((await times(`&moving=${booked.id}`, other)).status).toBe(404);
    expect((await times(`&moving=${booked.id}`)).status).toBe(404);
    expect((await times('&moving=nope', client)).status).toBe(400);
  });
});

// The race runs on a database of its own with real commits: on PostgreSQL (TEST_DATABASE_URL, CI)
// on separate pooled connections at the same time; PGlite runs them one after the other.
const HOW = inject('postgres')
  ? 'on PostgreSQL, truly at the same time'
  : 'on PGlite, which runs them one at a time';
const CONTEXT = { now: NOW, publicUrl: 'http://localhost:3000', notifyEmail: 'salon@example.com' };
const ROUNDS = 12;

describe(`a reschedule racing a new booking for the same time (${HOW})`, () => {
  let isolated: Awaited<ReturnType<typeof openIsolatedDatabase>>;
  let database: Database;
  beforeAll(async () => {
    isolated = await openIsolatedDatabase();
    database = isolated.database;
  }, 60_000);
  afterAll(async () => {
    await isolated?.dispose();
  });

  test('exactly one holds it; a losing reschedule keeps its old time', async () => {
    const db = database.db;
    const {
      service,
      team: [pro],
    } = await serviceAndTeam(db, 'cut-blow-dry');
    const [mover, booker] = [randomUUID(), randomUUID()];
    await db.insert(user).values([
      { id: mover, name: 'Mover', email: 'mover@example.com', emailVerified: true },
      { id: booker, name: 'Booker', email: 'booker@example.com', emailVerified: true },
    ]);
    await db
      .insert(profiles)
      .values(
        [mover, booker].map((userId) => ({ userId, fullName: 'Racer', phone: FACTORY_MOBILE })),
      );
    // Each round on its own day: the mover's appointment at 09:00, both wanting 15:00.
    const days = Array.from({ length: ROUNDS }, (_, i) =>
      new Date(Date.UTC(2026, 10, 25 + i)).toISOString().slice(0, 10),
    ).filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0);
    const request = (userId: string, date: string, time: string) => ({
      userId,
      serviceId: service.id,
      professionalId: pro!.id,
      date,
      time,
      notes: null,
    });
    const originals = await Promise.all(
      days.map(
        async (date) => (await bookOnline(db, request(mover, date, '09:00'), CONTEXT)).appointment!,
      ),
    );
    const originalRows = await Promise.all(originals.map((o) => storedAppointment(db, o.id)));
    expect(originalRows.map((r) => [r.status, r.assignedProfessionalId])).toEqual(
      originalRows.map(() => ['pending', pro!.id]),
    );
    for (const [i, date] of days.entries()) {
      const [moved, booked] = await Promise.allSettled([
        moveAppointment(
          db,
          { kind: 'client', userId: mover, email: 'mover@example.com' },
          { appointmentId: originals[i]!.id, date, time: '15:00', professionalId: null },
          CONTEXT,
        ),
        bookOnline(db, request(booker, date, '15:00'), CONTEXT),
      ]);
      const outcomes = [moved, booked];
      expect(
        outcomes.filter((o) => o.status === 'fulfilled'),
        date,
      ).toHaveLength(1);
      const loser = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(loser.reason, date).toBeInstanceOf(ApiError);
      expect(loser.reason, date).toMatchObject({
        status: 409,
        code: 'slot_taken',
        message: bookingMessages.slotTaken,
      });
      const holders = await db
        .select({ id: appointments.id, userId: appointments.userId })
        .from(appointments)
        .where(
          and(
            eq(appointments.assignedProfessionalId, pro!.id),
            eq(appointments.startsAt, salonInstant(date, '15:00')),
          ),
        );
      expect(holders, date).toHaveLength(1);
      const [original] = await db
        .select()
        .from(appointments)
        .where(eq(appointments.id, originals[i]!.id));
      // Whichever side won (timing decides; PGlite lets the booking in first), the loser was told
      // why and a losing reschedule still has its old time.
      if (moved.status === 'fulfilled') {
        expect(original!.startsAt).toEqual(salonInstant(date, '15:00'));
      } else {
        // Still there, live, with its professional, and still holding 09:00 against anyone.
        expect(original, date).toEqual(originalRows[i]);
        await expect(
          bookOnline(db, request(booker, date, '09:00'), CONTEXT),
          date,
        ).rejects.toMatchObject({ status: 409, code: 'slot_taken' });
      }
    }
  }, 120_000);
});
