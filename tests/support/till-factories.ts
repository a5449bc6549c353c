import { randomUUID } from 'node:crypto';
import type { PaymentMethod, SaleLineKind } from '../../src/shared/till';
import type { TillSale } from '../../src/shared/schemas/till-sales';
import { salonDate } from '../../src/shared/salon-dates';
import type { Db } from '../../src/server/db/client';
import { products, saleLines, salePayments, sales } from '../../src/server/db/schema/till';
import { saleFigures } from '../../src/server/features/till/sales/sale-totals';
import { withCookie } from './auth-helpers';
import { jsonPost } from './json-request';
import type { TestContext } from './test-app';

/*
 * The till's factories (issue 34): products and sales written straight into a test's database,
 * for tests that are not about how a sale is opened or paid; and the checkout's own requests, as
 * the back office sends them, for those that are.
 */

let productSequence = 0;

/** A retail product: £12.99 at 20% VAT with 10 on the shelf, unless told otherwise. */
export async function createProduct(
  db: Db,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  productSequence += 1;
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Shampoo ${productSequence}`,
      brand: 'Aurora',
      pricePence: 1299,
      vatRateBp: 2000,
      stockQuantity: 10,
      ...values,
    })
    .returning();
  return row!;
}

export interface FactoryLine {
  kind: SaleLineKind;
  description?: string;
  quantity?: number;
  unitPricePence: number;
  vatRateBp?: number;
  productId?: string;
  serviceId?: string;
  professionalId?: string;
  appointmentId?: string;
}

export interface FactoryPayment {
  method: PaymentMethod;
  amountPence: number;
  status?: 'succeeded' | 'pending' | 'failed';
  cashGivenPence?: number;
  settledAt?: Date;
}

/**
 * A sale with its lines and payments, its figures computed as the till computes them; 'paid' when
 * its succeeded payments cover it (no stock is taken and no hook runs: a settled record only).
 */
export async function createSale(
  db: Db,
  options: {
    lines: FactoryLine[];
    payments?: FactoryPayment[];
    clientId?: string | null;
    discount?: { kind: 'amount' | 'percent'; value: number };
    /** When it was opened and paid; its salon day is the sale's business date. */
    at?: Date;
    createdByUserId?: string;
  },
): Promise<{
  id: string;
  number: number;
  totalPence: number;
  lineIds: string[];
  paymentIds: string[];
}> {
  const at = options.at ?? new Date();
  const priced = options.lines.map((l) => ({
    kind: l.kind,
    quantity: l.quantity ?? 1,
    unitPricePence: l.unitPricePence,
    vatRateBp: l.kind === 'tip' ? 0 : (l.vatRateBp ?? 2000),
  }));
  const figures = saleFigures(priced, {
    kind: options.discount?.kind ?? null,
    value: options.discount?.value ?? null,
  });
  const payments = options.payments ?? [];
  const paid = payments
    .filter((p) => (p.status ?? 'succeeded') === 'succeeded')
    .reduce((sum, p) => sum + p.amountPence, 0);
  const isPaid = paid >= figures.totalPence && payments.length > 0;
  const [sale] = await db
    .insert(sales)
    .values({
      clientId: options.clientId ?? null,
      status: isPaid ? 'paid' : 'open',
      businessDate: salonDate(at),
      subtotalPence: figures.subtotalPence,
      discountKind: options.discount?.kind ?? null,
      discountValue: options.discount?.value ?? null,
      discountPence: figures.discountPence,
      tipsPence: figures.tipsPence,
      totalPence: figures.totalPence,
      vatPence: figures.vatPence,
      createdByUserId: options.createdByUserId ?? null,
      paidAt: isPaid ? at : null,
      createdAt: at,
    })
    .returning({ id: sales.id, number: sales.number });
  const lineRows = await db
    .insert(saleLines)
    .values(
      options.lines.map((l, i) => ({
        saleId: sale!.id,
        kind: l.kind,
        description: l.description ?? `${l.kind} ${i + 1}`,
        quantity: priced[i]!.quantity,
        unitPricePence: l.unitPricePence,
        listPricePence: l.kind === 'tip' ? null : l.unitPricePence,
        vatRateBp: priced[i]!.vatRateBp,
        ...figures.lines[i]!,
        productId: l.productId ?? null,
        serviceId: l.serviceId ?? null,
        professionalId: l.professionalId ?? null,
        appointmentId: l.appointmentId ?? null,
        sortOrder: i,
      })),
    )
    .returning({ id: saleLines.id });
  const paymentRows = payments.length
    ? await db
        .insert(salePayments)
        .values(
          payments.map((p) => ({
            saleId: sale!.id,
            method: p.method,
            status: p.status ?? 'succeeded',
            amountPence: p.amountPence,
            cashGivenPence: p.method === 'cash' ? (p.cashGivenPence ?? p.amountPence) : null,
            changePence:
              p.method === 'cash' ? (p.cashGivenPence ?? p.amountPence) - p.amountPence : null,
            clientKey: randomUUID(),
            settledAt: (p.status ?? 'succeeded') === 'succeeded' ? (p.settledAt ?? at) : null,
            createdAt: p.settledAt ?? at,
          })),
        )
        .returning({ id: salePayments.id })
    : [];
  return {
    id: sale!.id,
    number: sale!.number,
    totalPence: figures.totalPence,
    lineIds: lineRows.map((r) => r.id),
    paymentIds: paymentRows.map((r) => r.id),
  };
}

type Requester = Pick<TestContext, 'request'>;

/** 'Cobrar' as the back office sends it: the sale opened (or the open one returned). */
export async function openSaleFor(
  ctx: Requester,
  cookie: string,
  body: { appointmentId?: string; clientId?: string; prices?: unknown[] } = {},
): Promise<{ status: number; sale: TillSale; error?: { code: string; message: string } }> {
  const res = await ctx.request('/api/admin/till/sales', withCookie(cookie, jsonPost(body)));
  const json = (await res.json()) as { sale: TillSale; error?: { code: string; message: string } };
  return { status: res.status, sale: json.sale, error: json.error };
}

/** A request to one of a sale's routes, answered with the sale as it then is. */
export async function saleRequest(
  ctx: Requester,
  cookie: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  headers: Headers;
  body: {
    sale: TillSale;
    paymentId?: string | null;
    changePence?: number;
    refundId?: string;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}> {
  const res = await ctx.request(
    `/api/admin/till/sales${path}`,
    withCookie(cookie, {
      method: init.method ?? 'POST',
      headers: {
        ...(init.body !== undefined && { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  return { status: res.status, headers: res.headers, body: (await res.json()) as never };
}
