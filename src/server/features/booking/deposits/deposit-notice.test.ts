import { and, asc, eq, like } from 'drizzle-orm';
import type { DepositCheckout } from '@shared/deposits';
import { salonInstant } from '@shared/salon-dates';
import type { ClientAppointment } from '@shared/schemas/booking';
import { as, json, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import { serviceAndTeam } from '../../../../../tests/support/booking-team';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { testCheckoutSessions } from '../../../db/schema/academy';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { appointmentDeposits } from '../../../db/schema/deposits';

// The terms' 24-hour rule for deposits (decisions 028 and 032): cancelling 24 hours or more before
// the start refunds the deposit, later it is kept; and no move may turn a kept deposit into a
// refund. A client may not move a paid-deposit appointment online inside the notice; a move staff
// make inside it keeps the notice measured from the start it was moved from.

/** Monday 23 November 2026, 08:00 in London (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const NEXT_WEDNESDAY = '2026-12-02';
const START = salonInstant(WEDNESDAY, '10:00');
const HOUR = 3_600_000;

const DEPOSIT_MOVE_REFUSAL =
  'Appointments with a paid deposit can only be rescheduled online up to 24 hours before they start. Please call us on 0121 496 0318 or message us on WhatsApp on 07700 900 123.';

/**
 * Ana books balayage (25% deposit) on Wednesday at 10:00 with the first professional and pays at
 * the built-in test checkout: a confirmed appointment with a paid deposit.
 */
async function paidDepositBooking(ctx: TestContext) {
  ctx.clock.stopAt(NOW);
  const { service, team } = await serviceAndTeam(ctx.db, 'balayage');
  const ana = await signedInClient(ctx, 'ana@example.com');
  const slot = { serviceId: service.id, professionalId: team[0]!.id, date: WEDNESDAY };
  const held = await ctx.request(
    '/api/appointments',
    withCookie(ana, jsonPost({ ...slot, time: '10:00' })),
  );
  expect(held.status, await held.clone().text()).toBe(202);
  const { checkout } = await json<{ checkout: DepositCheckout }>(held);
  const sessionId = checkout.checkoutUrl.split('/').pop()!;
  const paid = await ctx.request(
    `/api/deposit-checkout/${sessionId}/pay`,
    withCookie(ana, { method: 'POST' }),
  );
  expect(paid.status).toBe(200);
  const [appointment] = await mine(ctx, ana);
  expect(appointment).toMatchObject({ time: '10:00', deposit: { status: 'paid' } });
  return { ana, appointment: appointment!, sessionId, depositId: checkout.depositId, slot, team };
}

const mine = async (ctx: TestContext, cookie: string) =>
  (
    await json<{ appointments: ClientAppointment[] }>(
      await ctx.request('/api/appointments', withCookie(cookie)),
    )
  ).appointments;

const reschedule = (ctx: TestContext, cookie: string, id: string, date: string, time: string) =>
  ctx.request(`/api/appointments/${id}/reschedule`, withCookie(cookie, jsonPost({ date, time })));

const cancel = (ctx: TestContext, cookie: string, id: string) =>
  ctx.request(`/api/appointments/${id}/cancel`, withCookie(cookie, { method: 'POST' }));

const staffMove = (ctx: TestContext, admin: string, id: string, date: string, time: string) =>
  ctx.request(`/api/admin/appointments/${id}/move`, as(admin, 'POST', { date, time }));

const depositOf = async (ctx: TestContext, id: string) =>
  (await ctx.db.select().from(appointmentDeposits).where(eq(appointmentDeposits.id, id)))[0]!;

/** What the test provider recorded of a refund of the session (null: none). */
const refundedAt = async (ctx: TestContext, sessionId: string) =>
  (
    await ctx.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId))
  )[0]!.refundedAt;

const depositAudit = (ctx: TestContext) =>
  ctx.db
    .select({ action: adminAuditLog.action, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(like(adminAuditLog.action, 'deposit.%'))
    .orderBy(asc(adminAuditLog.seq));

async function errorOf(res: Response) {
  return (await json<{ error: { code: string; message: string } }>(res)).error;
}

describe('a paid deposit and moves inside the 24-hour notice', () => {
  test('a client cannot move it online inside the notice, so a later cancel cannot refund a kept deposit', async ({
    ctx,
  }) => {
    const { ana, appointment, sessionId, depositId, slot, team } = await paidDepositBooking(ctx);
    ctx.clock.stopAt(new Date(START.getTime() - 23 * HOUR));
    // 23 hours to go: neither change is offered, and the server refuses both.
    expect((await mine(ctx, ana))[0]).toMatchObject({
      cancellable: false,
      reschedulable: false,
      cancelRefundsDeposit: false,
    });
    const moved = await reschedule(ctx, ana, appointment.id, NEXT_WEDNESDAY, '10:00');
    expect(moved.status).toBe(409);
    expect(await errorOf(moved)).toEqual({
      code: 'reschedule_too_late',
      message: DEPOSIT_MOVE_REFUSAL,
    });
    const cancelled = await cancel(ctx, ana, appointment.id);
    expect(cancelled.status).toBe(409);
    expect((await errorOf(cancelled)).code).toBe('cancel_too_late');

    // The appointment is where it was, live, and still holds its time.
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row).toMatchObject({
      startsAt: START,
      status: 'confirmed',
      assignedProfessionalId: team[0]!.id,
      sequence: 0,
    });
    const bea = await signedInClient(ctx, 'bea@example.com');
    const taken = await ctx.request(
      '/api/appointments',
      withCookie(bea, jsonPost({ ...slot, time: '10:00' })),
    );
    expect(taken.status).toBe(409);
    expect(await depositOf(ctx, depositId)).toMatchObject({ status: 'paid', refundedAt: null });
    expect(await refundedAt(ctx, sessionId)).toBeNull();
  });

  test('with 24 hours or more to go a client moves it, and the notice then runs from the new time', async ({
    ctx,
  }) => {
    const { ana, appointment, sessionId, depositId } = await paidDepositBooking(ctx);
    ctx.clock.stopAt(new Date(START.getTime() - 25 * HOUR));
    expect((await mine(ctx, ana))[0]).toMatchObject({
      reschedulable: true,
      cancelRefundsDeposit: true,
    });
    const moved = await reschedule(ctx, ana, appointment.id, NEXT_WEDNESDAY, '10:00');
    expect(moved.status).toBe(200);
    // Past the old time's notice, a week before the new time: the cancel refunds the deposit.
    ctx.clock.stopAt(new Date(START.getTime() - 1 * HOUR));
    const cancelled = await cancel(ctx, ana, appointment.id);
    expect(cancelled.status).toBe(200);
    expect((await depositOf(ctx, depositId)).status).toBe('refunded');
    expect(await refundedAt(ctx, sessionId)).not.toBeNull();
  });

  test('a move staff make inside the notice keeps it measured from the earlier start', async ({
    ctx,
  }) => {
    const { ana, appointment, sessionId, depositId } = await paidDepositBooking(ctx);
    const admin = await signedInAdmin(ctx);
    // Ana calls at 23 hours to go; the desk moves her to next week, as only the desk now can.
    ctx.clock.stopAt(new Date(START.getTime() - 23 * HOUR));
    expect((await staffMove(ctx, admin, appointment.id, NEXT_WEDNESDAY, '10:00')).status).toBe(200);
    // A week ahead she may move it again online, and cancel it: the deposit is kept all the same.
    const [moved] = await mine(ctx, ana);
    // The card says so before she cancels.
    expect(moved).toMatchObject({
      date: NEXT_WEDNESDAY,
      cancellable: true,
      reschedulable: true,
      cancelRefundsDeposit: false,
    });
    expect((await reschedule(ctx, ana, appointment.id, NEXT_WEDNESDAY, '14:00')).status).toBe(200);
    const cancelled = await cancel(ctx, ana, appointment.id);
    expect(cancelled.status).toBe(200);
    expect(
      (await json<{ appointment: ClientAppointment }>(cancelled)).appointment.deposit,
    ).toMatchObject({ status: 'retained' });
    expect(await depositOf(ctx, depositId)).toMatchObject({ status: 'retained', refundedAt: null });
    expect(await refundedAt(ctx, sessionId)).toBeNull();
    expect((await depositAudit(ctx)).map((a) => [a.action, a.details])).toEqual([
      ['deposit.paid', expect.anything()],
      ['deposit.retain', expect.objectContaining({ reason: 'late_cancellation' })],
    ]);
  });

  test('a move staff make with 24 hours or more to go lets the new time’s notice decide', async ({
    ctx,
  }) => {
    const { ana, appointment, depositId } = await paidDepositBooking(ctx);
    const admin = await signedInAdmin(ctx);
    ctx.clock.stopAt(new Date(START.getTime() - 30 * HOUR));
    expect((await staffMove(ctx, admin, appointment.id, NEXT_WEDNESDAY, '10:00')).status).toBe(200);
    ctx.clock.stopAt(new Date(START.getTime() - 1 * HOUR));
    expect((await cancel(ctx, ana, appointment.id)).status).toBe(200);
    expect((await depositOf(ctx, depositId)).status).toBe('refunded');
  });
});

describe('the notices are "or more": a change exactly on the limit is allowed', () => {
  test('cancelling exactly 24 hours before the start is allowed and refunds a paid deposit', async ({
    ctx,
  }) => {
    const { ana, appointment, sessionId, depositId } = await paidDepositBooking(ctx);
    ctx.clock.stopAt(new Date(START.getTime() - 24 * HOUR));
    expect((await mine(ctx, ana))[0]).toMatchObject({ cancellable: true });
    const cancelled = await cancel(ctx, ana, appointment.id);
    expect(cancelled.status).toBe(200);
    expect((await json<{ appointment: ClientAppointment }>(cancelled)).appointment).toMatchObject({
      status: 'cancelled',
      deposit: { status: 'refunded' },
    });
    expect((await depositOf(ctx, depositId)).status).toBe('refunded');
    expect(await refundedAt(ctx, sessionId)).not.toBeNull();
  });

  test('a paid-deposit appointment moves online exactly 24 hours before its start', async ({
    ctx,
  }) => {
    const { ana, appointment } = await paidDepositBooking(ctx);
    ctx.clock.stopAt(new Date(START.getTime() - 24 * HOUR));
    expect((await mine(ctx, ana))[0]).toMatchObject({ reschedulable: true });
    const moved = await reschedule(ctx, ana, appointment.id, NEXT_WEDNESDAY, '10:00');
    expect(moved.status).toBe(200);
  });

  test('rescheduling exactly 12 hours before the start is allowed', async ({ ctx }) => {
    ctx.clock.stopAt(NOW);
    const { service, team } = await serviceAndTeam(ctx.db, 'cut-blow-dry');
    const ana = await signedInClient(ctx, 'ana@example.com');
    const slot = { serviceId: service.id, professionalId: team[0]!.id, date: WEDNESDAY };
    const booked = await ctx.request(
      '/api/appointments',
      withCookie(ana, jsonPost({ ...slot, time: '10:00' })),
    );
    expect(booked.status).toBe(201);
    const { appointment } = await json<{ appointment: ClientAppointment }>(booked);
    ctx.clock.stopAt(new Date(START.getTime() - 12 * HOUR));
    expect((await mine(ctx, ana))[0]).toMatchObject({ reschedulable: true });
    const moved = await reschedule(ctx, ana, appointment.id, WEDNESDAY, '14:00');
    expect(moved.status).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, appointment.id)));
    expect(row!.startsAt).toEqual(salonInstant(WEDNESDAY, '14:00'));
  });
});
