import { eq } from 'drizzle-orm';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { BookedVisit, VisitHold } from '@shared/schemas/visits';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { busyWith, twoServiceVisit } from '../../../../../tests/support/visit-setup';
import { profiles, user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { mailQueue } from '../../../db/schema/mail';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const MOBILE = '07700 900123';

async function heldVisit(ctx: TestContext) {
  const { first, second, pro } = await twoServiceVisit(ctx.db);
  const res = await ctx.request(
    '/api/visit-holds',
    jsonPost({
      parts: [
        { serviceId: first, professionalId: pro },
        { serviceId: second, professionalId: pro },
      ],
      date: WEDNESDAY,
      time: '15:00',
    }),
  );
  expect(res.status).toBe(201);
  return { hold: (await res.json()) as VisitHold, first, second };
}

const book = (ctx: TestContext, token: string, cookie: string | null, body: object = {}) =>
  ctx.request(
    `/api/visit-holds/${token}/book`,
    cookie ? withCookie(cookie, jsonPost(body)) : jsonPost(body),
  );

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe('booking a held visit', () => {
  test('makes every part the client’s at once, with one e-mail carrying one calendar file of every part', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { hold } = await heldVisit(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const res = await book(ctx, hold.token, cookie, { phone: MOBILE, notes: ' Two things ' });
    expect(res.status).toBe(201);
    const { visit } = (await res.json()) as { visit: BookedVisit };
    expect(visit.icsUrl).toBe(`/api/visits/${visit.id}/ics`);
    expect(visit.appointments.map((a) => [a.date, a.time, a.status, a.notes])).toEqual([
      [WEDNESDAY, '15:00', 'pending', 'Two things'],
      [WEDNESDAY, '16:15', 'pending', 'Two things'],
    ]);
    const [account] = await ctx.db.select().from(user).where(eq(user.email, 'ana@example.com'));
    const rows = await ctx.db.select().from(appointments);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.userId).toBe(account!.id);
      expect(row.clientId).not.toBeNull();
      expect(row.heldUntil).toBeNull();
      expect(row.visitId).toBe(visit.id);
    }
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile!.phone).toBe(MOBILE);

    const toClient = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'ana@example.com'));
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.subject).toBe(
      `Appointment request: ${hold.parts[0]!.serviceName} + ${hold.parts[1]!.serviceName} on Wednesday, 25 November 2026 at 15:00`,
    );
    expect(toClient[0]!.attachments).toHaveLength(1);
    const ics = toClient[0]!.attachments[0]!.content.replace(/\r\n /g, '');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261125T150000');
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261125T161500');
    const notices = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'hello@aurorabeautystudio.co.uk'));
    expect(notices.filter((m) => m.subject.startsWith('[Booking]'))).toHaveLength(1);

    // The token opens nothing now; My Appointments lists both parts.
    expect((await ctx.request(`/api/visit-holds/${hold.token}`)).status).toBe(404);
    expect((await book(ctx, hold.token, cookie, { phone: MOBILE })).status).toBe(404);
    const mine = (await (await ctx.request('/api/appointments', withCookie(cookie))).json()) as {
      appointments: ClientAppointment[];
    };
    expect(mine.appointments.map((a) => a.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(mine.appointments.map((a) => a.visitId)).toEqual([visit.id, visit.id]);

    // 'Add to calendar': the client's own visit only.
    const file = await ctx.request(visit.icsUrl, withCookie(cookie));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect((await file.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const other = await signedInClient(ctx, 'bea@example.com');
    expect((await ctx.request(visit.icsUrl, withCookie(other))).status).toBe(404);
    expect((await ctx.request(visit.icsUrl)).status).toBe(401);
    expect((await ctx.request('/api/visits/nope/ics', withCookie(cookie))).status).toBe(404);
  });

  test('needs a UK mobile when the profile has none; the hold is left as it was', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { hold } = await heldVisit(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com', { phone: null });
    for (const phone of [undefined, '', '0121 496 0000']) {
      const res = await book(ctx, hold.token, cookie, { phone });
      expect(res.status, String(phone)).toBe(400);
      const error = await errorOf(res);
      expect(error.message).toBe('Please enter a UK mobile number (07…).');
      expect(error.fields?.phone).toBe(error.message);
    }
    const rows = await ctx.db.select().from(appointments);
    expect(rows.every((r) => r.clientId === null && r.heldUntil !== null)).toBe(true);
    expect((await ctx.request(`/api/visit-holds/${hold.token}`)).status).toBe(200);
    // A mobile already on the profile is enough.
    const [account] = await ctx.db.select().from(user).where(eq(user.email, 'ana@example.com'));
    await ctx.db
      .insert(profiles)
      .values({ userId: account!.id, fullName: 'Ana', phone: MOBILE })
      .onConflictDoUpdate({ target: profiles.userId, set: { phone: MOBILE } });
    expect((await book(ctx, hold.token, cookie)).status).toBe(201);
  });

  test('signed out is 401; an unknown, lapsed or released token is 404', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { hold } = await heldVisit(ctx);
    expect((await book(ctx, hold.token, null, { phone: MOBILE })).status).toBe(401);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const unknown = await book(ctx, 'someone-elses-token', cookie, { phone: MOBILE });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(
      'This hold has expired. Please choose a time again.',
    );
    ctx.clock.advance(10 * 60_000);
    const lapsed = await book(ctx, hold.token, cookie, { phone: MOBILE });
    expect(lapsed.status).toBe(404);
    expect(await ctx.db.select().from(mailQueue)).toHaveLength(0);
    expect((await ctx.db.select().from(appointments)).every((r) => r.clientId === null)).toBe(true);
  });
});

describe('cancelling a visit', () => {
  /** A booked two-part visit of ana@…, and another appointment of hers outside it. */
  async function bookedVisit(ctx: TestContext) {
    const { hold, first } = await heldVisit(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const res = await book(ctx, hold.token, cookie, { phone: MOBILE });
    const { visit } = (await res.json()) as { visit: BookedVisit };
    const alone = await ctx.request(
      '/api/appointments',
      withCookie(cookie, jsonPost({ serviceId: first, date: '2026-11-26', time: '10:00' })),
    );
    expect(alone.status).toBe(201);
    const { appointment } = (await alone.json()) as { appointment: ClientAppointment };
    await ctx.db.delete(mailQueue);
    return { cookie, visit, aloneId: appointment.id };
  }

  const statusOf = async (ctx: TestContext, id: string) =>
    (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

  test('by the client: cancelling one part cancels every part, in one e-mail; nothing else is touched', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { cookie, visit, aloneId } = await bookedVisit(ctx);
    const second = visit.appointments[1]!;
    const res = await ctx.request(
      `/api/appointments/${second.id}/cancel`,
      withCookie(cookie, jsonPost({})),
    );
    expect(res.status).toBe(200);
    for (const part of visit.appointments) expect(await statusOf(ctx, part.id)).toBe('cancelled');
    expect(await statusOf(ctx, aloneId)).toBe('pending');
    const mails = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'ana@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(
      /^Cancelled: .+ \+ .+ on Wednesday, 25 November 2026 at 15:00$/,
    );
    const ics = mails[0]!.attachments[0]!.content;
    expect(ics.match(/STATUS:CANCELLED/g)).toHaveLength(2);
  });

  test('at the desk: cancelling one part cancels every part; nothing else is touched', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { visit, aloneId } = await bookedVisit(ctx);
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request(
      `/api/admin/appointments/${visit.appointments[0]!.id}/status`,
      as(admin, 'POST', {
        status: 'cancelled',
        cancellation: { reason: 'salon', notifyClient: true },
      }),
    );
    expect(res.status).toBe(200);
    for (const part of visit.appointments) expect(await statusOf(ctx, part.id)).toBe('cancelled');
    expect(await statusOf(ctx, aloneId)).toBe('pending');
    // Confirming is a part's own change.
    const confirmed = await ctx.request(
      `/api/admin/appointments/${aloneId}/status`,
      as(admin, 'POST', { status: 'confirmed' }),
    );
    expect(confirmed.status).toBe(200);
  });
});

describe('moving a visit', () => {
  async function bookedVisit(ctx: TestContext) {
    const setup = await heldVisit(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const res = await book(ctx, setup.hold.token, cookie, { phone: MOBILE });
    const { visit } = (await res.json()) as { visit: BookedVisit };
    await ctx.db.delete(mailQueue);
    return { ...setup, cookie, visit };
  }

  const startsOf = async (ctx: TestContext, visit: BookedVisit) =>
    Promise.all(
      visit.appointments.map(
        async (a) =>
          (await ctx.db.select().from(appointments).where(eq(appointments.id, a.id)))[0]!,
      ),
    );

  test('moving one part moves every part, keeping the gaps, with one e-mail updating each event', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const { cookie, visit } = await bookedVisit(ctx);
    // The client moves the visit's first part an hour earlier: the second follows.
    const res = await ctx.request(
      `/api/appointments/${visit.appointments[0]!.id}/reschedule`,
      withCookie(cookie, jsonPost({ date: WEDNESDAY, time: '14:00' })),
    );
    expect(res.status).toBe(200);
    const rows = await startsOf(ctx, visit);
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
      '2026-11-25T14:00:00.000Z',
      '2026-11-25T15:15:00.000Z',
    ]);
    expect(rows.every((r) => r.sequence === 1)).toBe(true);
    const mails = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'ana@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments[0]!.content.match(/SEQUENCE:1/g)).toHaveLength(2);
    // And later again, by half an hour past where it was: every part free to the others.
    const later = await ctx.request(
      `/api/appointments/${visit.appointments[1]!.id}/reschedule`,
      withCookie(cookie, jsonPost({ date: WEDNESDAY, time: '15:30' })),
    );
    expect(later.status).toBe(200);
    expect((await startsOf(ctx, visit)).map((r) => r.startsAt.toISOString())).toEqual([
      '2026-11-25T14:15:00.000Z',
      '2026-11-25T15:30:00.000Z',
    ]);
  });

  test('a move whose other part would collide moves nothing', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { cookie, visit } = await bookedVisit(ctx);
    const rowsBefore = await startsOf(ctx, visit);
    const pro = rowsBefore[1]!.assignedProfessionalId;
    // The professional is busy 10:15–10:45: a visit starting at 09:00 fits its first part
    // (09:00–10:15) but not its second (10:15–10:45).
    await busyWith(ctx.db, pro, rowsBefore[1]!.serviceId, WEDNESDAY, '10:15', 30);
    const res = await ctx.request(
      `/api/appointments/${visit.appointments[0]!.id}/reschedule`,
      withCookie(cookie, jsonPost({ date: WEDNESDAY, time: '09:00' })),
    );
    expect(res.status).toBe(409);
    expect(await startsOf(ctx, visit)).toEqual(rowsBefore);
    expect(await ctx.db.select().from(mailQueue)).toHaveLength(0);
  });
});
