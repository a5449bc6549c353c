import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { salePayments } from '../../../db/schema/till';
import { ApiError } from '../../../http/errors';
import { requireTerminal, terminalRefusal } from './readers.service';
import type { AnyTerminalProvider } from './terminal-provider';

/**
 * Gives part or all of a reader payment back to the card, through Stripe's refund API (decision
 * 056): the seam the till's refunds call for a card_terminal payment. The caller holds the sale's
 * lock, checks the refund against the lines, and records the refund and the payment's
 * refunded_pence in the same transaction; `idempotencyKey` (the refund's own) makes a retry, or a
 * second caller, refund once at Stripe. Returns Stripe's refund id.
 */
export function createTerminalRefunds(terminal: AnyTerminalProvider | undefined) {
  return {
    async refundTerminalPayment(
      tx: Db,
      paymentId: string,
      amountPence: number,
      idempotencyKey: string,
    ): Promise<string> {
      const [payment] = await tx
        .select()
        .from(salePayments)
        .where(eq(salePayments.id, paymentId))
        .for('update');
      if (!payment || payment.method !== 'card_terminal')
        throw new ApiError(404, 'payment_not_found', 'Pagamento não encontrado.');
      if (payment.status !== 'succeeded' || !payment.providerReference)
        throw new ApiError(409, 'payment_not_taken', 'Este pagamento no cartão não foi aprovado.');
      if (!Number.isInteger(amountPence) || amountPence <= 0)
        throw new ApiError(400, 'refund_amount', 'Informe um valor maior que zero.');
      if (amountPence > payment.amountPence - payment.refundedPence)
        throw new ApiError(
          409,
          'refund_over_paid',
          'A devolução passa do que foi pago neste cartão.',
        );
      try {
        return await requireTerminal(terminal).refund(
          payment.providerReference,
          amountPence,
          idempotencyKey,
        );
      } catch (err) {
        return terminalRefusal(err);
      }
    },
  };
}
export type TerminalRefunds = ReturnType<typeof createTerminalRefunds>;
