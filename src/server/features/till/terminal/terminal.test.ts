import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiErrorBody } from '@shared/api-error';
import type { CardReader, CardReaders, TerminalPayment } from '@shared/till-terminal';
import {
  committingApp,
  describe,
  expect,
  type TestContext,
  test,
} from '../../../../../tests/support/test-app';
import { as, json } from '../../../../../tests/support/admin-helpers';
import {
  DECLINED_CARD,
  type FakeEvent,
  type FakeStripe,
  signedEvent,
  startFakeStripe,
} from '../../../../../tests/support/fake-stripe';
import { createAccount, createSessionCookie } from '../../../../../tests/support/factories';
import { testConfig } from '../../../../../tests/support/test-database';
import type { Db } from '../../../db/client';
import { adminAuditLog } from '../../../db/schema/audit';
import {
  products,
  saleLines,
  salePayments,
  saleRefunds,
  sales,
  stockMovements,
  terminalReaders,
} from '../../../db/schema/till';
import { SALE_PAID_HOOKS } from '../../../domain/sale-paid-hooks';
import { createLogger } from '../../../logger';
import { createStripeTerminal } from './stripe-terminal';
import { readTerminalPayment } from './terminal-payments.service';
import { createTerminalRefunds } from './terminal-refunds';

const SECRET_KEY = 'sk_test_fake_terminal_0123456789';
const WEBHOOK_SECRET = 'whsec_test_fake_terminal_0123456789';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
});
afterAll(() => stripe.close());

// Every settled sale, counted: a replayed webhook or a racing poll must settle a sale once.
const settled: string[] = [];
const countSettles = async (_tx: Db, sale: { id: string }) => {
  settled.push(sale.id);
};
beforeAll(() => {
  SALE_PAID_HOOKS.push(countSettles);
});
afterAll(() => {
  SALE_PAID_HOOKS.splice(SALE_PAID_HOOKS.indexOf(countSettles), 1);
});
afterEach(() => {
  stripe.takeEvents();
});

const stripeSettings = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: '' };
/** The app as it runs with STRIPE_SECRET_KEY, its SDK pointed at the fake. */
const stripeApp = (ctx: TestContext) =>
  ctx.appWith({
    config: { ...testConfig, stripe: { ...stripeSettings, apiBase: stripe.url } },
  });
type App = Pick<TestContext, 'request'> | ReturnType<typeof stripeApp>;

async function staff(ctx: TestContext, role: 'owner' | 'manager' | 'reception' | 'professional') {
  const id = await createAccount(ctx.db, { email: `${role}.till@example.com`, role });
  return createSessionCookie(ctx.db, id);
}

/** An open sale of `totalPence`, with one product line so its settling shows in the stock. */
async function openSale(db: Db, totalPence = 5000) {
  const [product] = await db
    .insert(products)
    .values({ name: 'Óleo capilar', pricePence: totalPence, stockQuantity: 3 })
    .returning();
  const [sale] = await db
    .insert(sales)
    .values({
      businessDate: '2026-11-28',
      subtotalPence: totalPence,
      totalPence,
    })
    .returning();
  await db.insert(saleLines).values({
    saleId: sale!.id,
    kind: 'product',
    productId: product!.id,
    description: product!.name,
    unitPricePence: totalPence,
    totalPence,
    vatRateBp: 2000,
  });
  return { saleId: sale!.id, productId: product!.id };
}

async function register(app: App, cookie: string, label = 'Balcão', code = 'simulated-wpe') {
  const res = await app.request(
    '/api/admin/till/readers',
    as(cookie, 'POST', { registrationCode: code, label }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CardReader>(res);
}

function pay(app: App, cookie: string, saleId: string, body: Record<string, unknown>) {
  return app.request(`/api/admin/till/sales/${saleId}/payments/terminal`, as(cookie, 'POST', body));
}

async function poll(app: App, cookie: string, payment: { saleId: string; id: string }) {
  const res = await app.request(
    `/api/admin/till/sales/${payment.saleId}/payments/${payment.id}`,
    as(cookie),
  );
  expect(res.status).toBe(200);
  return json<TerminalPayment>(res);
}

function webhook(app: App, event: Pick<FakeEvent, 'payload' | 'signature'>) {
  return app.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.payload,
  });
}

const paymentsOf = (db: Db, saleId: string) =>
  db.select().from(salePayments).where(eq(salePayments.saleId, saleId));
const saleStatus = async (db: Db, saleId: string) =>
  (await db.select().from(sales).where(eq(sales.id, saleId)))[0]!.status;
const stockMoves = (db: Db, productId: string) =>
  db.select().from(stockMovements).where(eq(stockMovements.productId, productId));

/** A reader registered on the fake, and a card payment of the whole sale waiting on it. */
async function waitingPayment(ctx: TestContext, totalPence = 5000) {
  const app = stripeApp(ctx);
  const owner = await staff(ctx, 'owner');
  const reader = await register(app, owner);
  const { saleId, productId } = await openSale(ctx.db, totalPence);
  const res = await pay(app, owner, saleId, {
    readerId: reader.id,
    amountPence: totalPence,
    clientKey: `tap-${saleId}`,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const payment = await json<TerminalPayment>(res);
  return { app, owner, reader, saleId, productId, payment };
}

describe('card readers in Definições', () => {
  test('registering puts the reader at a location made from the salon’s address, shared by the next', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const owner = await staff(ctx, 'owner');
    const locationsBefore = stripe.locations.size;
    const first = await register(app, owner, 'Balcão');
    const second = await register(app, owner, 'Sala 2', 'apple-banana-cherry');
    expect(stripe.locations.size).toBe(locationsBefore + 1);
    const location = [...stripe.locations.values()].at(-1)!;
    expect(location).toMatchObject({
      display_name: 'Aurora Beauty Studio',
      address: {
        line1: '118 Harborne Road',
        city: 'Birmingham',
        postal_code: 'B15 3HF',
        country: 'GB',
      },
    });
    const atStripe = stripe.readers.get(first.stripeReaderId)!;
    expect(atStripe).toMatchObject({ label: 'Balcão', location: location.id });
    expect(stripe.readers.get(second.stripeReaderId)!.location).toBe(location.id);

    const listed = await json<CardReaders>(await app.request('/api/admin/till/readers', as(owner)));
    expect(listed.simulated).toBe(false);
    expect(listed.readers.map((r) => r.label)).toEqual(['Balcão', 'Sala 2']);

    const renamed = await app.request(
      `/api/admin/till/readers/${first.id}`,
      as(owner, 'PATCH', { label: 'Recepção' }),
    );
    expect(renamed.status).toBe(200);
    expect(stripe.readers.get(first.stripeReaderId)!.label).toBe('Recepção');

    const removed = await app.request(`/api/admin/till/readers/${second.id}`, as(owner, 'DELETE'));
    expect(removed.status).toBe(200);
    expect(stripe.readers.has(second.stripeReaderId)).toBe(false);
    const after = await json<CardReaders>(await app.request('/api/admin/till/readers', as(owner)));
    expect(after.readers.map((r) => r.label)).toEqual(['Recepção']);

    const actions = await ctx.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, 'terminal_reader'));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'terminal_reader.register',
      'terminal_reader.register',
      'terminal_reader.remove',
      'terminal_reader.rename',
    ]);
  });

  test('a code Stripe does not accept, or no label, is a 400 with words, and nothing is kept', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const owner = await staff(ctx, 'owner');
    const bad = await app.request(
      '/api/admin/till/readers',
      as(owner, 'POST', { registrationCode: 'not a code', label: 'Balcão' }),
    );
    expect(bad.status).toBe(400);
    expect((await json<ApiErrorBody>(bad)).error.message).toBe(
      'A Stripe não aceitou este código de registro.',
    );
    const noLabel = await app.request(
      '/api/admin/till/readers',
      as(owner, 'POST', { registrationCode: 'simulated-wpe', label: ' ' }),
    );
    expect(noLabel.status).toBe(400);
    expect(await ctx.db.select().from(terminalReaders)).toEqual([]);
  });

  test('reception chooses a reader but cannot register one; a professional sees none', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const reception = await staff(ctx, 'reception');
    const professional = await staff(ctx, 'professional');
    const createsBefore = stripe.requests.filter((r) => r.path === '/v1/terminal/readers').length;
    expect((await app.request('/api/admin/till/readers', as(reception))).status).toBe(200);
    const refused = await app.request(
      '/api/admin/till/readers',
      as(reception, 'POST', { registrationCode: 'simulated-wpe', label: 'Balcão' }),
    );
    expect(refused.status).toBe(403);
    expect(stripe.requests.filter((r) => r.path === '/v1/terminal/readers')).toHaveLength(
      createsBefore,
    );
    expect((await app.request('/api/admin/till/readers', as(professional))).status).toBe(403);
  });
});

describe('a card payment on a reader', () => {
  test('creates a card_present PaymentIntent, captured automatically, and hands it to the reader', async ({
    ctx,
  }) => {
    const { reader, payment, saleId } = await waitingPayment(ctx, 4250);
    expect(payment).toMatchObject({ status: 'pending', amountPence: 4250, saleStatus: 'open' });
    const intent = stripe.paymentIntents.get(payment.providerReference!)!;
    expect(intent).toMatchObject({
      amount: 4250,
      currency: 'gbp',
      capture_method: 'automatic',
      payment_method_types: ['card_present'],
      metadata: { sale_id: saleId, payment_id: payment.id },
    });
    expect(stripe.readers.get(reader.stripeReaderId)!.action).toMatchObject({
      type: 'process_payment_intent',
      status: 'in_progress',
      process_payment_intent: { payment_intent: intent.id },
    });
  });

  test('a double tap (the same client key) makes one payment and one PaymentIntent', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const reception = await staff(ctx, 'reception');
    const owner = await staff(ctx, 'owner');
    const reader = await register(app, owner);
    const { saleId } = await openSale(ctx.db);
    const intentsBefore = stripe.paymentIntents.size;
    const body = { readerId: reader.id, amountPence: 5000, clientKey: 'double-tap-0001' };
    const first = await pay(app, reception, saleId, body);
    const second = await pay(app, reception, saleId, body);
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = [await json<TerminalPayment>(first), await json<TerminalPayment>(second)];
    expect(b.id).toBe(a.id);
    expect(b.providerReference).toBe(a.providerReference);
    expect(stripe.paymentIntents.size).toBe(intentsBefore + 1);
    expect(await paymentsOf(ctx.db, saleId)).toHaveLength(1);
  });

  test('a replayed action_succeeded webhook records one payment and settles the sale once', async ({
    ctx,
  }) => {
    const { app, reader, saleId, productId, payment } = await waitingPayment(ctx);
    await stripe.presentCard(reader.stripeReaderId);
    const events = stripe.takeEvents();
    const succeeded = events.find((e) => e.type === 'terminal.reader.action_succeeded')!;
    let firstSettledAt: Date | null = null;
    for (let i = 0; i < 3; i++) {
      const res = await webhook(app, succeeded);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, recorded: true });
      // A replay a minute later leaves the payment as the first delivery recorded it.
      const [row] = await paymentsOf(ctx.db, saleId);
      firstSettledAt ??= row!.settledAt;
      expect(row!.settledAt).toEqual(firstSettledAt);
      ctx.clock.advance(60_000);
    }
    const intentEvent = events.find((e) => e.type === 'payment_intent.succeeded')!;
    expect((await webhook(app, intentEvent)).status).toBe(200);

    const rows = await paymentsOf(ctx.db, saleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: payment.id, status: 'succeeded', method: 'card_terminal' });
    expect(await saleStatus(ctx.db, saleId)).toBe('paid');
    expect(settled.filter((id) => id === saleId)).toHaveLength(1);
    expect(await stockMoves(ctx.db, productId)).toHaveLength(1);
  });

  test('polling finds the result when no webhook comes', async ({ ctx }) => {
    const { app, owner, reader, saleId, payment } = await waitingPayment(ctx);
    expect((await poll(app, owner, payment)).status).toBe('pending');
    await stripe.presentCard(reader.stripeReaderId);
    const polled = await poll(app, owner, payment);
    expect(polled).toMatchObject({ status: 'succeeded', saleStatus: 'paid' });
    expect(settled.filter((id) => id === saleId)).toHaveLength(1);
  });

  test('a declined card marks the payment failed with the reader’s words, and the sale stays open', async ({
    ctx,
  }) => {
    const { app, owner, reader, saleId, productId, payment } = await waitingPayment(ctx);
    await stripe.presentCard(reader.stripeReaderId, DECLINED_CARD);
    const polled = await poll(app, owner, payment);
    expect(polled).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      saleStatus: 'open',
    });
    // The webhooks arriving afterwards change nothing.
    for (const event of stripe.takeEvents()) expect((await webhook(app, event)).status).toBe(200);
    expect((await paymentsOf(ctx.db, saleId))[0]).toMatchObject({ status: 'failed' });
    expect(await saleStatus(ctx.db, saleId)).toBe('open');
    expect(settled).not.toContain(saleId);
    expect(await stockMoves(ctx.db, productId)).toEqual([]);

    // A new tap (a new key) tries again on a new PaymentIntent, and the sale is paid.
    const retry = await pay(app, owner, saleId, {
      readerId: reader.id,
      amountPence: 5000,
      clientKey: `retry-${saleId}`,
    });
    expect(retry.status).toBe(201);
    const second = await json<TerminalPayment>(retry);
    expect(second.providerReference).not.toBe(payment.providerReference);
    await stripe.presentCard(reader.stripeReaderId);
    expect(await poll(app, owner, second)).toMatchObject({
      status: 'succeeded',
      saleStatus: 'paid',
    });
  });

  test('a declined card’s webhook alone marks it failed', async ({ ctx }) => {
    const { app, reader, saleId } = await waitingPayment(ctx);
    await stripe.presentCard(reader.stripeReaderId, DECLINED_CARD);
    const failed = stripe.takeEvents().find((e) => e.type === 'terminal.reader.action_failed')!;
    expect(await (await webhook(app, failed)).json()).toEqual({ received: true, recorded: true });
    expect((await paymentsOf(ctx.db, saleId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
  });

  test('‘Cancelar no leitor’ stops the reader and cancels the PaymentIntent', async ({ ctx }) => {
    const { app, owner, reader, saleId, payment } = await waitingPayment(ctx);
    const res = await app.request(
      `/api/admin/till/sales/${saleId}/payments/${payment.id}/cancel`,
      as(owner, 'POST'),
    );
    expect(res.status).toBe(200);
    expect(await json<TerminalPayment>(res)).toMatchObject({
      status: 'cancelled',
      saleStatus: 'open',
    });
    expect(stripe.paymentIntents.get(payment.providerReference!)!.status).toBe('canceled');
    expect(stripe.readers.get(reader.stripeReaderId)!.action!.status).toBe('failed');
    const again = await app.request(
      `/api/admin/till/sales/${saleId}/payments/${payment.id}/cancel`,
      as(owner, 'POST'),
    );
    expect(again.status).toBe(409);
  });

  test('more than is left to pay, a paid sale or an unknown reader is refused with words', async ({
    ctx,
  }) => {
    const { app, owner, reader, saleId } = await waitingPayment(ctx, 5000);
    // The whole sale is already waiting on the reader: nothing is left for a second card.
    const over = await pay(app, owner, saleId, {
      readerId: reader.id,
      amountPence: 1,
      clientKey: 'over-the-due-1',
    });
    expect(over.status).toBe(409);
    expect((await json<ApiErrorBody>(over)).error.message).toBe(
      'O valor é maior do que falta pagar.',
    );
    const { saleId: other } = await openSale(ctx.db, 3000);
    const unknownReader = await pay(app, owner, other, {
      readerId: '00000000-0000-4000-8000-000000000000',
      amountPence: 3000,
      clientKey: 'unknown-reader',
    });
    expect(unknownReader.status).toBe(404);
    await ctx.db.update(sales).set({ status: 'paid' }).where(eq(sales.id, other));
    const paid = await pay(app, owner, other, {
      readerId: reader.id,
      amountPence: 3000,
      clientKey: 'paid-sale-01',
    });
    expect(paid.status).toBe(409);
    expect(await paymentsOf(ctx.db, other)).toEqual([]);
  });

  test('a reader busy with another sale’s card is a 409 with words, and that attempt is over', async ({
    ctx,
  }) => {
    const { app, owner, reader } = await waitingPayment(ctx);
    const { saleId } = await openSale(ctx.db, 2000);
    const busy = await pay(app, owner, saleId, {
      readerId: reader.id,
      amountPence: 2000,
      clientKey: 'busy-reader-1',
    });
    expect(busy.status).toBe(409);
    expect((await json<ApiErrorBody>(busy)).error.message).toBe(
      'O leitor está ocupado com outro pagamento.',
    );
    expect(await paymentsOf(ctx.db, saleId)).toMatchObject([
      { status: 'failed', failureMessage: 'O leitor não recebeu o pagamento.' },
    ]);
    // The same tap again is told how it ended, and charges nothing.
    const again = await pay(app, owner, saleId, {
      readerId: reader.id,
      amountPence: 2000,
      clientKey: 'busy-reader-1',
    });
    expect(again.status).toBe(200);
    expect(await json<TerminalPayment>(again)).toMatchObject({ status: 'failed' });
    expect(await paymentsOf(ctx.db, saleId)).toHaveLength(1);
  });

  test('a webhook for a PaymentIntent that is not the till’s is acknowledged and ignored', async ({
    ctx,
  }) => {
    const app = stripeApp(ctx);
    const event = signedEvent(
      'payment_intent.succeeded',
      { id: 'pi_someone_else', object: 'payment_intent', status: 'succeeded' },
      WEBHOOK_SECRET,
    );
    const res = await webhook(app, event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, recorded: false });
  });
});

describe('card refunds', () => {
  test('refund once at Stripe for the same idempotency key, never more than was paid', async ({
    ctx,
  }) => {
    const { app, owner, reader, payment } = await waitingPayment(ctx, 6000);
    await stripe.presentCard(reader.stripeReaderId);
    await poll(app, owner, payment);
    const { refundTerminalPayment } = createTerminalRefunds(
      createStripeTerminal({ ...stripeSettings, apiBase: stripe.url }),
    );
    const first = await refundTerminalPayment(ctx.db, payment.id, 2500, 'refund-key-0001');
    const again = await refundTerminalPayment(ctx.db, payment.id, 2500, 'refund-key-0001');
    expect(again).toBe(first);
    const atStripe = stripe.refunds.filter((r) => r.payment_intent === payment.providerReference);
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({ id: first, amount: 2500 });

    // The caller records what went back; beyond the rest is refused before Stripe is asked.
    await ctx.db
      .update(salePayments)
      .set({ refundedPence: 2500 })
      .where(eq(salePayments.id, payment.id));
    await expect(
      refundTerminalPayment(ctx.db, payment.id, 3501, 'refund-key-0002'),
    ).rejects.toMatchObject({
      status: 409,
      message: 'A devolução passa do que foi pago neste cartão.',
    });
    expect(
      stripe.refunds.filter((r) => r.payment_intent === payment.providerReference),
    ).toHaveLength(1);
  });

  test('a payment not taken is not refunded', async ({ ctx }) => {
    const { payment } = await waitingPayment(ctx);
    const { refundTerminalPayment } = createTerminalRefunds(
      createStripeTerminal({ ...stripeSettings, apiBase: stripe.url }),
    );
    await expect(
      refundTerminalPayment(ctx.db, payment.id, 100, 'refund-key-0003'),
    ).rejects.toMatchObject({ status: 409 });
  });
});

describe('the simulated reader (no Stripe key)', () => {
  test('‘Leitor simulado’ is there, and its buttons approve or decline', async ({ ctx }) => {
    const owner = await staff(ctx, 'owner');
    const listed = await json<CardReaders>(await ctx.request('/api/admin/till/readers', as(owner)));
    expect(listed.simulated).toBe(true);
    const reader = listed.readers.find((r) => r.label === 'Leitor simulado')!;
    expect(reader).toBeDefined();

    const { saleId } = await openSale(ctx.db, 3000);
    const declined = await json<TerminalPayment>(
      await pay(ctx, owner, saleId, {
        readerId: reader.id,
        amountPence: 3000,
        clientKey: 'sim-decline',
      }),
    );
    const afterDecline = await ctx.request(
      `/api/admin/till/sales/${saleId}/payments/${declined.id}/simulate`,
      as(owner, 'POST', { outcome: 'declined' }),
    );
    expect(await json<TerminalPayment>(afterDecline)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      saleStatus: 'open',
    });

    const approved = await json<TerminalPayment>(
      await pay(ctx, owner, saleId, {
        readerId: reader.id,
        amountPence: 3000,
        clientKey: 'sim-approve',
      }),
    );
    expect((await poll(ctx, owner, approved)).status).toBe('pending');
    const res = await ctx.request(
      `/api/admin/till/sales/${saleId}/payments/${approved.id}/simulate`,
      as(owner, 'POST', { outcome: 'approved' }),
    );
    expect(await json<TerminalPayment>(res)).toMatchObject({
      status: 'succeeded',
      saleStatus: 'paid',
    });
    expect(settled.filter((id) => id === saleId)).toHaveLength(1);

    // The till's refund of a reader payment goes back to the card, once for one key.
    const refund = () =>
      ctx.request(
        `/api/admin/till/sales/${saleId}/refunds`,
        as(owner, 'POST', {
          paymentId: approved.id,
          amountPence: 1000,
          reason: 'Cobrança em duplicado',
          clientKey: 'refund-card-1',
        }),
      );
    expect((await refund()).status).toBe(201);
    expect((await refund()).status).toBe(201);
    const refunds = await ctx.db.select().from(saleRefunds).where(eq(saleRefunds.saleId, saleId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.providerRefundReference).toMatch(/^re_/);
    const [card] = await ctx.db
      .select({ refundedPence: salePayments.refundedPence })
      .from(salePayments)
      .where(eq(salePayments.id, approved.id));
    expect(card!.refundedPence).toBe(1000);
  });

  test('with Stripe there are no simulate buttons', async ({ ctx }) => {
    const { app, owner, saleId, payment } = await waitingPayment(ctx);
    const res = await app.request(
      `/api/admin/till/sales/${saleId}/payments/${payment.id}/simulate`,
      as(owner, 'POST', { outcome: 'approved' }),
    );
    expect(res.status).toBe(404);
    expect((await paymentsOf(ctx.db, saleId))[0]!.status).toBe('pending');
  });
});

describe('webhook and poll racing (committed, each on its own connection)', () => {
  test('any number of webhooks and polls at once record the payment once and settle once', async () => {
    const { database, app } = await committingApp({
      config: { ...testConfig, stripe: { ...stripeSettings, apiBase: stripe.url } },
    });
    const db = database.db;
    const terminal = createStripeTerminal({ ...stripeSettings, apiBase: stripe.url });
    const registered = await terminal.registerReader({
      registrationCode: 'simulated-wpe',
      label: 'Race',
      locationId: await terminal.createLocation({
        name: 'Aurora',
        street: '1 Road',
        city: 'Birmingham',
        postcode: 'B1 1AA',
      }),
    });
    const [reader] = await db
      .insert(terminalReaders)
      .values({ stripeReaderId: registered.stripeReaderId, label: 'Race' })
      .returning();
    const { saleId, productId } = await openSale(db, 7000);
    try {
      const [row] = await db
        .insert(salePayments)
        .values({
          saleId,
          method: 'card_terminal',
          amountPence: 7000,
          clientKey: 'race-0001',
          provider: 'stripe',
          readerId: reader!.id,
        })
        .returning();
      const { paymentIntentId } = await terminal.startPayment({
        stripeReaderId: registered.stripeReaderId,
        amountPence: 7000,
        description: 'race',
        metadata: {},
        idempotencyKey: `race-${row!.id}`,
      });
      await db
        .update(salePayments)
        .set({ providerReference: paymentIntentId })
        .where(eq(salePayments.id, row!.id));
      await stripe.presentCard(registered.stripeReaderId);
      const events = stripe.takeEvents();
      const context = { actor: null, now: new Date(), publicUrl: testConfig.publicUrl };
      const log = createLogger('silent');
      const results = await Promise.all([
        ...events.flatMap((event) => [webhook(app, event), webhook(app, event)]),
        ...[1, 2, 3].map(() => readTerminalPayment(db, terminal, saleId, row!.id, context, log)),
      ]);
      for (const result of results) if (result instanceof Response) expect(result.status).toBe(200);
      const rows = await paymentsOf(db, saleId);
      expect(rows.map((r) => r.status)).toEqual(['succeeded']);
      expect(await saleStatus(db, saleId)).toBe('paid');
      expect(settled.filter((id) => id === saleId)).toHaveLength(1);
      expect(await stockMoves(db, productId)).toHaveLength(1);
    } finally {
      await db.delete(stockMovements).where(eq(stockMovements.productId, productId));
      await db.delete(salePayments).where(eq(salePayments.saleId, saleId));
      await db.delete(saleLines).where(eq(saleLines.saleId, saleId));
      await db.delete(sales).where(eq(sales.id, saleId));
      await db.delete(products).where(eq(products.id, productId));
      await db.delete(terminalReaders).where(and(inArray(terminalReaders.id, [reader!.id])));
    }
  });
});
