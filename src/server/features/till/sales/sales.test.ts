import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../../../tests/support/auth-helpers';
import {
  clinicClient,
  confirmedTreatment,
  serviceAndProfessional,
} from '../../../../../tests/support/treatment-helpers';
import {
  createProduct,
  openSaleFor,
  saleRequest,
} from '../../../../../tests/support/till-factories';
import { adminAuditLog } from '../../../db/schema/audit';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { mailQueue } from '../../../db/schema/mail';
import { reviewRequests } from '../../../db/schema/reviews';
import { salonSettings } from '../../../db/schema/settings';
import { products, salePayments, sales, stockMovements } from '../../../db/schema/till';
import { getSalonSettings } from '../../../domain/salon-settings';

const NOW = new Date('2026-11-24T15:00:00Z');
const STARTS = new Date('2026-11-24T14:00:00Z');

async function setUp(ctx: TestContext) {
  ctx.clock.advance(NOW.getTime() - ctx.clock.now().getTime());
  const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
  const owner = await signedInClient(ctx, 'owner@example.com', { admin: true });
  const client = await clinicClient(ctx, 'clara@example.com', 'Clara Souza');
  return { reception, owner, client };
}

/** A confirmed cut for the client, started an hour ago: what 'Cobrar' checks out. */
async function confirmedCut(ctx: TestContext, clientId: string) {
  const cut = await confirmedTreatment(ctx, { clientId, slug: 'cut-blow-dry', startsAt: STARTS });
  // The seeded cut is 'from £45': a fixed price here, the 'from' test sets it back.
  await ctx.db.update(services).set({ priceIsFrom: false }).where(eq(services.id, cut.service.id));
  return cut;
}

describe('the till: opening a sale (issue 34)', () => {
  test('a visit opens at its booked price with its professional; again, the same sale', async ({
    ctx,
  }) => {
    const { reception, client } = await setUp(ctx);
    const cut = await confirmedCut(ctx, client.clientId);
    const opened = await openSaleFor(ctx, reception, { appointmentId: cut.id });
    expect(opened.status, JSON.stringify(opened.error)).toBe(201);
    expect(opened.sale).toMatchObject({
      status: 'open',
      clientId: client.clientId,
      clientName: 'Clara Souza',
      businessDate: '2026-11-24',
      subtotalPence: cut.service.pricePence,
      totalPence: cut.service.pricePence,
      duePence: cut.service.pricePence,
    });
    expect(opened.sale.lines).toEqual([
      expect.objectContaining({
        kind: 'service',
        appointmentId: cut.id,
        professionalId: cut.professionalId,
        unitPricePence: cut.service.pricePence,
        vatRateBp: 2000,
      }),
    ]);
    const again = await openSaleFor(ctx, reception, { appointmentId: cut.id });
    expect(again.status).toBe(200);
    expect(again.sale.id).toBe(opened.sale.id);
    expect(await ctx.db.select().from(sales)).toHaveLength(1);
  });

  test("a 'from' price asks for the price charged; a lower price needs a reason", async ({
    ctx,
  }) => {
    const { reception, client } = await setUp(ctx);
    const cut = await confirmedCut(ctx, client.clientId);
    await ctx.db.update(services).set({ priceIsFrom: true }).where(eq(services.id, cut.service.id));
    const list = cut.service.pricePence;

    const noPrice = await openSaleFor(ctx, reception, { appointmentId: cut.id });
    expect(noPrice.status).toBe(422);
    expect(noPrice.error?.message).toBe(
      `O preço de ${cut.service.name} é «a partir de» £${(list / 100).toFixed(2)}: informe o preço cobrado.`,
    );
    const lower = await openSaleFor(ctx, reception, {
      appointmentId: cut.id,
      prices: [{ appointmentId: cut.id, unitPricePence: list - 500 }],
    });
    expect(lower.status).toBe(422);
    expect(lower.error?.message).toContain('informe o motivo');
    expect(await ctx.db.select().from(sales)).toHaveLength(0);

    const higher = await openSaleFor(ctx, reception, {
      appointmentId: cut.id,
      prices: [{ appointmentId: cut.id, unitPricePence: list + 2000 }],
    });
    expect(higher.status).toBe(201);
    expect(higher.sale.lines[0]).toMatchObject({
      unitPricePence: list + 2000,
      listPricePence: list,
      priceReason: null,
    });
    // Lowered on the open sale, with its reason.
    const lineId = higher.sale.lines[0]!.id;
    const noReason = await saleRequest(ctx, reception, `/${higher.sale.id}/lines/${lineId}`, {
      method: 'PATCH',
      body: { unitPricePence: list - 500 },
    });
    expect(noReason.status).toBe(422);
    const withReason = await saleRequest(ctx, reception, `/${higher.sale.id}/lines/${lineId}`, {
      method: 'PATCH',
      body: { unitPricePence: list - 500, priceReason: 'Cliente fiel' },
    });
    expect(withReason.status).toBe(200);
    expect(withReason.body.sale.lines[0]).toMatchObject({
      unitPricePence: list - 500,
      priceReason: 'Cliente fiel',
    });
    expect(withReason.body.sale.totalPence).toBe(list - 500);
  });

  test('an unsigned form refuses Cobrar before any money is taken', async ({ ctx }) => {
    const { reception, client } = await setUp(ctx);
    const { service, professional } = await serviceAndProfessional(ctx, 'lip-filler');
    const [filler] = await ctx.db
      .insert(appointments)
      .values({
        clientId: client.clientId,
        serviceId: service.id,
        assignedProfessionalId: professional.id,
        startsAt: STARTS,
        endsAt: NOW,
        blockedUntil: NOW,
        totalPricePence: service.pricePence,
        status: 'confirmed',
      })
      .returning({ id: appointments.id });
    const refused = await openSaleFor(ctx, reception, {
      appointmentId: filler!.id,
      prices: [{ appointmentId: filler!.id, unitPricePence: service.pricePence }],
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/^Não é possível concluir/);
    expect(await ctx.db.select().from(sales)).toHaveLength(0);
  });

  test('the online deposit already paid is taken off', async ({ ctx }) => {
    const { reception, client } = await setUp(ctx);
    const cut = await confirmedCut(ctx, client.clientId);
    const [deposit] = await ctx.db
      .insert(appointmentDeposits)
      .values({
        appointmentId: cut.id,
        clientId: client.clientId,
        serviceId: cut.service.id,
        assignedProfessionalId: cut.professionalId,
        startsAt: STARTS,
        amountPence: 1000,
        provider: 'test',
        providerSessionId: 'cs_test_till_1',
        status: 'paid',
        holdExpiresAt: NOW,
        paidAt: NOW,
      })
      .returning({ id: appointmentDeposits.id });
    const opened = await openSaleFor(ctx, reception, { appointmentId: cut.id });
    expect(opened.sale.payments).toEqual([
      expect.objectContaining({ method: 'deposit', status: 'succeeded', amountPence: 1000 }),
    ]);
    expect(opened.sale.paidPence).toBe(1000);
    expect(opened.sale.duePence).toBe(cut.service.pricePence - 1000);
    const [row] = await ctx.db.select().from(salePayments);
    expect(row!.depositId).toBe(deposit!.id);
  });
});

describe('the till: lines, discount, totals and VAT', () => {
  test('products, a tip and 10% off: shared in proportion, VAT inside each line, half up', async ({
    ctx,
  }) => {
    const { reception, client } = await setUp(ctx);
    const { professional } = await serviceAndProfessional(ctx, 'cut-blow-dry');
    const shampoo = await createProduct(ctx.db, { pricePence: 1299, vatRateBp: 2000 });
    const book = await createProduct(ctx.db, {
      pricePence: 550,
      vatRateBp: 0,
      barcode: '5012345678900',
    });
    const opened = await openSaleFor(ctx, reception, { clientId: client.clientId });
    expect(opened.status).toBe(201);
    const id = opened.sale.id;
    expect(
      (
        await saleRequest(ctx, reception, `/${id}/lines`, {
          body: { kind: 'product', productId: shampoo.id },
        })
      ).status,
    ).toBe(201);
    // A scanner types the code twice: one line of two.
    for (let i = 0; i < 2; i += 1)
      expect(
        (
          await saleRequest(ctx, reception, `/${id}/lines`, {
            body: { kind: 'product', barcode: '5012345678900' },
          })
        ).status,
      ).toBe(201);
    const tip = await saleRequest(ctx, reception, `/${id}/lines`, {
      body: { kind: 'tip', professionalId: professional.id, amountPence: 500 },
    });
    expect(tip.status).toBe(201);
    const discounted = await saleRequest(ctx, reception, `/${id}/discount`, {
      method: 'PUT',
      body: { kind: 'percent', value: 1000 },
    });
    expect(discounted.status).toBe(200);
    const sale = discounted.body.sale;
    // 10% of £23.99 is £2.399, half up £2.40: £1.29 of it on the shampoo (1299/2399, down), the
    // last line the remainder £1.11; the tip is never discounted.
    expect(sale).toMatchObject({
      subtotalPence: 2399,
      discountKind: 'percent',
      discountValue: 1000,
      discountPence: 240,
      tipsPence: 500,
      totalPence: 2659,
      // VAT inside £11.70 at 20%: 195.0, the book's 0%.
      vatPence: 195,
    });
    expect(sale.lines.map((l) => [l.quantity, l.discountPence, l.totalPence, l.vatPence])).toEqual([
      [1, 129, 1170, 195],
      [2, 111, 989, 0],
      [1, 0, 500, 0],
    ]);
    expect(sale.lines[1]!.productId).toBe(book.id);
    expect(sale.vatRates).toEqual([
      { rateBp: 2000, grossPence: 1170, vatPence: 195, netPence: 975 },
      { rateBp: 0, grossPence: 989, vatPence: 0, netPence: 989 },
    ]);
    // An unknown barcode is a clear 404; a discount above 100% a 400.
    const unknown = await saleRequest(ctx, reception, `/${id}/lines`, {
      body: { kind: 'product', barcode: '0000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Nenhum produto com o código de barras 0000.');
    expect(
      (
        await saleRequest(ctx, reception, `/${id}/discount`, {
          method: 'PUT',
          body: { kind: 'percent', value: 10_001 },
        })
      ).status,
    ).toBe(400);
    // A line removed by id; the totals follow.
    const removed = await saleRequest(ctx, reception, `/${id}/lines/${sale.lines[2]!.id}`, {
      method: 'DELETE',
    });
    expect(removed.body.sale.totalPence).toBe(2159);
  });
});

describe('the till: payments', () => {
  test('split card (other machine) and cash pays, gives change and completes the visit', async ({
    ctx,
  }) => {
    const { reception, client } = await setUp(ctx);
    const cut = await confirmedCut(ctx, client.clientId);
    const opened = await openSaleFor(ctx, reception, { appointmentId: cut.id });
    const id = opened.sale.id;
    const total = opened.sale.totalPence;

    const card = await saleRequest(ctx, reception, `/${id}/payments`, {
      body: { method: 'card_other', amountPence: 1000, clientKey: 'tap-card-1' },
    });
    expect(card.status).toBe(201);
    expect(card.body.sale).toMatchObject({
      status: 'open',
      paidPence: 1000,
      duePence: total - 1000,
    });
    // More than is due is refused, clearly.
    const tooMuch = await saleRequest(ctx, reception, `/${id}/payments`, {
      body: { method: 'card_other', amountPence: total, clientKey: 'tap-card-2' },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error?.message).toContain('maior do que falta pagar');

    const given = Math.ceil((total - 1000) / 1000) * 1000 + 1000;
    const cash = await saleRequest(ctx, reception, `/${id}/payments`, {
      body: { method: 'cash', cashGivenPence: given, clientKey: 'tap-cash-1' },
    });
    expect(cash.status).toBe(201);
    expect(cash.body.changePence).toBe(given - (total - 1000));
    expect(cash.body.sale).toMatchObject({ status: 'paid', paidPence: total, duePence: 0 });
    expect(cash.body.sale.payments.find((p) => p.method === 'cash')).toMatchObject({
      amountPence: total - 1000,
      cashGivenPence: given,
      changePence: given - (total - 1000),
    });

    const [appointment] = await ctx.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, cut.id));
    expect(appointment!.status).toBe('completed');
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'appointment.status'), eq(adminAuditLog.targetId, cut.id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe('desk@example.com');
    expect(audit[0]!.details).toMatchObject({ from: 'confirmed', to: 'completed', saleId: id });
    expect(
      await ctx.db.select().from(reviewRequests).where(eq(reviewRequests.appointmentId, cut.id)),
    ).toHaveLength(1);
    // A paid sale's lines are read-only.
    const late = await saleRequest(ctx, reception, `/${id}/discount`, {
      method: 'PUT',
      body: { kind: 'amount', value: 100 },
    });
    expect(late.status).toBe(409);
  });

  test('a double tap records one payment and answers the first payment again', async ({ ctx }) => {
    const { reception, client } = await setUp(ctx);
    const opened = await openSaleFor(ctx, reception, { clientId: client.clientId });
    const shampoo = await createProduct(ctx.db, { pricePence: 2000 });
    await saleRequest(ctx, reception, `/${opened.sale.id}/lines`, {
      body: { kind: 'product', productId: shampoo.id },
    });
    // The back office sends the draft's quoted form; a bare key is the same key.
    const tap = (key: string) =>
      saleRequest(ctx, reception, `/${opened.sale.id}/payments`, {
        body: { method: 'card_other', amountPence: 500 },
        headers: { 'Idempotency-Key': key },
      });
    const first = await tap('"till-attempt-7"');
    const second = await tap('till-attempt-7');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.paymentId).toBe(first.body.paymentId);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const rows = await ctx.db
      .select()
      .from(salePayments)
      .where(eq(salePayments.saleId, opened.sale.id));
    expect(rows).toHaveLength(1);
    expect(second.body.sale.paidPence).toBe(500);
  });

  test('the receipt is e-mailed to the client, with the VAT number and breakdown when set', async ({
    ctx,
  }) => {
    const { reception, client } = await setUp(ctx);
    const settings = await getSalonSettings(ctx.db);
    await ctx.db
      .insert(salonSettings)
      .values({ id: 1, data: { ...settings, vatNumber: 'GB123456789' } })
      .onConflictDoUpdate({
        target: salonSettings.id,
        set: { data: { ...settings, vatNumber: 'GB123456789' }, updatedAt: new Date() },
      });
    const cut = await confirmedCut(ctx, client.clientId);
    const opened = await openSaleFor(ctx, reception, { appointmentId: cut.id });
    const paid = await saleRequest(ctx, reception, `/${opened.sale.id}/payments`, {
      body: { method: 'card_other' },
    });
    expect(paid.body.sale.status).toBe('paid');
    expect(paid.body.sale.receiptEmailedAt).not.toBeNull();
    const mails = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, client.email));
    const receipt = mails.find((m) => m.subject.startsWith('Your receipt'));
    expect(receipt?.subject).toBe(`Your receipt from ${settings.name} (no. ${opened.sale.number})`);
    expect(receipt!.text).toContain('GB123456789');
    expect(receipt!.text).toContain('VAT at 20%');
    const price = cut.service.pricePence;
    const vat = Math.floor((2 * price * 2000 + 12_000) / 24_000);
    expect(receipt!.text).toContain(`£${(vat / 100).toFixed(2)}`);
  });

  test('without a VAT number the receipt shows no VAT', async ({ ctx }) => {
    const { reception, client } = await setUp(ctx);
    const cut = await confirmedCut(ctx, client.clientId);
    const opened = await openSaleFor(ctx, reception, { appointmentId: cut.id });
    await saleRequest(ctx, reception, `/${opened.sale.id}/payments`, {
      body: { method: 'cash', cashGivenPence: 100_000 },
    });
    const [receipt] = await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, client.email));
    expect(receipt!.text).not.toContain('VAT');
  });
});

describe('the till: refunds', () => {
  async function paidProductSale(ctx: TestContext) {
    const people = await setUp(ctx);
    const shampoo = await createProduct(ctx.db, { pricePence: 1500, stockQuantity: 5 });
    const opened = await openSaleFor(ctx, people.reception, { clientId: people.client.clientId });
    const id = opened.sale.id;
    await saleRequest(ctx, people.reception, `/${id}/lines`, {
      body: { kind: 'product', productId: shampoo.id, quantity: 2 },
    });
    await saleRequest(ctx, people.reception, `/${id}/payments`, {
      body: { method: 'card_other', amountPence: 1000 },
    });
    const paid = await saleRequest(ctx, people.reception, `/${id}/payments`, {
      body: { method: 'cash', cashGivenPence: 2000 },
    });
    expect(paid.body.sale.status).toBe('paid');
    return { ...people, shampoo, sale: paid.body.sale };
  }

  test('reception checks out but cannot refund', async ({ ctx }) => {
    const { reception, sale } = await paidProductSale(ctx);
    const cash = sale.payments.find((p) => p.method === 'cash')!;
    const refused = await saleRequest(ctx, reception, `/${sale.id}/refunds`, {
      body: { paymentId: cash.id, reason: 'Produto com defeito' },
    });
    expect(refused.status).toBe(403);
  });

  test('a refund never exceeds what the payment took; lines put stock back; audited', async ({
    ctx,
  }) => {
    const { owner, sale, shampoo } = await paidProductSale(ctx);
    const cash = sale.payments.find((p) => p.method === 'cash')!;
    expect(cash.amountPence).toBe(2000);
    const tooMuch = await saleRequest(ctx, owner, `/${sale.id}/refunds`, {
      body: { paymentId: cash.id, reason: 'Produto com defeito', amountPence: 2001 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error?.message).toBe(
      'Não é possível reembolsar mais do que foi pago: restam £20.00 neste pagamento.',
    );
    const line = sale.lines[0]!;
    const one = await saleRequest(ctx, owner, `/${sale.id}/refunds`, {
      body: {
        paymentId: cash.id,
        reason: 'Produto com defeito',
        lines: [{ lineId: line.id, quantity: 1 }],
        clientKey: 'refund-1',
      },
    });
    expect(one.status).toBe(201);
    expect(one.body.sale.refundedPence).toBe(1500);
    expect(one.body.sale.lines[0]).toMatchObject({ refundedQuantity: 1, refundedPence: 1500 });
    const [stock] = await ctx.db
      .select({ quantity: products.stockQuantity })
      .from(products)
      .where(eq(products.id, shampoo.id));
    expect(stock!.quantity).toBe(4);
    const movements = await ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, shampoo.id), eq(stockMovements.kind, 'refund')));
    expect(movements).toMatchObject([{ quantityChange: 1, quantityAfter: 4, saleId: sale.id }]);
    // The same tap again refunds nothing more.
    const again = await saleRequest(ctx, owner, `/${sale.id}/refunds`, {
      body: {
        paymentId: cash.id,
        reason: 'Produto com defeito',
        lines: [{ lineId: line.id, quantity: 1 }],
        clientKey: 'refund-1',
      },
    });
    expect(again.body.refundId).toBe(one.body.refundId);
    expect(again.body.sale.refundedPence).toBe(1500);
    // Only £5.00 is left on the cash payment: the other bottle (£15.00) cannot go back to it.
    const over = await saleRequest(ctx, owner, `/${sale.id}/refunds`, {
      body: { paymentId: cash.id, reason: 'Produto com defeito', lines: [{ lineId: line.id }] },
    });
    expect(over.status).toBe(409);
    expect(over.body.error?.message).toContain('restam £5.00');
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'sale.refund'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: 'owner@example.com', targetId: sale.id });
    expect(audit[0]!.details).toMatchObject({ amountPence: 1500, method: 'cash' });
  });
});

describe('the till after the day’s close', () => {
  test('a closed day’s open sale takes no more edits or payments, and no refund goes back today', async ({
    ctx,
  }) => {
    const { reception, owner, client } = await setUp(ctx);
    const shampoo = await createProduct(ctx.db, { pricePence: 1500, stockQuantity: 5 });
    const paid = await openSaleFor(ctx, reception, { clientId: client.clientId });
    await saleRequest(ctx, reception, `/${paid.sale.id}/lines`, {
      body: { kind: 'product', productId: shampoo.id },
    });
    const cash = await saleRequest(ctx, reception, `/${paid.sale.id}/payments`, {
      body: { method: 'cash', cashGivenPence: 1500 },
    });
    expect(cash.body.sale.status).toBe('paid');
    const open = await openSaleFor(ctx, reception, { clientId: client.clientId });
    await saleRequest(ctx, reception, `/${open.sale.id}/lines`, {
      body: { kind: 'product', productId: shampoo.id },
    });

    const close = await ctx.request(
      '/api/admin/till/closes/2026-11-24',
      withCookie(reception, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ countedCashPence: 1500, note: '' }),
      }),
    );
    expect(close.status, await close.clone().text()).toBe(201);

    const closedMessage =
      'O caixa deste dia já foi fechado: as vendas e os pagamentos do dia não podem mais ser alterados.';
    const pay = await saleRequest(ctx, reception, `/${open.sale.id}/payments`, {
      body: { method: 'cash', cashGivenPence: 2000 },
    });
    expect([pay.status, pay.body.error?.message]).toEqual([409, closedMessage]);
    const edit = await saleRequest(ctx, reception, `/${open.sale.id}/lines`, {
      body: { kind: 'product', productId: shampoo.id },
    });
    expect(edit.status).toBe(409);
    const refund = await saleRequest(ctx, owner, `/${paid.sale.id}/refunds`, {
      body: { paymentId: cash.body.sale.payments[0]!.id, reason: 'Produto com defeito' },
    });
    expect(refund.status).toBe(409);
    const [still] = await ctx.db.select().from(sales).where(eq(sales.id, open.sale.id));
    expect([still!.status, still!.totalPence]).toEqual(['open', 1500]);
  });
});

describe('the till: who may', () => {
  test('anonymous and clients are refused; a professional cannot check out', async ({ ctx }) => {
    const { client } = await setUp(ctx);
    const { professional } = await serviceAndProfessional(ctx, 'cut-blow-dry');
    const pro = await signedInClient(ctx, 'pro@example.com', {
      role: 'professional',
      professionalId: professional.id,
    });
    expect((await ctx.request('/api/admin/till/sales', { method: 'POST' })).status).toBe(401);
    for (const cookie of [client.cookie, pro])
      expect(
        (await ctx.request('/api/admin/till/sales', withCookie(cookie, { method: 'GET' }))).status,
      ).toBe(403);
  });
});
