import { randomUUID } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import type { DepositCheckout } from '@shared/deposits';
import type { AdminAppointment, ClientAppointment } from '@shared/schemas/booking';
import { as, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { expectReplayOf, withKey } from '../../../../../tests/support/idempotency-helpers';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { testCheckoutSessions } from '../../../db/schema/academy';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { clients } from '../../../db/schema/clients';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { professionalServices } from '../../../db/schema/diary';
import { mailQueue } from '../../../db/schema/mail';

// Every booking write that takes an Idempotency-Key (decision 039): sent twice with one key, the
// second answer is the first, replayed, and the write happened once. Without the key, each second
// request here would be refused (the time taken, the appointment already cancelled...).

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

function setNow(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
}

async function slot(ctx: TestContext, slug: string, time: string, date = WEDNESDAY) {
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  const [professional] = await ctx.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service!.id)))
    .orderBy(asc(professionals.sortOrder));
  return { serviceId: service!.id, professionalId: professional!.id, date, time };
}

/** The same request twice with one key: both answers. */
async function twice(ctx: TestContext, path: string, init: RequestInit) {
  const keyed = withKey(init, randomUUID());
  const first = await ctx.request(path, keyed);
  const retry = await ctx.request(path, keyed);
  return [first, retry] as const;
}

const post = (cookie: string, body?: unknown) =>
  withCookie(cookie, body === undefined ? { method: 'POST' } : jsonPost(body));

async function booked(ctx: TestContext, cookie: string, time = '10:00') {
  const res = await ctx.request(
    '/api/appointments',
    post(cookie, await slot(ctx, 'cut-blow-dry', time)),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { appointment: ClientAppointment }).appointment;
}

const audited = (ctx: TestContext, action: string) =>
  ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

const mailTo = (ctx: TestContext, to: string, subject: string) =>
  ctx.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, to), like(mailQueue.subject, `${subject}%`)));

/** A held time with a deposit, through the built-in test checkout; its session's id. */
async function held(ctx: TestContext, cookie: string, time = '10:00') {
  const res = await ctx.request(
    '/api/appointments',
    post(cookie, await slot(ctx, 'balayage', time)),
  );
  expect(res.status).toBe(202);
  const { checkout } = (await res.json()) as { checkout: DepositCheckout };
  return { checkout, sessionId: checkout.checkoutUrl.split('/').pop()! };
}

/** A held time whose deposit is paid: the appointment, pending. */
async function paid(ctx: TestContext, cookie: string) {
  const { sessionId } = await held(ctx, cookie);
  expect((await ctx.request(`/api/deposit-checkout/${sessionId}/pay`, post(cookie))).status).toBe(
    200,
  );
  const [deposit] = await ctx.db
    .select()
    .from(appointmentDeposits)
    .where(eq(appointmentDeposits.providerSessionId, sessionId));
  return { sessionId, appointmentId: deposit!.appointmentId!, depositId: deposit!.id };
}

describe("the client's own writes, retried with their key", () => {
  test('an online booking: the first 201, one appointment', async ({ ctx }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const [first, retry] = await twice(
      ctx,
      '/api/appointments',
      post(ana, await slot(ctx, 'cut-blow-dry', '10:00')),
    );
    expect(first.status).toBe(201);
    await expectReplayOf(first, retry);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
  });

  test('an online booking with a deposit: the first 202, one hold, one deposit, one checkout', async ({
    ctx,
  }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const sessionsBefore = (await ctx.db.select().from(testCheckoutSessions)).length;
    const [first, retry] = await twice(
      ctx,
      '/api/appointments',
      post(ana, await slot(ctx, 'balayage', '10:00')),
    );
    expect(first.status).toBe(202);
    const { checkout } = await expectReplayOf<{ checkout: DepositCheckout }>(first, retry);
    const deposits = await ctx.db.select().from(appointmentDeposits);
    expect(deposits.map((d) => d.id)).toEqual([checkout.depositId]);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
    expect((await ctx.db.select().from(testCheckoutSessions)).length - sessionsBefore).toBe(1);
  });

  test('a cancellation: the first 200, one cancellation e-mail', async ({ ctx }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const appointment = await booked(ctx, ana);
    const [first, retry] = await twice(
      ctx,
      `/api/appointments/${appointment.id}/cancel`,
      post(ana),
    );
    expect(first.status).toBe(200);
    const body = await expectReplayOf<{ appointment: ClientAppointment }>(first, retry);
    expect(body.appointment.status).toBe('cancelled');
    expect(await mailTo(ctx, 'ana@example.com', 'Cancelled:')).toHaveLength(1);
  });

  test('a move: the first 200, one move audited and e-mailed', async ({ ctx }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const appointment = await booked(ctx, ana);
    const [first, retry] = await twice(
      ctx,
      `/api/appointments/${appointment.id}/reschedule`,
      post(ana, { date: WEDNESDAY, time: '14:00' }),
    );
    expect(first.status).toBe(200);
    const body = await expectReplayOf<{ appointment: ClientAppointment }>(first, retry);
    expect(body.appointment.time).toBe('14:00');
    expect(await audited(ctx, 'appointment.reschedule')).toHaveLength(1);
    expect(await mailTo(ctx, 'ana@example.com', 'Rescheduled:')).toHaveLength(1);
  });

  test("the return page's verification of a paid deposit: the first answer", async ({ ctx }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const { sessionId } = await paid(ctx, ana);
    const [first, retry] = await twice(
      ctx,
      '/api/appointments/deposits/verify',
      post(ana, { sessionId }),
    );
    expect(first.status).toBe(200);
    const body = await expectReplayOf<{ status: string }>(first, retry);
    expect(body.status).toBe('booked');
    expect(await audited(ctx, 'deposit.paid')).toHaveLength(1);
  });

  test("the checkout's cancel link: the first answer, the hold released once", async ({ ctx }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const { checkout } = await held(ctx, ana);
    const [first, retry] = await twice(
      ctx,
      '/api/appointments/deposits/release',
      post(ana, { depositId: checkout.depositId }),
    );
    expect(first.status).toBe(200);
    expect(await expectReplayOf(first, retry)).toEqual({ released: true });
    expect(await ctx.db.select().from(appointments)).toEqual([]);
  });

  test('paying a deposit at the test checkout: the first answer, one payment recorded', async ({
    ctx,
  }) => {
    setNow(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const { sessionId } = await held(ctx, ana);
    const [first, retry] = await twice(ctx, `/api/deposit-checkout/${sessionId}/pay`, post(ana));
    expect(first.status).toBe(200);
    await expectReplayOf(first, retry);
    expect(await audited(ctx, 'deposit.paid')).toHaveLength(1);
    // A paid deposit confirms the appointment (issue 30).
    expect(await mailTo(ctx, 'ana@example.com', 'Confirmed:')).toHaveLength(1);
  });
});

describe("staff's writes, retried with their key", () => {
  test("the desk's booking for a new phone client: the first 201, one record, one appointment", async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const [first, retry] = await twice(
      ctx,
      '/api/admin/appointments',
      post(admin, {
        ...(await slot(ctx, 'cut-blow-dry', '10:00')),
        newClient: { name: 'Joana Prado', phone: '07700 900 461' },
      }),
    );
    expect(first.status).toBe(201);
    const { appointment } = await expectReplayOf<{ appointment: AdminAppointment }>(first, retry);
    expect(await ctx.db.select().from(appointments)).toHaveLength(1);
    expect(await ctx.db.select().from(clients).where(eq(clients.fullName, 'Joana Prado'))).toEqual([
      expect.objectContaining({ id: appointment.clientId }),
    ]);
    expect(await audited(ctx, 'appointment.create')).toHaveLength(1);
  });

  test('a status change: the first 200, audited once; another body is refused in Portuguese', async ({
    ctx,
  }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const appointment = await booked(ctx, ana);
    const path = `/api/admin/appointments/${appointment.id}/status`;
    const key = randomUUID();
    const confirm = withKey(as(admin, 'POST', { status: 'confirmed' }), key);
    const first = await ctx.request(path, confirm);
    expect(first.status).toBe(200);
    await expectReplayOf(first, await ctx.request(path, confirm));
    expect(await audited(ctx, 'appointment.status')).toHaveLength(1);
    expect(await mailTo(ctx, 'ana@example.com', 'Confirmed:')).toHaveLength(1);
    const other = await ctx.request(path, withKey(as(admin, 'POST', { status: 'cancelled' }), key));
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      error: {
        code: 'idempotency_key_reused',
        message:
          'Esta Idempotency-Key já foi usada noutro pedido. Envie uma chave nova em cada nova ação.',
      },
    });
  });

  test('a move: the first 200, one move audited', async ({ ctx }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const appointment = await booked(ctx, ana);
    const [first, retry] = await twice(
      ctx,
      `/api/admin/appointments/${appointment.id}/move`,
      as(admin, 'POST', { date: WEDNESDAY, time: '15:00', professionalId: null }),
    );
    expect(first.status).toBe(200);
    const body = await expectReplayOf<{ appointment: AdminAppointment }>(first, retry);
    expect(body.appointment.startsAt).toBe('2026-11-25T15:00:00.000Z');
    expect(await audited(ctx, 'appointment.move')).toHaveLength(1);
  });

  test('a deposit given back by hand: the first 200, one refund', async ({ ctx }) => {
    setNow(ctx);
    const admin = await signedInAdmin(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const { appointmentId } = await paid(ctx, ana);
    const [first, retry] = await twice(
      ctx,
      `/api/admin/appointments/${appointmentId}/deposit/refund`,
      as(admin, 'POST'),
    );
    expect(first.status).toBe(200);
    await expectReplayOf(first, retry);
    expect(await audited(ctx, 'deposit.refund')).toHaveLength(1);
  });
});
