import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { saleLines, salePayments, sales } from '../../../db/schema/till';
import { ApiError } from '../../../http/errors';
import { assertDayOpen } from '../takings/day-close.service';
import { saleNotFound } from './sale-view';
import { saleFigures } from './sale-totals';

export type SaleRow = typeof sales.$inferSelect;

/**
 * The sale's row, locked for the rest of the transaction: every change to a sale takes it first.
 * An open sale of a day whose till is closed changes no more (decision 056): its lines, discount
 * and payments stay as the close counted them.
 */
export async function lockSale(tx: Db, saleId: string): Promise<SaleRow> {
  const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
  if (!sale) throw saleNotFound();
  if (sale.status === 'open') await assertDayOpen(tx, sale.businessDate);
  return sale;
}

/** As lockSale, for a change only an open sale takes (its lines, its discount). */
export async function lockOpenSale(tx: Db, saleId: string): Promise<SaleRow> {
  const sale = await lockSale(tx, saleId);
  if (sale.status !== 'open')
    throw new ApiError(
      409,
      'sale_closed',
      sale.status === 'paid'
        ? 'Esta venda já foi paga e não pode ser alterada.'
        : 'Esta venda foi cancelada e não pode ser alterada.',
    );
  return sale;
}

/** Succeeded payments plus those a reader still holds: what a new payment may not exceed. */
export async function heldPence(tx: Db, saleId: string): Promise<{ held: number; paid: number }> {
  const [row] = await tx
    .select({
      held: sql<number>`coalesce(sum(${salePayments.amountPence}), 0)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${salePayments.amountPence}) filter (where ${salePayments.status} = 'succeeded'), 0)`.mapWith(
        Number,
      ),
    })
    .from(salePayments)
    .where(
      and(eq(salePayments.saleId, saleId), inArray(salePayments.status, ['succeeded', 'pending'])),
    );
  return { held: row?.held ?? 0, paid: row?.paid ?? 0 };
}

/**
 * Writes the sale's and its lines' figures from its lines and discount (sale-totals.ts), under
 * the sale's lock. `guardPaid`: an edit may not take the total below what was already paid at the
 * till (a deposit taken off when the sale opened may exceed a small visit's price).
 */
export async function recomputeSale(
  tx: Db,
  sale: SaleRow,
  { guardPaid = true }: { guardPaid?: boolean } = {},
): Promise<void> {
  const lines = await tx
    .select({
      id: saleLines.id,
      kind: saleLines.kind,
      quantity: saleLines.quantity,
      unitPricePence: saleLines.unitPricePence,
      vatRateBp: saleLines.vatRateBp,
    })
    .from(saleLines)
    .where(eq(saleLines.saleId, sale.id))
    .orderBy(asc(saleLines.sortOrder), asc(saleLines.createdAt));
  const figures = saleFigures(lines, { kind: sale.discountKind, value: sale.discountValue });
  if (guardPaid) {
    const { held } = await heldPence(tx, sale.id);
    if (figures.totalPence < held)
      throw new ApiError(
        409,
        'below_paid',
        'O total não pode ficar abaixo do que já foi pago nesta venda.',
      );
  }
  for (const [i, line] of lines.entries())
    await tx.update(saleLines).set(figures.lines[i]!).where(eq(saleLines.id, line.id));
  await tx
    .update(sales)
    .set({
      subtotalPence: figures.subtotalPence,
      discountPence: figures.discountPence,
      tipsPence: figures.tipsPence,
      totalPence: figures.totalPence,
      vatPence: figures.vatPence,
    })
    .where(eq(sales.id, sale.id));
}
