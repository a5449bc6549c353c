import type { Db } from '../../../db/client';
import type { salePayments } from '../../../db/schema/till';
import { ApiError } from '../../../http/errors';
import type { TerminalRefunds } from '../terminal/terminal-refunds';

export type RefundedPayment = typeof salePayments.$inferSelect;

export interface ProviderRefund {
  /** The provider's refund id (Stripe's re_…), kept on the refund's row; null when recorded only. */
  reference: string | null;
}

/**
 * Gives money back to where a payment came from, inside the refund's transaction (under the
 * sale's lock). Cash and 'Cartão (outra maquininha)' are handed back at the till: recorded only.
 * A card on a reader goes back through Stripe's refund API with `idempotencyKey`, by the
 * terminal's part (till/terminal/terminal-refunds.ts). An online deposit is refunded from its
 * appointment (decision 028), never here.
 */
export async function refundToProvider(
  tx: Db,
  payment: RefundedPayment,
  amountPence: number,
  idempotencyKey: string,
  cards: TerminalRefunds,
): Promise<ProviderRefund> {
  switch (payment.method) {
    case 'cash':
    case 'card_other':
      return { reference: null };
    case 'card_terminal':
      return {
        reference: await cards.refundTerminalPayment(tx, payment.id, amountPence, idempotencyKey),
      };
    case 'deposit':
      throw new ApiError(
        409,
        'refund_deposit',
        'O sinal pago online é reembolsado no agendamento, não no caixa.',
      );
  }
}
