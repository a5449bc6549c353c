import { eq } from 'drizzle-orm';
import type { DepositCheckout } from '@shared/deposits';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import {
  seededCourse,
  sessionIdOf,
  startCheckout,
  verify,
} from '../../../../tests/support/academy-helpers';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { serviceAndTeam } from '../../../../tests/support/booking-team';
import { coursePurchases, testCheckoutSessions } from '../../db/schema/academy';
import { appointments } from '../../db/schema/booking';
import { appointmentDeposits } from '../../db/schema/deposits';

// The built-in test checkout plays Stripe's hosted page twice: the academy's for courses
// (/api/test-checkout) and the deposits' (/api/deposit-checkout). Each serves only its own kind of
// session: a session id of the other kind is unknown to it, whatever is asked (view, pay, cancel).

/** Monday 23 November 2026, 08:00 in London (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');

const sessionRow = async (ctx: TestContext, id: string) =>
  (await ctx.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)))[0]!;

const errorCode = async (res: Response) =>
  ((await res.json()) as { error: { code: string } }).error.code;

/** Ana holds Wednesday 10:00 for balayage (a deposit service): the deposit's open test session. */
async function heldDeposit(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const { service, team } = await serviceAndTeam(ctx.db, 'balayage');
  const ana = await signedInClient(ctx, 'ana@example.com');
  const res = await ctx.request(
    '/api/appointments',
    withCookie(
      ana,
      jsonPost({
        serviceId: service.id,
        professionalId: team[0]!.id,
        date: '2026-11-25',
        time: '10:00',
      }),
    ),
  );
  expect(res.status, await res.clone().text()).toBe(202);
  const { checkout } = (await res.json()) as { checkout: DepositCheckout };
  return { ana, sessionId: sessionIdOf(checkout.checkoutUrl), depositId: checkout.depositId };
}

describe('each test checkout serves only its own kind of session', () => {
  test("the course checkout can neither show, pay nor cancel a deposit's session", async ({
    ctx,
  }) => {
    const { ana, sessionId, depositId } = await heldDeposit(ctx);
    const intruder = await signedInClient(ctx, 'mallory@example.com');
    // Signed in or not: the course pages take no account into consideration.
    for (const cookie of [undefined, intruder]) {
      const as = (init: RequestInit = {}) => (cookie ? withCookie(cookie, init) : init);
      const view = await ctx.request(`/api/test-checkout/${sessionId}`, as());
      expect(view.status).toBe(404);
      const pay = await ctx.request(
        `/api/test-checkout/${sessionId}/pay`,
        as(jsonPost({ email: 'mallory@example.com' })),
      );
      expect(pay.status).toBe(404);
      expect(await errorCode(pay)).toBe('checkout_not_found');
      const cancel = await ctx.request(
        `/api/test-checkout/${sessionId}/cancel`,
        as({ method: 'POST' }),
      );
      expect(cancel.status).toBe(404);
      expect(await errorCode(cancel)).toBe('checkout_not_found');
    }

    // The deposit's session, its hold and its deposit are exactly as they were.
    expect(await sessionRow(ctx, sessionId)).toMatchObject({
      status: 'open',
      paidAt: null,
      email: 'ana@example.com',
    });
    const [deposit] = await ctx.db
      .select()
      .from(appointmentDeposits)
      .where(eq(appointmentDeposits.id, depositId));
    expect(deposit).toMatchObject({ status: 'awaiting_payment', paidAt: null });
    const [held] = await ctx.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, deposit!.appointmentId!));
    expect(held!.heldUntil).not.toBeNull();
    expect(await ctx.db.select().from(coursePurchases)).toEqual([]);

    // Its own client still pays it at its own checkout.
    const paid = await ctx.request(
      `/api/deposit-checkout/${sessionId}/pay`,
      withCookie(ana, { method: 'POST' }),
    );
    expect(paid.status).toBe(200);
  });

  test("the deposit checkout can neither show, pay nor cancel a course's session", async ({
    ctx,
  }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const bea = await signedInClient(ctx, 'bea@example.com');
    // Tied to Bea's account, so her own cookie would pass any check of the session's owner.
    const started = await startCheckout(ctx, course.id, bea);
    expect(started.status).toBe(200);
    const sessionId = sessionIdOf(((await started.json()) as { url: string }).url);
    expect((await sessionRow(ctx, sessionId)).userId).not.toBeNull();

    const view = await ctx.request(`/api/deposit-checkout/${sessionId}`, withCookie(bea));
    expect(view.status).toBe(404);
    for (const action of ['pay', 'cancel']) {
      const res = await ctx.request(
        `/api/deposit-checkout/${sessionId}/${action}`,
        withCookie(bea, { method: 'POST' }),
      );
      expect(res.status, action).toBe(404);
      expect(await errorCode(res), action).toBe('checkout_not_found');
    }
    expect(await sessionRow(ctx, sessionId)).toMatchObject({ status: 'open', paidAt: null });
    expect(await ctx.db.select().from(coursePurchases)).toEqual([]);
    expect((await verify(ctx, sessionId)).status).toBe(409);
  });
});
