import { and, eq } from 'drizzle-orm';
import type { SalePaymentInput } from '@shared/schemas/till-sales';
import { formatGbp } from '@shared/money';
import type { Db } from '../../../db/client';
import { salePayments } from '../../../db/schema/till';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { heldPence, lockSale } from '../sales/sale-lock';
import { settleSaleIfPaid } from '../sales/settle-sale';

export interface TakenPayment {
  /** Null when nothing was left to pay and the sale was only settled. */
  paymentId: string | null;
  changePence: number;
  /** True for a second request with the same client key: nothing new was recorded. */
  replayed: boolean;
}

/**
 * Records a payment the till takes itself (cash, 'Cartão (outra maquininha)'), under the sale's
 * row lock, and settles the sale once its payments cover it. The till's client key makes it
 * idempotent: a double tap sends the same key and gets the first payment back, never a second.
 * Cash: the amount given, with the change when it covers what is due, or a part of a split.
 */
export async function takePayment(
  db: Db,
  actor: AdminActor,
  saleId: string,
  input: SalePaymentInput & { clientKey: string },
  context: { now: Date; publicUrl: string },
): Promise<TakenPayment> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, saleId);
    const [earlier] = await tx
      .select({ id: salePayments.id, changePence: salePayments.changePence })
      .from(salePayments)
      .where(and(eq(salePayments.saleId, saleId), eq(salePayments.clientKey, input.clientKey)));
    if (earlier)
      return { paymentId: earlier.id, changePence: earlier.changePence ?? 0, replayed: true };
    if (sale.status !== 'open')
      throw new ApiError(
        409,
        'sale_closed',
        sale.status === 'paid' ? 'Esta venda já está paga.' : 'Esta venda foi cancelada.',
      );
    const { held } = await heldPence(tx, saleId);
    const due = sale.totalPence - held;
    const settle = () => settleSaleIfPaid(tx, saleId, { actor, ...context });
    if (due <= 0) {
      // A deposit that covers the whole visit: nothing to take, the sale is settled.
      await settle();
      return { paymentId: null, changePence: 0, replayed: false };
    }
    let amount: number;
    let given: number | null = null;
    let change: number | null = null;
    if (input.method === 'cash') {
      if (input.amountPence === undefined && input.cashGivenPence === undefined)
        throw new ApiError(422, 'cash_given_required', 'Informe o valor recebido.', {
          cashGivenPence: 'Informe o valor recebido.',
        });
      given = input.cashGivenPence ?? input.amountPence!;
      amount = input.amountPence ?? Math.min(given, due);
      if (given < amount)
        throw new ApiError(
          422,
          'cash_short',
          'O valor recebido é menor do que o valor do pagamento.',
          { cashGivenPence: 'O valor recebido é menor do que o valor do pagamento.' },
        );
      change = given - amount;
    } else amount = input.amountPence ?? due;
    if (amount <= 0)
      throw new ApiError(422, 'amount_required', 'Informe um valor maior que zero.', {
        amountPence: 'Informe um valor maior que zero.',
      });
    if (amount > due)
      throw new ApiError(
        409,
        'more_than_due',
        `O valor é maior do que falta pagar (${formatGbp(due)}).`,
      );
    const [payment] = await tx
      .insert(salePayments)
      .values({
        saleId,
        method: input.method,
        status: 'succeeded',
        amountPence: amount,
        cashGivenPence: given,
        changePence: change,
        clientKey: input.clientKey,
        createdByUserId: actor.id,
        settledAt: context.now,
      })
      .returning({ id: salePayments.id });
    await settle();
    return { paymentId: payment!.id, changePence: change ?? 0, replayed: false };
  });
}
