import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { saleLines, salePayments, sales } from '../../../db/schema/till';
import { runSalePaidHooks, type SalePaidContext } from '../../../domain/sale-paid-hooks';
import { recordSaleStock } from '../products/sale-stock';
import { emailReceipt } from './receipt-email';

/**
 * Marks an open sale paid once its succeeded payments cover its total, in the caller's
 * transaction: every way money arrives (cash at the till, a reader's webhook or poll) ends here,
 * and the row lock makes a webhook and a poll arriving together settle it once. Returns the
 * sale's status afterwards.
 */
export async function settleSaleIfPaid(
  tx: Db,
  saleId: string,
  context: SalePaidContext,
): Promise<'open' | 'paid' | 'void'> {
  const [sale] = await tx
    .select({ status: sales.status, totalPence: sales.totalPence, clientId: sales.clientId })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update');
  if (!sale) throw new Error(`No sale ${saleId}`);
  if (sale.status !== 'open') return sale.status;
  const [paid] = await tx
    .select({ pence: sql<number>`coalesce(sum(${salePayments.amountPence}), 0)`.mapWith(Number) })
    .from(salePayments)
    .where(and(eq(salePayments.saleId, saleId), eq(salePayments.status, 'succeeded')));
  if ((paid?.pence ?? 0) < sale.totalPence) return 'open';
  await tx.update(sales).set({ status: 'paid', paidAt: context.now }).where(eq(sales.id, saleId));
  await recordSaleStock(tx, saleId, context.actor?.id ?? null);
  const appointmentRows = await tx
    .selectDistinct({ id: saleLines.appointmentId })
    .from(saleLines)
    .where(and(eq(saleLines.saleId, saleId), sql`${saleLines.appointmentId} is not null`));
  await runSalePaidHooks(
    tx,
    {
      id: saleId,
      clientId: sale.clientId,
      appointmentIds: appointmentRows.flatMap((r) => (r.id ? [r.id] : [])),
    },
    context,
  );
  // Every way of paying ends here, so every paid sale's client gets the receipt.
  await emailReceipt(tx, saleId, context.now);
  return 'paid';
}
