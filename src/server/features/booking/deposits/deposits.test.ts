import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DepositCheckout, DepositTestCheckoutView } from '@shared/deposits';
import type { AdminAppointmentSummary, ClientAppointment } from '@shared/schemas/booking';
import { as, json, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import {
  type FakeStripe,
  type FakeSession,
  signedEvent,
  startFakeStripe,
} from '../../../../../tests/support/fake-stripe';
import { jsonPost } from '../../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { testConfig } from '../../../../../tests/support/test-database';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { professionals, services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { professionalServices } from '../../../db/schema/diary';
import { mailQueue } from '../../../db/schema/mail';
import { createLogger } from '../../../logger';
import { createPaymentProvider } from '../../../payments/create-payment-provider';
import { expireLapsedHolds } from './deposit-holds.service';

const SECRET_KEY = 'sk_test_fake_deposits_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_deposits_0123456789';

/** Monday 23 November 2026, 08:00 in London (GMT). */
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';

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
/** The test's own app (the test checkout) or one with Stripe configured. */
type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** What the scheduled job gets in production: the same provider, on the test's transaction. */
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

function setNow(ctx: TestContext, now = NOW) {
  ctx.clock.advance(now.getTime() - ctx.clock.now().getTime());
}

/** Balayage asks for 25% of its price (treatments over two hours, decision 028). */
async function depositService(ctx: TestContext) {
  const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'balayage'));
  const [professional] = await ctx.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(professionalServices, eq(professionalServices.professionalId, professionals.id))
    .where(and(eq(professionals.isActive, true), eq(professionalServices.serviceId, service!.id)))
    .orderBy(asc(professionals.sortOrder));
  return { service: service!, professionalId: professional!.id };
}

async function setUp(ctx: TestContext) {
  setNow(ctx);
  const { service, professionalId } = await depositService(ctx);
  const slot = { serviceId: service.id, professionalId, date: WEDNESDAY, time: '10:00' };
  const depositPence = Math.round(service.pricePence * 0.25);
  return { service, professionalId, slot, depositPence };
}

function book(app: Requester, cookie: string, body: Record<string, unknown>) {
  return app.request('/api/appointments', withCookie(cookie, jsonPost(body)));
}

async function hold(app: Requester, cookie: string, body: Record<string, unknown>) {
  const res = await book(app, cookie, body);
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { checkout: DepositCheckout }).checkout;
}

async function freeTimes(
  app: Requester,
  slot: { serviceId: string; professionalId: string; date: string },
) {
  const res = await app.request(
    `/api/availability?service=${slot.serviceId}&professional=${slot.professionalId}&date=${slot.date}`,
  );
  return ((await res.json()) as { times: string[] }).times;
}

function webhook(app: App, session: FakeSession, id?: string) {
  const event = signedEvent('checkout.session.completed', session, WEBHOOK_SECRET, { id });
  return app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.payload,
  });
}

const verify = (app: App, cookie: string, sessionId: string) =>
  app.request('/api/appointments/deposits/verify', withCookie(cookie, jsonPost({ sessionId })));

const myAppointments = async (app: Requester, cookie: string) =>
  (
    await json<{ appointments: ClientAppointment[] }>(
      await app.request('/api/appointments', withCookie(cookie)),
    )
  ).appointments;

const deposits = (ctx: TestContext) => ctx.db.select().from(appointmentDeposits);
const depositAudit = (ctx: TestContext) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(like(adminAuditLog.action, 'deposit.%'))
    .orderBy(asc(adminAuditLog.createdAt));

/** A client who has held a time and paid its deposit through Stripe (webhook). */
async function paidBooking(ctx: TestContext, app: App, email = 'ana@example.com') {
  const { slot, depositPence, service } = await setUp(ctx);
  const cookie = await signedInClient(ctx, email);
  await hold(app, cookie, slot);
  const session = stripe.pay(stripe.last().id, email);
  expect((await webhook(app, session)).status).toBe(200);
  const [appointment] = await myAppointments(app, cookie);
  return { cookie, session, appointment: appointment!, slot, depositPence, service };
}

describe('deposits', () => {
  test('a paid hold becomes a confirmed booking (issue 30); replays of the webhook and the return page add nothing', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const { slot, depositPence, service } = await setUp(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const before = ctx.clock.now().getTime();
    const checkout = await hold(app, ana, slot);
    const after = ctx.clock.now().getTime();
    const session = stripe.last();
    expect(checkout.checkoutUrl).toBe(session.url);
    expect(session.amount_total).toBe(depositPence);
    expect(session.metadata.deposit_id).toBe(checkout.depositId);
    const expires = new Date(checkout.holdExpiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(expires).toBeLessThanOrEqual(after + 15 * 60_000);
    // While held nobody else is offered the time, and the client has no appointment yet.
    expect(await freeTimes(app, slot)).not.toContain('10:00');
    expect(await myAppointments(app, ana)).toEqual([]);

    const paid = stripe.pay(session.id, 'ana@example.com');
    const mailBefore = (await ctx.db.select().from(mailQueue)).length;
    expect((await webhook(app, paid, 'evt_one')).status).toBe(200);
    expect((await webhook(app, paid, 'evt_one')).status).toBe(200);
    const first = await verify(app, ana, session.id);
    expect(first.status).toBe(200);
    const body = await json<{ status: string; appointment: ClientAppointment }>(first);
    expect(body.status).toBe('booked');
    expect(body.appointment).toMatchObject({
      status: 'confirmed',
      serviceName: service.name,
      date: WEDNESDAY,
      time: '10:00',
      deposit: { status: 'paid', amountPence: depositPence },
    });
    expect((await verify(app, ana, session.id)).status).toBe(200);

    expect(await myAppointments(app, ana)).toHaveLength(1);
    const rows = await ctx.db.select().from(appointments);
    expect(rows.filter((r) => r.serviceId === service.id)).toHaveLength(1);
    expect(rows[0]!.heldUntil).toBeNull();
    const [deposit] = await deposits(ctx);
    expect(deposit).toMatchObject({ status: 'paid', paymentReference: paid.payment_intent });
    const mail = (await ctx.db.select().from(mailQueue)).slice(mailBefore);
    // The booking's two e-mails, and the link to the colour consent its service needs (issue 33).
    expect(mail).toHaveLength(3);
    expect(mail.map((m) => m.html).join()).toContain('Deposit paid');
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirmed: /),
      expect.stringMatching(/^\[Booking\] /),
      expect.stringMatching(/^Please fill in your forms /),
    ]);
    expect((await depositAudit(ctx)).map((a) => [a.action, a.details])).toEqual([
      ['deposit.paid', expect.objectContaining({ amountPence: depositPence })],
    ]);
    // Someone else's session is not theirs to verify.
    const bea = await signedInClient(ctx, 'bea@example.com');
    expect((await verify(app, bea, session.id)).status).toBe(404);
  });

  test('an unpaid hold lapses after 15 minutes: the time is free again and another client books it', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const { slot } = await setUp(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const bea = await signedInClient(ctx, 'bea@example.com');
    await hold(app, ana, slot);
    const anaSession = stripe.last();
    expect((await book(app, bea, slot)).status).toBe(409);

    ctx.clock.advance(15 * 60_000);
    // Free to everyone at once, before the job has run.
    expect(await freeTimes(app, slot)).toContain('10:00');
    await hold(app, bea, slot);

    const { log, payments } = jobDeps(ctx);
    expect(await expireLapsedHolds(ctx.db, ctx.clock.now(), { payments, log })).toBe(1);
    const byStatus = (await deposits(ctx)).map((d) => d.status).sort();
    expect(byStatus).toEqual(['awaiting_payment', 'expired']);
    expect(stripe.sessions.get(anaSession.id)!.status).toBe('expired');
    // Bea's hold stands until its own time.
    expect(await freeTimes(app, slot)).not.toContain('10:00');
  });

  test('a payment after the hold lapsed books the time if free, and is refunded if it was taken', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const { slot, depositPence } = await setUp(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const bea = await signedInClient(ctx, 'bea@example.com');
    const cai = await signedInClient(ctx, 'cai@example.com');
    const { log, payments } = jobDeps(ctx);

    // Free: Ana's hold lapsed and was cleared, then her payment lands.
    await hold(app, ana, slot);
    const anaSession = stripe.last();
    ctx.clock.advance(16 * 60_000);
    await expireLapsedHolds(ctx.db, ctx.clock.now(), { payments, log });
    expect((await webhook(app, stripe.pay(anaSession.id, 'ana@example.com'))).status).toBe(200);
    const [anas] = await myAppointments(app, ana);
    expect(anas).toMatchObject({
      time: '10:00',
      status: 'confirmed',
      deposit: { status: 'paid' },
    });

    // Taken: Bea's hold at 14:00 lapses, Cai books over it, Bea's payment arrives.
    const later = { ...slot, time: '14:00' };
    await hold(app, bea, later);
    const beaSession = stripe.last();
    ctx.clock.advance(16 * 60_000);
    await hold(app, cai, later);
    const paid = stripe.pay(beaSession.id, 'bea@example.com');
    expect((await webhook(app, paid)).status).toBe(200);
    expect(await myAppointments(app, bea)).toEqual([]);
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    const [refunded] = (await deposits(ctx)).filter((d) => d.providerSessionId === beaSession.id);
    expect(refunded).toMatchObject({ status: 'refunded', appointmentId: null });
    const res = await verify(app, bea, beaSession.id);
    expect(await res.json()).toMatchObject({ status: 'refunded', amountPence: depositPence });
    const mails = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'bea@example.com'));
    expect(mails.some((m) => m.subject === 'Your deposit has been refunded')).toBe(true);
    expect((await depositAudit(ctx)).map((a) => a.details)).toContainEqual(
      expect.objectContaining({ reason: 'hold_lapsed', amountPence: depositPence }),
    );
  });

  test('cancelling 24 hours or more ahead refunds the deposit through Stripe; later, it is kept', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const { cookie, appointment, session, depositPence } = await paidBooking(ctx, app);
    const res = await app.request(
      `/api/appointments/${appointment.id}/cancel`,
      withCookie(cookie, { method: 'POST' }),
    );
    expect(res.status).toBe(200);
    expect((await json<{ appointment: ClientAppointment }>(res)).appointment.deposit).toMatchObject(
      {
        status: 'refunded',
      },
    );
    const paymentIntent = stripe.sessions.get(session.id)!.payment_intent;
    expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect((await depositAudit(ctx)).at(-1)).toMatchObject({
      action: 'deposit.refund',
      details: expect.objectContaining({ reason: 'early_cancellation', amountPence: depositPence }),
    });

    // A second booking, cancelled by the salon 23 hours before: the deposit is kept.
    const bea = await signedInClient(ctx, 'bea@example.com');
    const admin = await signedInAdmin(ctx);
    await hold(app, bea, {
      serviceId: appointment.serviceId,
      professionalId: null,
      date: WEDNESDAY,
      time: '15:00',
    });
    const beaSession = stripe.pay(stripe.last().id, 'bea@example.com');
    expect((await webhook(app, beaSession)).status).toBe(200);
    const [beas] = await myAppointments(app, bea);
    ctx.clock.advance(
      new Date(beas!.startsAt).getTime() - ctx.clock.now().getTime() - 23 * 3_600_000,
    );
    const refundsBefore = stripe.refunds.length;
    const cancelled = await app.request(
      `/api/admin/appointments/${beas!.id}/status`,
      as(admin, 'POST', { status: 'cancelled' }),
    );
    expect(cancelled.status).toBe(200);
    expect(
      (await json<{ appointment: { deposit: unknown } }>(cancelled)).appointment.deposit,
    ).toMatchObject({
      status: 'retained',
    });
    expect(stripe.refunds).toHaveLength(refundsBefore);
  });

  test('a refunded deposit is never paid again: replaying the webhook or the return page books nothing', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const { cookie, appointment, session, service } = await paidBooking(ctx, app);
    const cancelled = await app.request(
      `/api/appointments/${appointment.id}/cancel`,
      withCookie(cookie, { method: 'POST' }),
    );
    expect(cancelled.status).toBe(200);
    const settled = async () => ({
      deposits: (await deposits(ctx)).map((d) => [d.status, d.appointmentId, d.refundedAt]),
      appointments: (await ctx.db.select().from(appointments))
        .filter((a) => a.serviceId === service.id)
        .map((a) => [a.id, a.status, a.heldUntil]),
      audit: (await depositAudit(ctx)).map((a) => a.action),
      mail: (await ctx.db.select().from(mailQueue)).length,
      refunds: stripe.refunds.length,
    });
    const before = await settled();
    expect(before.deposits).toEqual([['refunded', appointment.id, expect.any(Date)]]);
    expect(before.appointments).toEqual([[appointment.id, 'cancelled', null]]);
    expect(before.audit).toEqual(['deposit.paid', 'deposit.refund']);

    // Stripe delivers the paid session again (a retry, a new event), and the client goes back to
    // the return page's address: each is acknowledged and changes nothing.
    const paid = stripe.sessions.get(session.id)!;
    expect((await webhook(app, paid, 'evt_replayed_after_refund')).status).toBe(200);
    expect((await webhook(app, paid)).status).toBe(200);
    const replayed = await verify(app, cookie, session.id);
    expect(replayed.status).toBe(200);
    expect(await json<{ status: string; appointment: ClientAppointment }>(replayed)).toMatchObject({
      status: 'booked',
      appointment: { id: appointment.id, status: 'cancelled', deposit: { status: 'refunded' } },
    });
    expect(await settled()).toEqual(before);
    expect(await myAppointments(app, cookie)).toMatchObject([
      { id: appointment.id, status: 'cancelled', deposit: { status: 'refunded' } },
    ]);
    // Its time stays free for anyone.
    expect(
      await freeTimes(app, {
        serviceId: appointment.serviceId,
        professionalId: appointment.professionalId!,
        date: WEDNESDAY,
      }),
    ).toContain('10:00');
  });

  test('a no-show keeps the deposit; staff can still give it back by hand, once', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const { appointment, session, depositPence } = await paidBooking(ctx, app);
    const admin = await signedInAdmin(ctx);
    const status = (s: string) =>
      app.request(
        `/api/admin/appointments/${appointment.id}/status`,
        as(admin, 'POST', { status: s }),
      );
    // Paid, so already confirmed (issue 30): nothing for staff to confirm.
    expect(appointment.status).toBe('confirmed');
    ctx.clock.advance(
      new Date(appointment.startsAt).getTime() - ctx.clock.now().getTime() + 60_000,
    );
    const noShow = await status('no_show');
    expect(
      (await json<{ appointment: { deposit: unknown } }>(noShow)).appointment.deposit,
    ).toMatchObject({
      status: 'retained',
    });
    const summary = await json<AdminAppointmentSummary>(
      await app.request('/api/admin/appointments/summary', as(admin)),
    );
    expect(summary.deposits).toEqual({
      paidPence: 0,
      retainedPence: depositPence,
      refundedPence: 0,
    });
    expect(summary.revenuePence).toBe(depositPence);

    const refund = () =>
      app.request(`/api/admin/appointments/${appointment.id}/deposit/refund`, as(admin, 'POST'));
    const client = await signedInClient(ctx, 'nosy@example.com');
    expect(
      (
        await app.request(
          `/api/admin/appointments/${appointment.id}/deposit/refund`,
          as(client, 'POST'),
        )
      ).status,
    ).toBe(403);
    const first = await refund();
    expect(first.status).toBe(200);
    expect(
      (await json<{ appointment: { deposit: unknown } }>(first)).appointment.deposit,
    ).toMatchObject({
      status: 'refunded',
    });
    expect((await refund()).status).toBe(409);
    const paymentIntent = stripe.sessions.get(session.id)!.payment_intent;
    expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    expect(
      (await depositAudit(ctx)).map((a) => [
        a.action,
        a.actorEmail,
        (a.details as { reason?: string }).reason,
      ]),
    ).toEqual([
      ['deposit.paid', 'ana@example.com', undefined],
      ['deposit.retain', 'owner@example.com', 'no_show'],
      ['deposit.refund', 'owner@example.com', 'manual'],
    ]);
  });

  test('a live hold appears in no listing, count or export', async ({ ctx }) => {
    const app = stripeApp(ctx);
    const { slot } = await setUp(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const admin = await signedInAdmin(ctx);
    await hold(app, ana, slot);
    const [held] = await ctx.db.select().from(appointments);
    expect(held!.heldUntil).not.toBeNull();
    const [record] = await ctx.db.select({ clientId: appointments.clientId }).from(appointments);
    const get = async <T>(path: string, cookie = admin) => {
      const res = await app.request(path, as(cookie));
      expect(res.status, path).toBe(200);
      return json<T>(res);
    };
    const text = async (path: string, cookie = admin) =>
      JSON.stringify(await get<unknown>(path, cookie));

    expect((await get<{ items: unknown[] }>('/api/admin/appointments?status=all')).items).toEqual(
      [],
    );
    expect((await get<{ total: number }>('/api/admin/appointments?status=pending')).total).toBe(0);
    expect(await text(`/api/admin/appointments/day?date=${WEDNESDAY}`)).not.toContain(held!.id);
    expect(await text(`/api/admin/diary/week?start=2026-11-23`)).not.toContain(held!.id);
    expect(await get<AdminAppointmentSummary>('/api/admin/appointments/summary')).toMatchObject({
      pending: 0,
      today: 0,
    });
    const clients = await get<{ items: { id: string; counts: { upcoming: number } }[] }>(
      '/api/admin/clients?q=ana',
    );
    expect(clients.items.find((c) => c.id === record!.clientId)).toMatchObject({
      counts: { upcoming: 0 },
    });
    const clientRecord = await get<{ upcoming: unknown[]; past: unknown[] }>(
      `/api/admin/clients/${record!.clientId}`,
    );
    expect([...clientRecord.upcoming, ...clientRecord.past]).toEqual([]);
    expect(await myAppointments(app, ana)).toEqual([]);
    const mine = await get<{ appointments: unknown[]; deposits: { status: string }[] }>(
      '/api/me/data',
      ana,
    );
    expect(mine.appointments).toEqual([]);
    expect(mine.deposits.map((d) => d.status)).toEqual(['awaiting_payment']);
    const staffExport = await get<{ appointments: unknown[] }>(
      `/api/admin/clients/${record!.clientId}/export`,
    );
    expect(staffExport.appointments).toEqual([]);
    // Nor can anyone act on it as an appointment.
    expect(
      (
        await app.request(
          `/api/admin/appointments/${held!.id}/status`,
          as(admin, 'POST', { status: 'confirmed' }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request(
          `/api/appointments/${held!.id}/cancel`,
          withCookie(ana, { method: 'POST' }),
        )
      ).status,
    ).toBe(404);
  });
});

describe('deposits through the built-in test checkout', () => {
  test('the checkout shows the deposit; paying books it; cancelling releases the hold at once', async ({
    ctx,
  }) => {
    const { slot, depositPence, service } = await setUp(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const checkout = await hold(ctx, ana, slot);
    expect(checkout.checkoutUrl).toMatch(/^\/checkout\/teste\/cs_local_dep_/);
    const id = checkout.checkoutUrl.split('/').pop()!;
    expect((await ctx.request(`/api/deposit-checkout/${id}`)).status).toBe(401);
    const bea = await signedInClient(ctx, 'bea@example.com');
    expect((await ctx.request(`/api/deposit-checkout/${id}`, withCookie(bea))).status).toBe(404);
    const view = await json<DepositTestCheckoutView>(
      await ctx.request(`/api/deposit-checkout/${id}`, withCookie(ana)),
    );
    expect(view).toMatchObject({
      status: 'open',
      serviceName: service.name,
      amountPence: depositPence,
      startsAt: '2026-11-25T10:00:00.000Z',
    });
    // The academy's view does not show a deposit's session.
    expect((await ctx.request(`/api/test-checkout/${id}`)).status).toBe(404);

    const pay = await ctx.request(
      `/api/deposit-checkout/${id}/pay`,
      withCookie(ana, { method: 'POST' }),
    );
    expect(pay.status).toBe(200);
    expect(await pay.json()).toEqual({ redirectUrl: `/agendamentos?deposit_session=${id}` });
    const verified = await ctx.request(
      '/api/appointments/deposits/verify',
      withCookie(ana, jsonPost({ sessionId: id })),
    );
    expect(await verified.json()).toMatchObject({
      status: 'booked',
      appointment: { status: 'confirmed', deposit: { status: 'paid' } },
    });

    // Another hold, cancelled at the checkout: the time is free at once.
    const later = { ...slot, time: '14:00' };
    const second = await hold(ctx, ana, later);
    const secondId = second.checkoutUrl.split('/').pop()!;
    expect(await freeTimes(ctx, later)).not.toContain('14:00');
    const cancel = await ctx.request(
      `/api/deposit-checkout/${secondId}/cancel`,
      withCookie(ana, { method: 'POST' }),
    );
    expect(cancel.status).toBe(200);
    expect(await freeTimes(ctx, later)).toContain('14:00');
    // The client's own cancel link, for a hold already released, says so.
    const release = await ctx.request(
      '/api/appointments/deposits/release',
      withCookie(ana, jsonPost({ depositId: second.depositId })),
    );
    expect(release.status).toBe(404);
    const [row] = (await deposits(ctx)).filter((d) => d.id === second.depositId);
    expect(row!.status).toBe('expired');
  });

  test('after a refund, paying at the test checkout again or its return page books nothing', async ({
    ctx,
  }) => {
    const { slot, service } = await setUp(ctx);
    const ana = await signedInClient(ctx, 'ana@example.com');
    const checkout = await hold(ctx, ana, slot);
    const id = checkout.checkoutUrl.split('/').pop()!;
    const pay = () =>
      ctx.request(`/api/deposit-checkout/${id}/pay`, withCookie(ana, { method: 'POST' }));
    const returnPage = () =>
      ctx.request(
        '/api/appointments/deposits/verify',
        withCookie(ana, jsonPost({ sessionId: id })),
      );
    expect((await pay()).status).toBe(200);
    const [booked] = await myAppointments(ctx, ana);
    const cancelled = await ctx.request(
      `/api/appointments/${booked!.id}/cancel`,
      withCookie(ana, { method: 'POST' }),
    );
    expect(cancelled.status).toBe(200);
    const state = async () => ({
      deposits: (await deposits(ctx)).map((d) => [d.status, d.appointmentId]),
      appointments: (await ctx.db.select().from(appointments))
        .filter((a) => a.serviceId === service.id)
        .map((a) => [a.id, a.status]),
      audit: (await depositAudit(ctx)).map((a) => a.action),
      mail: (await ctx.db.select().from(mailQueue)).length,
    });
    const before = await state();
    expect(before.deposits).toEqual([['refunded', booked!.id]]);

    expect((await pay()).status).toBe(200);
    expect(await (await returnPage()).json()).toMatchObject({
      status: 'booked',
      appointment: { id: booked!.id, status: 'cancelled', deposit: { status: 'refunded' } },
    });
    expect(await state()).toEqual(before);
  });
});
