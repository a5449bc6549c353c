import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  products,
  salePayments,
  saleLines,
  saleRefunds,
  sales,
} from '../../src/server/db/schema/till';
import { salonDate } from '../../src/shared/salon-dates';
import type { PaymentMethod, PaymentStatus, SaleLineKind, SaleStatus } from '../../src/shared/till';

// Sales written straight into the till's tables, for the takings' tests (issue 34): the day's
// close and Insights read rows, whoever wrote them. The checkout's own factories
// (tests/support/till-factories.ts) go through its services; these only need the rows.

export interface SoldLine {
  kind: SaleLineKind;
  pence: number;
  serviceId?: string;
  productId?: string;
  professionalId?: string;
}

export interface SoldPayment {
  method: PaymentMethod;
  pence: number;
  status?: PaymentStatus;
}

let keys = 0;

/** The till's tables emptied inside the test's transaction: only the test's own rows count. */
export async function emptyTill(db: Db) {
  await db.execute(sql`delete from sale_refunds`);
  await db.execute(sql`delete from stock_movements`);
  await db.execute(sql`delete from sale_payments`);
  await db.execute(sql`delete from sale_lines`);
  await db.execute(sql`delete from sales`);
  await db.execute(sql`delete from till_closes`);
  await db.execute(sql`delete from commission_rates`);
}

/** A retail product to put on a line. */
export async function aProduct(db: Db, name = 'Shampoo', pricePence = 1800) {
  const [row] = await db.insert(products).values({ name, pricePence }).returning();
  return row!;
}

/**
 * A sale rung up at `at` (its salon day is the Europe/London date of that instant), with its lines
 * and payments; paid unless told otherwise.
 */
export async function aSale(
  db: Db,
  at: string,
  lines: SoldLine[],
  payments: SoldPayment[],
  status: SaleStatus = 'paid',
) {
  const instant = new Date(at);
  const lineTotal = (kind: SaleLineKind) =>
    lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.pence, 0);
  const subtotal = lineTotal('service') + lineTotal('product');
  const tips = lineTotal('tip');
  const [sale] = await db
    .insert(sales)
    .values({
      businessDate: salonDate(instant),
      status,
      subtotalPence: subtotal,
      tipsPence: tips,
      totalPence: subtotal + tips,
      paidAt: status === 'paid' ? instant : null,
      createdAt: instant,
    })
    .returning();
  const lineRows = await db
    .insert(saleLines)
    .values(
      lines.map((line, i) => ({
        saleId: sale!.id,
        kind: line.kind,
        serviceId: line.serviceId,
        productId: line.productId,
        professionalId: line.professionalId,
        description: `${line.kind} ${i + 1}`,
        unitPricePence: line.pence,
        totalPence: line.pence,
        sortOrder: i,
      })),
    )
    .returning();
  const paymentRows = payments.length
    ? await db
        .insert(salePayments)
        .values(
          payments.map((p) => ({
            saleId: sale!.id,
            method: p.method,
            status: p.status ?? 'succeeded',
            amountPence: p.pence,
            clientKey: `takings-${(keys += 1)}`,
            settledAt: (p.status ?? 'succeeded') === 'succeeded' ? instant : null,
          })),
        )
        .returning()
    : [];
  return { sale: sale!, lines: lineRows, payments: paymentRows };
}

/**
 * A refund at `at` (its salon day the Europe/London date) to one payment, of the lines given (each
 * its amount), recorded on the payment and the lines as the checkout's refunds do.
 */
export async function aRefund(
  db: Db,
  at: string,
  payment: { id: string; saleId: string },
  lines: { id: string; pence: number }[],
  reason = 'Cliente devolveu',
) {
  const amount = lines.reduce((total, l) => total + l.pence, 0);
  const [row] = await db
    .insert(saleRefunds)
    .values({
      saleId: payment.saleId,
      paymentId: payment.id,
      amountPence: amount,
      lines: lines.map((l) => ({ lineId: l.id, quantity: 1, amountPence: l.pence })),
      reason,
      businessDate: salonDate(new Date(at)),
      clientKey: `takings-refund-${(keys += 1)}`,
      createdAt: new Date(at),
    })
    .returning();
  await db.execute(
    sql`update sale_payments set refunded_pence = refunded_pence + ${amount} where id = ${payment.id}`,
  );
  for (const line of lines)
    await db.execute(
      sql`update sale_lines set refunded_pence = refunded_pence + ${line.pence},
        refunded_quantity = 1 where id = ${line.id}`,
    );
  return row!;
}
