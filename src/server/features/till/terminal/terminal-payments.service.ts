import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SaleStatus } from '@shared/till';
import type { StartTerminalPayment, TerminalPayment } from '@shared/till-terminal';
import type { Db } from '../../../db/client';
import { salePayments, sales, terminalReaders } from '../../../db/schema/till';
import type { SalePaidContext } from '../../../domain/sale-paid-hooks';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import type { Logger } from '../../../logger';
import { settleSaleIfPaid } from '../sales/settle-sale';
import { assertDayOpen } from '../takings/day-close.service';
import { readerNotFound, terminalRefusal } from './readers.service';
import type { AnyTerminalProvider, TerminalOutcome } from './terminal-provider';

/**
 * Card payments on a reader (decision 056): a pending `sale_payments` row is written first (one per
 * client key), then the PaymentIntent is created and handed to the reader; the result arrives by
 * Stripe's webhook and by the till's polling, and both end in `recordTerminalOutcome`, which
 * changes a pending row once under its row lock and settles the sale through `settleSaleIfPaid`.
 */

export const saleNotFound = () => new ApiError(404, 'sale_not_found', 'Venda não encontrada.');
export const paymentNotFound = () =>
  new ApiError(404, 'payment_not_found', 'Pagamento não encontrado.');
const notWaiting = () =>
  new ApiError(409, 'payment_not_pending', 'Este pagamento não está aguardando o leitor.');

type PaymentRow = typeof salePayments.$inferSelect;

const view = (row: PaymentRow, saleStatus: SaleStatus): TerminalPayment => ({
  id: row.id,
  saleId: row.saleId,
  status: row.status,
  amountPence: row.amountPence,
  readerId: row.readerId,
  providerReference: row.providerReference,
  failureMessage: row.failureMessage,
  saleStatus,
});

async function saleStatusOf(db: Db, saleId: string): Promise<SaleStatus> {
  const [sale] = await db.select({ status: sales.status }).from(sales).where(eq(sales.id, saleId));
  return sale?.status ?? 'open';
}

async function paymentOf(db: Db, saleId: string, paymentId: string) {
  const [row] = await db
    .select({ payment: salePayments, stripeReaderId: terminalReaders.stripeReaderId })
    .from(salePayments)
    .leftJoin(terminalReaders, eq(terminalReaders.id, salePayments.readerId))
    .where(and(eq(salePayments.id, paymentId), eq(salePayments.saleId, saleId)));
  if (!row) throw paymentNotFound();
  return row;
}

/**
 * Starts a card payment on a reader. The same client key again (a double tap, a retry after a lost
 * answer) finds the same row and, through the same idempotency key, the same PaymentIntent.
 */
export async function startTerminalPayment(
  db: Db,
  terminal: AnyTerminalProvider,
  actor: AdminActor,
  saleId: string,
  input: StartTerminalPayment,
): Promise<{ payment: TerminalPayment; created: boolean }> {
  const { payment, created, saleNumber } = await db.transaction(async (tx) => {
    const [sale] = await tx
      .select({
        status: sales.status,
        totalPence: sales.totalPence,
        number: sales.number,
        businessDate: sales.businessDate,
      })
      .from(sales)
      .where(eq(sales.id, saleId))
      .for('update');
    if (!sale) throw saleNotFound();
    const [existing] = await tx
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.saleId, saleId), eq(salePayments.clientKey, input.clientKey)));
    if (existing) return { payment: existing, created: false, saleNumber: sale.number };
    if (sale.status !== 'open')
      throw new ApiError(409, 'sale_not_open', 'Esta venda não está aberta.');
    await assertDayOpen(tx, sale.businessDate);
    const [reader] = await tx
      .select({ id: terminalReaders.id })
      .from(terminalReaders)
      .where(and(eq(terminalReaders.id, input.readerId), eq(terminalReaders.isActive, true)));
    if (!reader) throw readerNotFound();
    // What is paid or on its way on a reader: a second reader cannot take the same pounds.
    const [taken] = await tx
      .select({ pence: sql<number>`coalesce(sum(${salePayments.amountPence}), 0)`.mapWith(Number) })
      .from(salePayments)
      .where(
        and(
          eq(salePayments.saleId, saleId),
          inArray(salePayments.status, ['succeeded', 'pending']),
        ),
      );
    if (input.amountPence > sale.totalPence - (taken?.pence ?? 0))
      throw new ApiError(409, 'amount_over_due', 'O valor é maior do que falta pagar.', {
        amountPence: 'O valor é maior do que falta pagar.',
      });
    // The sale's lock already makes a second tap wait and find the first's row; the conflict
    // clause keeps a second caller on the same connection (no lock between them) to one row too.
    const [row] = await tx
      .insert(salePayments)
      .values({
        saleId,
        method: 'card_terminal',
        amountPence: input.amountPence,
        clientKey: input.clientKey,
        provider: terminal.name,
        readerId: reader.id,
        createdByUserId: actor.id,
      })
      .onConflictDoNothing({ target: [salePayments.saleId, salePayments.clientKey] })
      .returning();
    if (row) return { payment: row, created: true, saleNumber: sale.number };
    const [first] = await tx
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.saleId, saleId), eq(salePayments.clientKey, input.clientKey)));
    return { payment: first!, created: false, saleNumber: sale.number };
  });
  if (payment.method !== 'card_terminal')
    throw new ApiError(
      409,
      'client_key_used',
      'Esta chave de pedido já foi usada para outro pagamento.',
    );
  if (payment.providerReference || payment.status !== 'pending')
    return { payment: view(payment, await saleStatusOf(db, saleId)), created };

  const [reader] = await db
    .select({ stripeReaderId: terminalReaders.stripeReaderId })
    .from(terminalReaders)
    .where(eq(terminalReaders.id, payment.readerId ?? input.readerId));
  if (!reader) throw readerNotFound();
  let paymentIntentId: string;
  try {
    ({ paymentIntentId } = await terminal.startPayment({
      stripeReaderId: reader.stripeReaderId,
      amountPence: payment.amountPence,
      description: `Venda nº ${saleNumber}`,
      metadata: { sale_id: saleId, payment_id: payment.id },
      idempotencyKey: `till-payment-${payment.id}`,
    }));
  } catch (err) {
    // The reader never got it: the attempt ends here, and a new tap starts a new one.
    await db
      .update(salePayments)
      .set({ status: 'failed', failureMessage: 'O leitor não recebeu o pagamento.' })
      .where(and(eq(salePayments.id, payment.id), eq(salePayments.status, 'pending')));
    return terminalRefusal(err);
  }
  const [updated] = await db
    .update(salePayments)
    .set({ providerReference: paymentIntentId })
    .where(eq(salePayments.id, payment.id))
    .returning();
  return { payment: view(updated!, await saleStatusOf(db, saleId)), created };
}

/**
 * Records what the reader or Stripe reported for a PaymentIntent: a pending payment becomes
 * succeeded, failed or cancelled once, under its row lock; a succeeded one settles the sale when
 * its payments cover it. A replay, or the poll after the webhook, changes nothing. Returns null for
 * a PaymentIntent that is not the till's.
 */
export async function recordTerminalOutcome(
  db: Db,
  paymentIntentId: string,
  outcome: TerminalOutcome,
  context: SalePaidContext,
): Promise<{ payment: TerminalPayment; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(salePayments)
      .where(eq(salePayments.providerReference, paymentIntentId))
      .for('update');
    if (!payment) return null;
    if (payment.status !== 'pending' || outcome.status === 'pending')
      return { payment: view(payment, await saleStatusOf(tx, payment.saleId)), changed: false };
    const [updated] = await tx
      .update(salePayments)
      .set({
        status: outcome.status,
        failureMessage: outcome.status === 'failed' ? outcome.failureMessage : null,
        settledAt: outcome.status === 'succeeded' ? context.now : null,
      })
      .where(eq(salePayments.id, payment.id))
      .returning();
    const saleStatus =
      outcome.status === 'succeeded'
        ? await settleSaleIfPaid(tx, payment.saleId, context)
        : await saleStatusOf(tx, payment.saleId);
    return { payment: view(updated!, saleStatus), changed: true };
  });
}

/**
 * A payment as it stands; a card still waiting on the reader is asked about first (the till polls
 * this while the client holds the card), so the result arrives even when no webhook does.
 */
export async function readTerminalPayment(
  db: Db,
  terminal: AnyTerminalProvider | undefined,
  saleId: string,
  paymentId: string,
  context: SalePaidContext,
  log: Logger,
): Promise<TerminalPayment> {
  const { payment, stripeReaderId } = await paymentOf(db, saleId, paymentId);
  const reference = payment.providerReference;
  if (terminal && payment.status === 'pending' && payment.method === 'card_terminal' && reference) {
    let outcome: TerminalOutcome = { status: 'pending' };
    try {
      outcome = await terminal.readPayment(reference, stripeReaderId);
    } catch (err) {
      // One missed poll is not an answer: the next one, or the webhook, will tell.
      log.warn({ err, paymentId }, 'could not read a reader payment from Stripe');
    }
    const recorded = await recordTerminalOutcome(db, reference, outcome, context);
    if (recorded) return recorded.payment;
  }
  return view(payment, await saleStatusOf(db, saleId));
}

/** 'Cancelar no leitor': the reader stops waiting; a card that got through just before counts. */
export async function cancelTerminalPayment(
  db: Db,
  terminal: AnyTerminalProvider,
  saleId: string,
  paymentId: string,
  context: SalePaidContext,
): Promise<TerminalPayment> {
  const { payment, stripeReaderId } = await paymentOf(db, saleId, paymentId);
  if (payment.method !== 'card_terminal' || payment.status !== 'pending') throw notWaiting();
  if (!payment.providerReference) {
    const [row] = await db
      .update(salePayments)
      .set({ status: 'cancelled' })
      .where(and(eq(salePayments.id, paymentId), eq(salePayments.status, 'pending')))
      .returning();
    return view(row ?? payment, await saleStatusOf(db, saleId));
  }
  let outcome: TerminalOutcome;
  try {
    outcome = await terminal.cancelPayment(payment.providerReference, stripeReaderId);
  } catch (err) {
    return terminalRefusal(err);
  }
  const recorded = await recordTerminalOutcome(db, payment.providerReference, outcome, context);
  return recorded!.payment;
}

/** The simulated reader's buttons: what Stripe's present_payment_method does to a test reader. */
export async function simulateCard(
  db: Db,
  terminal: AnyTerminalProvider,
  saleId: string,
  paymentId: string,
  outcome: 'approved' | 'declined',
  context: SalePaidContext,
): Promise<TerminalPayment> {
  if (!('present' in terminal))
    throw new ApiError(404, 'not_simulated', 'O leitor simulado só existe sem a Stripe.');
  const { payment } = await paymentOf(db, saleId, paymentId);
  if (
    payment.method !== 'card_terminal' ||
    payment.status !== 'pending' ||
    !payment.providerReference
  )
    throw notWaiting();
  let result: TerminalOutcome;
  try {
    result = terminal.present(payment.providerReference, outcome);
  } catch (err) {
    return terminalRefusal(err);
  }
  const recorded = await recordTerminalOutcome(db, payment.providerReference, result, context);
  return recorded!.payment;
}
