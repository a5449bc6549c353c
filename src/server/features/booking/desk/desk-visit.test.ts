import { and, eq, inArray } from 'drizzle-orm';
import type { AdminDiaryWeek } from '@shared/schemas/admin-diary';
import type { AdminAppointment, AdminDayView, Availability } from '@shared/schemas/booking';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { busyWith, twoServiceVisit } from '../../../../../tests/support/visit-setup';
import { user } from '../../../db/schema/auth';
import { adminAuditLog } from '../../../db/schema/audit';
import { accountClientId } from '../../../domain/client-records';
import { appointments, visits } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import { mailQueue } from '../../../db/schema/mail';

// The desk books several services in one visit (issue 32): chained, all or none, linked on the
// calendar; a move of a visit checks and audits every part.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

async function setUp(ctx: TestContext) {
  ctx.clock.stopAt(NOW);
  const admin = await signedInAdmin(ctx);
  const { first, second, pro } = await twoServiceVisit(ctx.db);
  const bookVisit = (time = '15:00', email = 'joana@example.com') =>
    ctx.request(
      '/api/admin/appointments',
      as(admin, 'POST', {
        newClient: { name: 'Joana Prado', phone: '07700 900461', email },
        serviceId: first,
        professionalId: pro,
        moreParts: [{ serviceId: second, professionalId: pro }],
        date: WEDNESDAY,
        time,
      }),
    );
  return { admin, first, second, pro, bookVisit };
}

const auditOf = (ctx: TestContext, action: string) =>
  ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

describe('a visit booked at the desk', () => {
  test('books both parts chained, one e-mail, one audit row per part, linked on the day view', async ({
    ctx,
  }) => {
    const { admin, bookVisit } = await setUp(ctx);
    const res = await bookVisit();
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const body = (await res.json()) as {
      appointment: AdminAppointment;
      appointments: AdminAppointment[];
    };
    // 60 minutes and a 15-minute buffer: the second part starts at 16:15.
    expect(body.appointments.map((a) => [a.time, a.status])).toEqual([
      ['15:00', 'confirmed'],
      ['16:15', 'confirmed'],
    ]);
    const visitId = body.appointment.visitId;
    expect(visitId).not.toBeNull();
    expect(body.appointments.every((a) => a.visitId === visitId)).toBe(true);
    const ids = body.appointments.map((a) => a.id);

    const mails = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'joana@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Confirmed: .+ \+ .+ on Wednesday, 25 November 2026/);
    expect(mails[0]!.attachments[0]!.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    const created = await auditOf(ctx, 'appointment.create');
    expect(created.map((row) => row.targetId).sort()).toEqual([...ids].sort());

    const day = await ctx.request(`/api/admin/appointments/day?date=${WEDNESDAY}`, as(admin));
    const view = (await day.json()) as AdminDayView;
    const blocks = view.professionals.flatMap((p) => p.appointments);
    expect(blocks.map((b) => b.visitId)).toEqual([visitId, visitId]);
    for (const block of blocks)
      expect(block.visitParts.map((p) => [p.id, p.time])).toEqual([
        [ids[0], '15:00'],
        [ids[1], '16:15'],
      ]);

    // The team's week links them too: 'Parte 1 de 2', 'Parte 2 de 2'.
    const week = (await (
      await ctx.request('/api/admin/diary/week?start=2026-11-23', as(admin))
    ).json()) as AdminDiaryWeek;
    const wednesday = week.professionals.flatMap((p) =>
      p.days.filter((d) => d.date === WEDNESDAY).flatMap((d) => d.bookings),
    );
    expect(wednesday.map((b) => [b.id, b.visit])).toEqual([
      [ids[0], { part: 1, parts: 2 }],
      [ids[1], { part: 2, parts: 2 }],
    ]);
  });

  test('a collision on the second part books nothing and says which part', async ({ ctx }) => {
    const { pro, second, bookVisit } = await setUp(ctx);
    await busyWith(ctx.db, pro, second, WEDNESDAY, '16:30', 30);
    const before = await ctx.db.select().from(appointments);
    const res = await bookVisit();
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
    };
    expect(error.code).toBe('slot_taken');
    expect(error.message).toMatch(/^Parte 2 \(.+\): Este horário acabou de ser ocupado/);
    expect(error.fields['moreParts.0.serviceId']).toBe(error.message);
    // Nothing written: no part, no visit, no new client record, no e-mail.
    expect(await ctx.db.select().from(appointments)).toEqual(before);
    expect(await ctx.db.select().from(visits)).toHaveLength(0);
    expect(
      await ctx.db.select().from(clients).where(eq(clients.fullName, 'Joana Prado')),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(mailQueue)).toHaveLength(0);
  });

  test('the free times of a visit are those where every part fits', async ({ ctx }) => {
    const { admin, first, second, pro } = await setUp(ctx);
    await busyWith(ctx.db, pro, second, WEDNESDAY, '16:30', 30);
    const timesOf = async (then: string) =>
      (
        (await (
          await ctx.request(
            `/api/admin/appointments/availability?service=${first}&professional=${pro}&date=${WEDNESDAY}${then}`,
            as(admin),
          )
        ).json()) as Availability
      ).times;
    const alone = await timesOf('');
    const visit = await timesOf(`&then=${second}:${pro}`);
    // 15:00 fits the first service alone, not the visit (its second part would meet 16:30).
    expect(alone).toContain('15:00');
    expect(visit).not.toContain('15:00');
    expect(visit.length).toBeGreaterThan(0);
    const bad = await ctx.request(
      `/api/admin/appointments/availability?service=${first}&date=${WEDNESDAY}&then=nope`,
      as(admin),
    );
    expect(bad.status).toBe(400);
  });
});

describe('moving and cancelling a desk visit', () => {
  async function bookedVisit(ctx: TestContext) {
    const setup = await setUp(ctx);
    const res = await setup.bookVisit();
    expect(res.status).toBe(201);
    const { appointments: parts } = (await res.json()) as { appointments: AdminAppointment[] };
    return { ...setup, parts, ids: parts.map((p) => p.id) };
  }

  test('a staff move audits every part by its id', async ({ ctx }) => {
    const { admin, ids } = await bookedVisit(ctx);
    const res = await ctx.request(
      `/api/admin/appointments/${ids[1]}/move`,
      as(admin, 'POST', { date: WEDNESDAY, time: '12:15', professionalId: null }),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const moved = await auditOf(ctx, 'appointment.move');
    expect(moved.map((row) => row.targetId).sort()).toEqual([...ids].sort());
    const first = moved.find((row) => row.targetId === ids[0])!;
    expect(first.details).toMatchObject({ toTime: '11:00', movedWith: ids[1] });
  });

  test('a move checks the notice of every part: the first part may not start before now', async ({
    ctx,
  }) => {
    const { admin, ids } = await bookedVisit(ctx);
    // 10:00 on the day: the second part to 10:30 would start the first at 09:15, past.
    ctx.clock.stopAt(new Date('2026-11-25T10:00:00Z'));
    const rows = () => ctx.db.select().from(appointments).where(inArray(appointments.id, ids));
    const before = await rows();
    const res = await ctx.request(
      `/api/admin/appointments/${ids[1]}/move`,
      as(admin, 'POST', { date: WEDNESDAY, time: '10:30', professionalId: null }),
    );
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe(
      'Outra parte desta visita começaria às 09:15: Esse horário já passou.',
    );
    expect(await rows()).toEqual(before);
  });

  test('a client’s move checks each part’s notice, not only the part moved', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const [account] = await ctx.db.select().from(user).where(eq(user.email, 'ana@example.com'));
    const clientId = await accountClientId(ctx.db, account!.id);
    const admin = await signedInAdmin(ctx);
    const { first, second, pro } = await twoServiceVisit(ctx.db);
    const res = await ctx.request(
      '/api/admin/appointments',
      as(admin, 'POST', {
        clientId,
        serviceId: first,
        professionalId: pro,
        moreParts: [{ serviceId: second, professionalId: pro }],
        date: WEDNESDAY,
        time: '15:00',
      }),
    );
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    const { appointments: parts } = (await res.json()) as { appointments: AdminAppointment[] };
    // 03:30 on the day: the first part (15:00) is 11½ hours away, the second (16:15) 12¾.
    ctx.clock.stopAt(new Date('2026-11-25T03:30:00Z'));
    const moved = await ctx.request(
      `/api/appointments/${parts[1]!.id}/reschedule`,
      withCookie(cookie, jsonPost({ date: '2026-11-26', time: '15:00' })),
    );
    expect(moved.status).toBe(409);
    expect(((await moved.json()) as { error: { code: string } }).error.code).toBe(
      'reschedule_too_late',
    );
    const rows = await ctx.db
      .select({ startsAt: appointments.startsAt })
      .from(appointments)
      .where(and(eq(appointments.visitId, parts[0]!.visitId!)));
    expect(rows.map((r) => r.startsAt.toISOString()).sort()).toEqual([
      '2026-11-25T15:00:00.000Z',
      '2026-11-25T16:15:00.000Z',
    ]);
  });

  test('cancelling a visit at the desk audits every part by its id', async ({ ctx }) => {
    const { admin, ids } = await bookedVisit(ctx);
    const res = await ctx.request(
      `/api/admin/appointments/${ids[0]}/status`,
      as(admin, 'POST', {
        status: 'cancelled',
        cancellation: { reason: 'salon', notifyClient: true },
      }),
    );
    expect(res.status).toBe(200);
    const rows = await auditOf(ctx, 'appointment.status');
    expect(rows.map((row) => row.targetId).sort()).toEqual([...ids].sort());
  });
});
