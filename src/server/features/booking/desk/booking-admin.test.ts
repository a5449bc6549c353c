import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import type {
  AdminAppointment,
  AdminAppointmentSummary,
  AdminDayView,
  ClientAppointment,
} from '@shared/schemas/booking';
import type { Page } from '@shared/schemas/admin-pagination';
import { profiles, user } from '../../../db/schema/auth';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { closures, timeOff } from '../../../db/schema/diary';
import { mailQueue } from '../../../db/schema/mail';

const NOW = new Date('2026-11-23T08:00:00Z');

async function setUp(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
  const client = await signedInClient(ctx, 'client@example.com');
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const book = async (date: string, time: string) => {
    const res = await ctx.request(
      '/api/appointments',
      withCookie(client, jsonPost({ serviceId: service!.id, date, time })),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { appointment: ClientAppointment }).appointment;
  };
  const setStatus = (id: string, status: string, cookie = admin) =>
    ctx.request(`/api/admin/appointments/${id}/status`, withCookie(cookie, jsonPost({ status })));
  const get = async <T>(path: string) => {
    const res = await ctx.request(path, withCookie(admin));
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  return { admin, client, service: service!, book, setStatus, get };
}

describe('the back office’s appointments', () => {
  test('anonymous and client callers are refused on every route', async ({ ctx }) => {
    const { client, book } = await setUp(ctx);
    const appointment = await book('2026-11-25', '10:00');
    const routes: [string, RequestInit][] = [
      ['/api/admin/appointments', {}],
      ['/api/admin/appointments/summary', {}],
      ['/api/admin/appointments/day?date=2026-11-25', {}],
      [`/api/admin/appointments/${appointment.id}/status`, jsonPost({ status: 'confirmed' })],
    ];
    for (const [path, init] of routes) {
      expect((await ctx.request(path, init)).status, path).toBe(401);
      expect((await ctx.request(path, withCookie(client, init))).status, path).toBe(403);
    }
  });

  test('the list joins the client profile and is cut into pages on the server', async ({ ctx }) => {
    const { admin, book, get } = await setUp(ctx);
    const [clientRow] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, 'client@example.com'));
    await ctx.db
      .insert(profiles)
      .values({ userId: clientRow!.id, fullName: 'Clara Souza', phone: '07700 900 555' })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { fullName: 'Clara Souza', phone: '07700 900 555' },
      });
    for (const time of ['14:00', '09:00', '11:00']) await book('2026-11-25', time);
    const first = await get<Page<AdminAppointment>>('/api/admin/appointments?pageSize=2');
    expect(first.total).toBe(3);
    expect(first.items.map((a) => a.time)).toEqual(['09:00', '11:00']);
    expect(first.items[0]).toMatchObject({
      clientName: 'Clara Souza',
      clientPhone: '07700 900 555',
      clientEmail: 'client@example.com',
      professionalName: null,
      status: 'pending',
      date: '2026-11-25',
    });
    const second = await get<Page<AdminAppointment>>('/api/admin/appointments?pageSize=2&page=2');
    expect(second.items.map((a) => a.time)).toEqual(['14:00']);
    for (const bad of ['page=0', 'pageSize=101', 'page=x', 'status=done']) {
      const res = await ctx.request(`/api/admin/appointments?${bad}`, withCookie(admin));
      expect(res.status, bad).toBe(400);
    }
  });

  test('transitions follow the spec; anything else is a 409; the client is e-mailed', async ({
    ctx,
  }) => {
    const { book, setStatus, get, service } = await setUp(ctx);
    const one = await book('2026-11-25', '10:00');
    const two = await book('2026-11-26', '10:00');

    expect((await setStatus(one.id, 'completed')).status).toBe(409);
    expect((await setStatus(one.id, 'pending')).status).toBe(409);
    const confirmed = await setStatus(one.id, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { appointment: AdminAppointment }).appointment.status).toBe(
      'confirmed',
    );
    expect((await setStatus(one.id, 'confirmed')).status).toBe(409);
    expect((await setStatus(one.id, 'completed')).status).toBe(200);
    expect((await setStatus(one.id, 'cancelled')).status).toBe(409);

    expect((await setStatus(two.id, 'cancelled')).status).toBe(200);
    const refused = await setStatus(two.id, 'confirmed');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'cancelado',
    );
    expect((await setStatus(two.id, 'bogus')).status).toBe(400);
    // A malformed id names no appointment: the same 404 as an unknown one (issue 15).
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const missing = await setStatus(id, 'confirmed');
      expect(missing.status, id).toBe(404);
      expect(await missing.json(), id).toEqual({
        error: { code: 'not_found', message: 'Agendamento não encontrado.' },
      });
    }

    const summary = await get<AdminAppointmentSummary>('/api/admin/appointments/summary');
    expect(summary).toEqual({
      today: 0,
      pending: 0,
      confirmed: 0,
      noShow: 0,
      revenuePence: service.pricePence,
      deposits: { paidPence: 0, retainedPence: 0, refundedPence: 0 },
    });

    const subjects = (
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'client@example.com'))
    ).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Confirmed:'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Cancelled:'))).toBe(true);
    const audit = await ctx.db.select().from(adminAuditLog);
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { from: 'pending', to: 'confirmed' },
        { from: 'confirmed', to: 'completed' },
        { from: 'pending', to: 'cancelled' },
      ]),
    );
    expect(audit.every((a) => a.actorEmail === 'owner@example.com')).toBe(true);
  });

  test('every pair of statuses, same to same included, is allowed or refused as the spec says', async ({
    ctx,
  }) => {
    // Spec §4 and issue 17, written out here rather than read from the code's table, so a change to
    // that table has to be a change to the spec too. A no-show also needs the start to have passed.
    const allowed: Record<string, string[]> = {
      pending: ['confirmed', 'cancelled'],
      confirmed: ['completed', 'cancelled', 'no_show'],
      completed: [],
      cancelled: [],
      no_show: [],
    };
    // How an appointment reaches each status, through the same API ('no_show' after its start).
    const pathTo: Record<string, string[]> = {
      pending: [],
      confirmed: ['confirmed'],
      completed: ['confirmed', 'completed'],
      cancelled: ['cancelled'],
      no_show: ['confirmed', 'no_show'],
    };
    const statuses = Object.keys(allowed);
    const { book, setStatus } = await setUp(ctx);
    const storedStatus = async (id: string) =>
      (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.status;
    const days = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-12-02'];
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30'];
    const pairs = statuses.flatMap((from) => statuses.map((to) => ({ from, to })));
    const booked = [];
    for (const [slot, pair] of pairs.entries()) {
      // A client may book 20 times an hour.
      if (slot === 20) ctx.clock.advance(61 * 60_000);
      booked.push({ ...pair, ...(await book(days[Math.floor(slot / 8)]!, times[slot % 8]!)) });
    }
    // While a confirmed booking is still ahead, a no-show is refused for its time alone.
    const ahead = await book(days[3]!, times[7]!);
    expect((await setStatus(ahead.id, 'confirmed')).status).toBe(200);
    const early = await setStatus(ahead.id, 'no_show');
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('not_started');
    expect(await storedStatus(ahead.id)).toBe('confirmed');
    // Then every start has passed, and each pair is tried on a booking of its own.
    const lastStart = Math.max(...booked.map((b) => new Date(b.startsAt).getTime()));
    ctx.clock.advance(lastStart + 60_000 - ctx.clock.now().getTime());
    for (const { from, to, id } of booked) {
      const pair = `${from} → ${to}`;
      for (const step of pathTo[from]!) {
        expect((await setStatus(id, step)).status, `${pair}: set-up ${step}`).toBe(200);
      }
      expect(await storedStatus(id), `${pair}: set-up`).toBe(from);
      const res = await setStatus(id, to);
      if (allowed[from]!.includes(to)) {
        expect(res.status, pair).toBe(200);
        const body = (await res.json()) as { appointment: AdminAppointment };
        expect(body.appointment.status, pair).toBe(to);
        expect(await storedStatus(id), pair).toBe(to);
      } else {
        expect(res.status, pair).toBe(409);
        const body = (await res.json()) as { error: { code: string } };
        expect(body.error.code, pair).toBe('invalid_transition');
        expect(await storedStatus(id), pair).toBe(from);
      }
    }
    expect(booked.length).toBe(25);
  });

  test('a no-show is marked from the start on, on the salon’s clock in British Summer Time too; nobody is e-mailed', async ({
    ctx,
  }) => {
    const { book, setStatus, get } = await setUp(ctx);
    ctx.clock.advance(new Date('2027-06-14T08:00:00Z').getTime() - ctx.clock.now().getTime());
    // 10:00 in London in June is 09:00 UTC.
    const summer = await book('2027-06-15', '10:00');
    expect(summer.startsAt).toBe('2027-06-15T09:00:00.000Z');
    expect((await setStatus(summer.id, 'confirmed')).status).toBe(200);
    const mailBefore = await ctx.db.select().from(mailQueue);
    ctx.clock.advance(new Date('2027-06-15T08:59:00Z').getTime() - ctx.clock.now().getTime());
    const early = await setStatus(summer.id, 'no_show');
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      'Só é possível marcar que o cliente não compareceu depois do horário de início do agendamento.',
    );
    ctx.clock.advance(60_000);
    const marked = await setStatus(summer.id, 'no_show');
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { appointment: AdminAppointment }).appointment.status).toBe(
      'no_show',
    );
    expect(await ctx.db.select().from(mailQueue)).toHaveLength(mailBefore.length);
    const audit = await ctx.db.select().from(adminAuditLog);
    expect(audit.map((a) => a.details)).toContainEqual({ from: 'confirmed', to: 'no_show' });
    expect((await get<AdminAppointmentSummary>('/api/admin/appointments/summary')).noShow).toBe(1);
  });

  test('the summary counts today’s, pending and confirmed appointments', async ({ ctx }) => {
    const { book, setStatus, get } = await setUp(ctx);
    const today = await book('2026-11-23', '15:00');
    await book('2026-11-24', '15:00');
    await setStatus(today.id, 'confirmed');
    expect(await get<AdminAppointmentSummary>('/api/admin/appointments/summary')).toEqual({
      today: 1,
      pending: 1,
      confirmed: 1,
      noShow: 0,
      revenuePence: 0,
      deposits: { paidPence: 0, retainedPence: 0, refundedPence: 0 },
    });
  });

  test('the day view puts each booking in its professional’s column', async ({ ctx }) => {
    const { admin, book, get } = await setUp(ctx);
    await book('2026-11-25', '10:00');
    await book('2026-11-25', '10:00');
    const day = await get<AdminDayView>('/api/admin/appointments/day?date=2026-11-25');
    expect(day.professionals.length).toBeGreaterThanOrEqual(2);
    // 'No preference' twice at one time: two of the professionals who perform the service.
    const booked = day.professionals.filter((p) => p.appointments.length > 0);
    expect(booked.map((p) => p.appointments.length)).toEqual([1, 1]);
    expect(booked.map((p) => p.appointments[0]!.assignedProfessionalName)).toEqual(
      booked.map((p) => p.name),
    );
    expect(
      (await ctx.request('/api/admin/appointments/day?date=nope', withCookie(admin))).status,
    ).toBe(400);
  });

  test('the day view carries what the calendar grid draws: hours, time off, buffers, who performs what, closures', async ({
    ctx,
  }) => {
    const { get, book, service } = await setUp(ctx);
    await ctx.db.update(services).set({ bufferMinutes: 15 }).where(eq(services.id, service.id));
    const booked = await book('2026-11-25', '10:00');
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, booked.id));
    const pro = row!.assignedProfessionalId;
    await ctx.db.insert(timeOff).values({
      professionalId: pro,
      kind: 'training',
      // 14:00–15:30 in London (GMT in November).
      startsAt: new Date('2026-11-25T14:00:00Z'),
      endsAt: new Date('2026-11-25T15:30:00Z'),
      note: 'Colour course',
    });

    const day = await get<AdminDayView>('/api/admin/appointments/day?date=2026-11-25');
    expect(day.closedReason).toBeNull();
    expect(day.opening).toEqual({ start: '09:00', end: '20:00' });
    const column = day.professionals.find((p) => p.id === pro)!;
    expect(column.appointments[0]).toMatchObject({ time: '10:00', bufferMinutes: 15 });
    expect(column.working.length).toBeGreaterThan(0);
    expect(column.timeOff).toEqual([
      expect.objectContaining({ kind: 'training', start: '14:00', end: '15:30', allDay: false }),
    ]);
    expect(column.serviceIds).toContain(service.id);
    const others = day.professionals.filter((p) => p.id !== pro);
    expect(others.every((p) => p.timeOff.length === 0)).toBe(true);

    await ctx.db.insert(closures).values({
      startsOn: '2026-11-26',
      endsOn: '2026-11-26',
      reason: 'Staff training day',
    });
    const closed = await get<AdminDayView>('/api/admin/appointments/day?date=2026-11-26');
    expect(closed).toMatchObject({ closedReason: 'Staff training day', opening: null });
    expect(closed.professionals.every((p) => p.working.length === 0)).toBe(true);
  });
});

describe('the desk’s free times', () => {
  test('walk-ins now and bookings beyond the online horizon; a moved appointment’s own time is free to it', async ({
    ctx,
  }) => {
    const { admin, service, book, get } = await setUp(ctx);
    type Times = { times: string[] };
    const desk = (query: string) =>
      get<Times>(`/api/admin/appointments/availability?service=${service.id}&${query}`);
    const online = async (query: string) =>
      (await (
        await ctx.request(`/api/availability?service=${service.id}&${query}`)
      ).json()) as Times;

    // 08:00 on a Monday: 09:00 is inside the online two hours' notice, not the desk's.
    expect((await online('date=2026-11-23')).times).not.toContain('09:00');
    expect((await desk('date=2026-11-23')).times).toContain('09:00');
    // Ten months ahead: closed online (90 days), open at the desk.
    expect((await online('date=2027-09-01')).times).toEqual([]);
    expect((await desk('date=2027-09-01')).times).toContain('10:00');

    const booked = await book('2026-11-25', '10:00');
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, booked.id));
    const mine = `date=2026-11-25&professional=${row!.assignedProfessionalId}`;
    expect((await desk(mine)).times).not.toContain('10:00');
    expect((await desk(`${mine}&exclude=${booked.id}`)).times).toContain('10:00');
    const bad = await ctx.request(
      `/api/admin/appointments/availability?service=${service.id}&date=2026-11-25&exclude=nope`,
      withCookie(admin),
    );
    expect(bad.status).toBe(400);
  });
});
