import { and, eq, sql } from 'drizzle-orm';
import type { SaleRefundInput } from '@shared/schemas/till-sales';
import { formatGbp } from '@shared/money';
import { salonDate } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import {
  products,
  saleLines,
  salePayments,
  saleRefunds,
  stockMovements,
} from '../../../db/schema/till';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';
import { lockSale } from '../sales/sale-lock';
import { assertDayOpen } from '../takings/day-close.service';
import type { TerminalRefunds } from '../terminal/terminal-refunds';
import { refundToProvider } from './refund-to-provider';

/**
 * A refund of a paid sale (issue 34): of chosen lines (a quantity of each, what is left of them by
 * default) or an amount (what is left of the payment by default), to one payment's method, with a
 * reason, audited. Under the sale's row lock, never more than that payment less what it already
 * gave back (409); the CHECK constraints hold the same line. Products refunded go back on the
 * shelf. The client key makes a double tap refund once.
 */
export async function refundSale(
  db: Db,
  actor: AdminActor,
  saleId: string,
  input: SaleRefundInput & { clientKey: string },
  context: { now: Date; cards: TerminalRefunds },
): Promise<{ refundId: string; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, saleId);
    const [earlier] = await tx
      .select({ id: saleRefunds.id })
      .from(saleRefunds)
      .where(and(eq(saleRefunds.saleId, saleId), eq(saleRefunds.clientKey, input.clientKey)));
    if (earlier) return { refundId: earlier.id, replayed: true };
    if (sale.status !== 'paid')
      throw new ApiError(409, 'not_paid', 'Só uma venda paga pode ser reembolsada.');
    // The money goes back today: a refund after today's close is a correction's business.
    await assertDayOpen(tx, salonDate(context.now));
    const [payment] = await tx
      .select()
      .from(salePayments)
      .where(
        and(
          eq(salePayments.id, input.paymentId),
          eq(salePayments.saleId, saleId),
          eq(salePayments.status, 'succeeded'),
        ),
      );
    if (!payment) throw new ApiError(404, 'not_found', 'Pagamento não encontrado.');
    const left = payment.amountPence - payment.refundedPence;

    const refundLines: { lineId: string; quantity: number; amountPence: number }[] = [];
    const productsBack: { productId: string; quantity: number }[] = [];
    for (const chosen of input.lines ?? []) {
      const [line] = await tx
        .select()
        .from(saleLines)
        .where(and(eq(saleLines.id, chosen.lineId), eq(saleLines.saleId, saleId)));
      if (!line) throw new ApiError(404, 'not_found', 'Item não encontrado.');
      const quantityLeft = line.quantity - line.refundedQuantity;
      const amountLeft = line.totalPence - line.refundedPence;
      const quantity = chosen.quantity ?? quantityLeft;
      if (quantityLeft <= 0 || amountLeft <= 0 || quantity > quantityLeft)
        throw new ApiError(
          409,
          'line_refunded',
          `${line.description}: não há mais nada a reembolsar neste item.`,
        );
      // The whole of what is left, or a share of the line's amount by quantity (rounded down).
      const amountPence =
        quantity === quantityLeft
          ? amountLeft
          : Math.min(amountLeft, Math.floor((line.totalPence * quantity) / line.quantity));
      refundLines.push({ lineId: line.id, quantity, amountPence });
      if (line.kind === 'product' && line.productId)
        productsBack.push({ productId: line.productId, quantity });
    }
    const amount = refundLines.length
      ? refundLines.reduce((sum, l) => sum + l.amountPence, 0)
      : (input.amountPence ?? left);
    if (amount <= 0 || left <= 0)
      throw new ApiError(409, 'nothing_to_refund', 'Este pagamento já foi todo reembolsado.');
    if (amount > left)
      throw new ApiError(
        409,
        'refund_exceeds_paid',
        `Não é possível reembolsar mais do que foi pago: restam ${formatGbp(left)} neste pagamento.`,
      );

    const provider = await refundToProvider(
      tx,
      payment,
      amount,
      `sale-refund:${saleId}:${input.clientKey}`,
      context.cards,
    );
    await tx
      .update(salePayments)
      .set({ refundedPence: sql`${salePayments.refundedPence} + ${amount}` })
      .where(eq(salePayments.id, payment.id));
    for (const l of refundLines)
      await tx
        .update(saleLines)
        .set({
          refundedQuantity: sql`${saleLines.refundedQuantity} + ${l.quantity}`,
          refundedPence: sql`${saleLines.refundedPence} + ${l.amountPence}`,
        })
        .where(eq(saleLines.id, l.lineId));
    for (const back of productsBack) {
      const [after] = await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${back.quantity}` })
        .where(eq(products.id, back.productId))
        .returning({ stockQuantity: products.stockQuantity });
      if (after)
        await tx.insert(stockMovements).values({
          productId: back.productId,
          kind: 'refund',
          quantityChange: back.quantity,
          quantityAfter: after.stockQuantity,
          saleId,
          staffUserId: actor.id,
        });
    }
    const [refund] = await tx
      .insert(saleRefunds)
      .values({
        saleId,
        paymentId: payment.id,
        amountPence: amount,
        lines: refundLines,
        reason: input.reason,
        businessDate: salonDate(context.now),
        providerRefundReference: provider.reference,
        clientKey: input.clientKey,
        createdByUserId: actor.id,
        createdAt: context.now,
      })
      .returning({ id: saleRefunds.id });
    await recordAdminAction(
      tx,
      actor,
      'sale.refund',
      { type: 'sale', id: saleId },
      {
        number: sale.number,
        paymentId: payment.id,
        method: payment.method,
        amountPence: amount,
        reason: input.reason,
        ...(refundLines.length && { lines: refundLines }),
      },
    );
    return { refundId: refund!.id, replayed: false };
  });
}
