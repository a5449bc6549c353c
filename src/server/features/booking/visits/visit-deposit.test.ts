import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DepositCheckout } from '@shared/deposits';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { VisitHold } from '@shared/schemas/visits';
import { as, json, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import {
  type FakeSession,
  type FakeStripe,
  signedEvent,
  startFakeStripe,
} from '../../../../../tests/support/fake-stripe';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { testConfig } from '../../../../../tests/support/test-database';
import { twoServiceVisit } from '../../../../../tests/support/visit-setup';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments, visits } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { mailQueue } from '../../../db/schema/mail';
import { createLogger } from '../../../logger';
import { createPaymentProvider } from '../../../payments/create-payment-provider';
import { expireLapsedHolds } from '../deposits/deposit-holds.service';

const SECRET_KEY = 'sk_test_fake_visit_deposit_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_visit_deposit_0123456789';

/** Monday 23 November 2026, 08:00 in Birmingham (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const MOBILE = '07700 900123';
/** The two parts' deposits: £15 and £10, one checkout of £25. */
const FIRST_DEPOSIT = 1500;
const SECOND_DEPOSIT = 1000;
const SUM = FIRST_DEPOSIT + SECOND_DEPOSIT;

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY });
});
afterAll(() => stripe.close());
beforeEach(() => stripe.setFailing(false));

const stripeApp = (ctx: TestContext) =>
  ctx.appWith({
    config: {
      ...testConfig,
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url },
    },
  });
type App = ReturnType<typeof stripeApp>;

const jobDeps = (ctx: TestContext) => ({
  log: createLogger('error'),
  payments: createPaymentProvider(
    {
      ...testConfig,
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url },
    },
    ctx.db,
    ctx.clock,
  ),
});

/** A two-service visit whose services both ask a fixed deposit, held at `time` on Wednesday. */
async function heldVisit(ctx: TestContext, app: App, time = '15:00') {
  const ids = await twoServiceVisit(ctx.db);
  await ctx.db
    .update(services)
    .set({ depositKind: 'fixed', depositValue: FIRST_DEPOSIT })
    .where(eq(services.id, ids.first));
  await ctx.db
    .update(services)
    .set({ depositKind: 'fixed', depositValue: SECOND_DEPOSIT })
    .where(eq(services.id, ids.second));
  const res = await app.request(
    '/api/visit-holds',
    jsonPost({
      parts: [
        { serviceId: ids.first, professionalId: ids.pro },
        { serviceId: ids.second, professionalId: ids.pro },
      ],
      date: WEDNESDAY,
      time,
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return { hold: (await res.json()) as VisitHold, ...ids };
}

async function bookForDeposit(app: App, token: string, cookie: string) {
  const res = await app.request(
    `/api/visit-holds/${token}/book`,
    withCookie(cookie, jsonPost({ phone: MOBILE })),
  );
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { checkout: DepositCheckout }).checkout;
}

function webhook(app: App, session: FakeSession, id?: string) {
  const event = signedEvent('checkout.session.completed', session, WEBHOOK_SECRET, { id });
  return app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.payload,
  });
}

const myAppointments = async (app: App, cookie: string) =>
  (
    await json<{ appointments: ClientAppointment[] }>(
      await app.request('/api/appointments', withCookie(cookie)),
    )
  ).appointments;

const freeTimes = async (app: App, serviceId: string, pro: string) =>
  (
    await json<{ times: string[] }>(
      await app.request(
        `/api/availability?service=${serviceId}&professional=${pro}&date=${WEDNESDAY}`,
      ),
    )
  ).times;

const visitRows = (ctx: TestContext) =>
  ctx.db.select().from(appointments).orderBy(asc(appointments.startsAt));
const depositRows = (ctx: TestContext) => ctx.db.select().from(appointmentDeposits);

describe('a visit whose services ask deposits', () => {
  test('is one checkout of the sum; paying books both parts at once, once, with one e-mail', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const app = stripeApp(ctx);
    const { hold, first, second, pro } = await heldVisit(ctx, app);
    expect(hold.depositPence).toBe(SUM);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const checkout = await bookForDeposit(app, hold.token, ana);
    const session = stripe.last();
    expect(checkout.checkoutUrl).toBe(session.url);
    expect(session.amount_total).toBe(SUM);
    expect(session.metadata.deposit_id).toBe(checkout.depositId);
    expect(checkout.holdExpiresAt).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());

    // Held for Ana, every part, until the deposit's hold lapses: nobody else gets the times, she
    // has nothing booked yet, no e-mail has gone, and the token opens nothing any more.
    const held = await visitRows(ctx);
    expect(held.map((r) => [r.serviceId, r.heldUntil?.toISOString(), r.clientId !== null])).toEqual(
      [
        [first, checkout.holdExpiresAt, true],
        [second, checkout.holdExpiresAt, true],
      ],
    );
    const [deposit] = await depositRows(ctx);
    expect(deposit).toMatchObject({
      amountPence: SUM,
      visitId: held[0]!.visitId,
      visitPartCount: 2,
      appointmentId: held[0]!.id,
      status: 'awaiting_payment',
    });
    expect(await freeTimes(app, first, pro)).not.toContain('15:00');
    expect(await myAppointments(app, ana)).toEqual([]);
    expect(await ctx.db.select().from(mailQueue)).toHaveLength(0);
    expect((await app.request(`/api/visit-holds/${hold.token}`)).status).toBe(404);

    const paid = stripe.pay(session.id, 'ana@example.com');
    expect((await webhook(app, paid, 'evt_visit')).status).toBe(200);
    expect((await webhook(app, paid, 'evt_visit_again')).status).toBe(200);
    const verified = await app.request(
      '/api/appointments/deposits/verify',
      withCookie(ana, jsonPost({ sessionId: session.id })),
    );
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      status: 'booked',
      appointment: { time: '15:00', status: 'confirmed', deposit: { status: 'paid' } },
    });

    const mine = (await myAppointments(app, ana)).sort((a, b) => a.time.localeCompare(b.time));
    expect(mine.map((a) => [a.time, a.status, a.deposit?.amountPence ?? null])).toEqual([
      ['15:00', 'confirmed', SUM],
      ['16:15', 'confirmed', null],
    ]);
    expect((await visitRows(ctx)).every((r) => r.heldUntil === null)).toBe(true);
    expect(await depositRows(ctx)).toEqual([expect.objectContaining({ status: 'paid' })]);
    const mail = await ctx.db.select().from(mailQueue);
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirmed: /),
      expect.stringMatching(/^\[Booking\] /),
    ]);
    // One e-mail of both parts, the deposit told once, with one calendar file.
    const client = mail[0]!;
    expect(client.html).toContain('£25.00');
    expect(client.html).not.toContain('£50.00');
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(like(adminAuditLog.action, 'deposit.%'));
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      [
        'deposit.paid',
        expect.objectContaining({ amountPence: SUM, appointmentIds: held.map((r) => r.id) }),
      ],
    ]);
  });

  test('leaving the checkout releases every part at once; an unpaid one lapses whole', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const app = stripeApp(ctx);
    const { hold, first, pro } = await heldVisit(ctx, app);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const checkout = await bookForDeposit(app, hold.token, ana);
    const release = await app.request(
      '/api/appointments/deposits/release',
      withCookie(ana, jsonPost({ depositId: checkout.depositId })),
    );
    expect(release.status).toBe(200);
    expect(await visitRows(ctx)).toEqual([]);
    expect(await ctx.db.select().from(visits)).toEqual([]);
    expect(await freeTimes(app, first, pro)).toContain('15:00');
    expect((await depositRows(ctx))[0]).toMatchObject({ status: 'expired', visitId: null });

    // Another visit, never paid: the job takes both parts once the deposit's hold is over, not
    // when the visit's own 10-minute hold would have ended.
    const again = await heldVisit(ctx, app, '11:00');
    await bookForDeposit(app, again.hold.token, ana);
    const { log, payments } = jobDeps(ctx);
    ctx.clock.advance(11 * 60_000);
    expect(await expireLapsedHolds(ctx.db, ctx.clock.now(), { payments, log })).toBe(0);
    expect(await visitRows(ctx)).toHaveLength(2);
    ctx.clock.advance(5 * 60_000);
    expect(await expireLapsedHolds(ctx.db, ctx.clock.now(), { payments, log })).toBe(1);
    expect(await visitRows(ctx)).toEqual([]);
    expect(await ctx.db.select().from(visits)).toEqual([]);
    expect(stripe.last().status).toBe('expired');
  });

  test('paid late: booked if every part is still held; refunded, nothing booked, if one was taken', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const app = stripeApp(ctx);
    const { hold, second, pro } = await heldVisit(ctx, app);
    const ana = await signedInClient(ctx, 'ana@example.com');
    await bookForDeposit(app, hold.token, ana);
    const anaSession = stripe.last();
    // Past the hold, before the job: nobody has taken the times, so the payment books them.
    ctx.clock.advance(16 * 60_000);
    expect((await webhook(app, stripe.pay(anaSession.id, 'ana@example.com'))).status).toBe(200);
    expect((await myAppointments(app, ana)).map((a) => a.status)).toEqual([
      'confirmed',
      'confirmed',
    ]);

    // Bea's visit at 09:00 lapses; Cai holds a time over its second part (10:15–10:45).
    const bea = await signedInClient(ctx, 'bea@example.com');
    const beaHold = await heldVisit(ctx, app, '09:00');
    await bookForDeposit(app, beaHold.hold.token, bea);
    const beaSession = stripe.last();
    ctx.clock.advance(16 * 60_000);
    const cai = await signedInClient(ctx, 'cai@example.com');
    const caiBooks = await app.request(
      '/api/appointments',
      withCookie(
        cai,
        jsonPost({ serviceId: second, professionalId: pro, date: WEDNESDAY, time: '10:30' }),
      ),
    );
    expect(caiBooks.status, await caiBooks.clone().text()).toBe(202);
    const refundsBefore = stripe.refunds.length;
    const paid = stripe.pay(beaSession.id, 'bea@example.com');
    expect((await webhook(app, paid)).status).toBe(200);
    expect(await myAppointments(app, bea)).toEqual([]);
    expect(stripe.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ payment_intent: paid.payment_intent }),
    ]);
    const [beas] = (await depositRows(ctx)).filter((d) => d.providerSessionId === beaSession.id);
    expect(beas).toMatchObject({ status: 'refunded', appointmentId: null, amountPence: SUM });
    // Bea's first part, still held when the payment came, was released with the refund.
    const rows = await visitRows(ctx);
    expect(rows.filter((r) => r.startsAt.toISOString() === '2026-11-25T09:00:00.000Z')).toEqual([]);
  });

  test('the visit’s one deposit is refunded once when it is cancelled in time, and by hand from any part', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const app = stripeApp(ctx);
    const { hold } = await heldVisit(ctx, app);
    const ana = await signedInClient(ctx, 'ana@example.com');
    await bookForDeposit(app, hold.token, ana);
    const paid = stripe.pay(stripe.last().id, 'ana@example.com');
    expect((await webhook(app, paid)).status).toBe(200);
    const [, secondPart] = (await myAppointments(app, ana)).sort((a, b) =>
      a.time.localeCompare(b.time),
    );
    // Cancelling the second part takes the visit, and refunds its one deposit once.
    const cancelled = await app.request(
      `/api/appointments/${secondPart!.id}/cancel`,
      withCookie(ana, { method: 'POST' }),
    );
    expect(cancelled.status).toBe(200);
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    expect((await depositRows(ctx))[0]).toMatchObject({ status: 'refunded', amountPence: SUM });

    // A second visit, cancelled by the salon 23 hours before: kept; then given back by hand
    // from the page of its second part.
    const bea = await signedInClient(ctx, 'bea@example.com');
    const beaHold = await heldVisit(ctx, app, '10:00');
    await bookForDeposit(app, beaHold.hold.token, bea);
    const beaPaid = stripe.pay(stripe.last().id, 'bea@example.com');
    expect((await webhook(app, beaPaid)).status).toBe(200);
    const [beaFirst, beaSecond] = (await myAppointments(app, bea)).sort((a, b) =>
      a.time.localeCompare(b.time),
    );
    ctx.clock.advance(
      new Date(beaFirst!.startsAt).getTime() - ctx.clock.now().getTime() - 23 * 3_600_000,
    );
    const admin = await signedInAdmin(ctx);
    const status = await app.request(
      `/api/admin/appointments/${beaSecond!.id}/status`,
      as(admin, 'POST', { status: 'cancelled' }),
    );
    expect(status.status, await status.clone().text()).toBe(200);
    const beaDeposit = () =>
      depositRows(ctx).then((rows) =>
        rows.find((d) => d.paymentReference === beaPaid.payment_intent),
      );
    expect(await beaDeposit()).toMatchObject({ status: 'retained' });
    const byHand = () =>
      app.request(`/api/admin/appointments/${beaSecond!.id}/deposit/refund`, as(admin, 'POST', {}));
    expect((await byHand()).status).toBe(200);
    expect(await beaDeposit()).toMatchObject({ status: 'refunded' });
    expect((await byHand()).status).toBe(409);
    expect(stripe.refunds.filter((r) => r.payment_intent === beaPaid.payment_intent)).toHaveLength(
      1,
    );
    const refundAudit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'deposit.refund')));
    expect(refundAudit.map((a) => (a.details as { reason: string }).reason)).toEqual([
      'early_cancellation',
      'manual',
    ]);
  });
});
