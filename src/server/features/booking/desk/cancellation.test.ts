import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import type { AdminAppointment, ClientAppointment } from '@shared/schemas/booking';
import type { Page } from '@shared/schemas/admin-pagination';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { mailQueue } from '../../../db/schema/mail';

// Cancelling records why (issue 30): the desk chooses 'Cliente cancelou', 'Salão cancelou' or
// 'Outro' with its words, and may leave the client untold; a client's own cancellation online
// records 'Cliente cancelou' and tells the salon, as a booking or a move does.

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const SALON = 'hello@aurorabeautystudio.co.uk';
const CLIENT = 'clara@example.com';

async function setUp(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const admin = await signedInAdmin(ctx);
  const client = await signedInClient(ctx, CLIENT);
  const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
  const book = async (time: string) => {
    const res = await ctx.request(
      '/api/appointments',
      withCookie(
        client,
        jsonPost({ serviceId: service.id, professionalId: team[0]!.id, date: WEDNESDAY, time }),
      ),
    );
    expect(res.status, time).toBe(201);
    return ((await res.json()) as { appointment: ClientAppointment }).appointment;
  };
  const setStatus = (id: string, body: Record<string, unknown>) =>
    ctx.request(`/api/admin/appointments/${id}/status`, withCookie(admin, jsonPost(body)));
  const stored = async (id: string) =>
    (await ctx.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  /** Subjects of the mail queued to `to` since the bookings' own e-mails. */
  const mailTo = async (to: string) =>
    (await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, to))).map((m) => m.subject);
  const list = async () => {
    const res = await ctx.request('/api/admin/appointments?status=cancelled', withCookie(admin));
    expect(res.status).toBe(200);
    return ((await res.json()) as Page<AdminAppointment>).items;
  };
  return { admin, client, book, setStatus, stored, mailTo, list };
}

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

describe('staff cancelling an appointment', () => {
  test('records the reason, shows it in the list and the audit, and tells the client', async ({
    ctx,
  }) => {
    const { book, setStatus, stored, mailTo, list } = await setUp(ctx);
    const booked = await book('10:00');
    const res = await setStatus(booked.id, {
      status: 'cancelled',
      cancellation: { reason: 'salon', notifyClient: true },
    });
    expect(res.status).toBe(200);
    const { appointment } = (await res.json()) as { appointment: AdminAppointment };
    expect(appointment).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'salon', note: null },
    });
    expect(await stored(booked.id)).toMatchObject({
      cancellationReason: 'salon',
      cancellationNote: null,
    });
    expect((await list()).find((a) => a.id === booked.id)?.cancellation).toEqual({
      reason: 'salon',
      note: null,
    });
    expect(await mailTo(CLIENT)).toContainEqual(
      'Cancelled: Cut & Blow-Dry on Wednesday, 25 November 2026 at 10:00',
    );
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'appointment.status'));
    expect(audit!.details).toEqual({
      from: 'pending',
      to: 'cancelled',
      reason: 'salon',
      notifyClient: true,
    });
  });

  test("'Outro' keeps its words; a note with another reason is dropped", async ({ ctx }) => {
    const { book, setStatus, stored } = await setUp(ctx);
    const other = await book('10:00');
    const res = await setStatus(other.id, {
      status: 'cancelled',
      cancellation: { reason: 'other', note: '  Profissional doente  ' },
    });
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { appointment: AdminAppointment }).appointment.cancellation,
    ).toEqual({ reason: 'other', note: 'Profissional doente' });
    expect(await stored(other.id)).toMatchObject({
      cancellationReason: 'other',
      cancellationNote: 'Profissional doente',
    });

    const client = await book('14:00');
    expect(
      (
        await setStatus(client.id, {
          status: 'cancelled',
          cancellation: { reason: 'client', note: 'ignored' },
        })
      ).status,
    ).toBe(200);
    expect(await stored(client.id)).toMatchObject({
      cancellationReason: 'client',
      cancellationNote: null,
    });
  });

  test("'Avisar o cliente' off: cancelled, and nothing is sent to the client", async ({ ctx }) => {
    const { book, setStatus, stored, mailTo } = await setUp(ctx);
    const booked = await book('10:00');
    const before = await mailTo(CLIENT);
    const res = await setStatus(booked.id, {
      status: 'cancelled',
      cancellation: { reason: 'client', notifyClient: false },
    });
    expect(res.status).toBe(200);
    expect((await stored(booked.id)).status).toBe('cancelled');
    expect(await mailTo(CLIENT)).toEqual(before);
    expect(before.some((subject) => subject.startsWith('Cancelled:'))).toBe(false);
  });

  test('bad reasons are refused with the field’s message, and change nothing', async ({ ctx }) => {
    const { book, setStatus, stored } = await setUp(ctx);
    const booked = await book('10:00');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { status: 'cancelled', cancellation: { reason: 'other' } },
        'cancellation.note',
        'Descreva o motivo do cancelamento.',
      ],
      [
        { status: 'cancelled', cancellation: { reason: 'other', note: '   ' } },
        'cancellation.note',
        'Descreva o motivo do cancelamento.',
      ],
      [
        { status: 'cancelled', cancellation: { reason: 'weather' } },
        'cancellation.reason',
        'Escolha o motivo do cancelamento.',
      ],
      [
        { status: 'cancelled', cancellation: { reason: 'other', note: 'x'.repeat(501) } },
        'cancellation.note',
        'O motivo pode ter no máximo 500 caracteres.',
      ],
      [
        { status: 'confirmed', cancellation: { reason: 'salon' } },
        'cancellation',
        'O motivo só se informa ao cancelar um agendamento.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await setStatus(booked.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('validation_failed');
      expect(error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await stored(booked.id)).toMatchObject({
      status: 'pending',
      cancellationReason: null,
    });
  });
});

describe('a client cancelling online', () => {
  test("records 'Cliente cancelou' and e-mails the salon, with the event cancelled", async ({
    ctx,
  }) => {
    const { client, book, stored, list } = await setUp(ctx);
    const booked = await book('16:00');
    const res = await ctx.request(
      `/api/appointments/${booked.id}/cancel`,
      withCookie(client, jsonPost({})),
    );
    expect(res.status).toBe(200);
    expect(await stored(booked.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'client',
      cancellationNote: null,
    });
    expect((await list()).find((a) => a.id === booked.id)?.cancellation).toEqual({
      reason: 'client',
      note: null,
    });
    const [notice] = await ctx.db
      .select()
      .from(mailQueue)
      .where(
        eq(
          mailQueue.subject,
          '[Cancelled] Cut & Blow-Dry — Wednesday, 25 November 2026 at 16:00 — Test Client',
        ),
      );
    expect(notice).toMatchObject({ to: SALON, replyTo: `"Test Client" <${CLIENT}>` });
    expect(notice!.text).toContain('Test Client cancelled Cut & Blow-Dry');
    expect(notice!.attachments[0]!.content).toContain('METHOD:CANCEL');
  });

  test('a staff cancellation does not e-mail the salon', async ({ ctx }) => {
    const { book, setStatus, mailTo } = await setUp(ctx);
    const booked = await book('10:00');
    const before = await mailTo(SALON);
    expect(
      (await setStatus(booked.id, { status: 'cancelled', cancellation: { reason: 'salon' } }))
        .status,
    ).toBe(200);
    expect(await mailTo(SALON)).toEqual(before);
  });
});
