import type Stripe from 'stripe';
import type { Db } from '../../../db/client';
import type { SalePaidContext } from '../../../domain/sale-paid-hooks';
import type { Logger } from '../../../logger';
import type { TerminalOutcome } from './terminal-provider';
import { recordTerminalOutcome } from './terminal-payments.service';

/** The Stripe events that tell a reader's payment's result (the webhook route's dispatch). */
export const TERMINAL_EVENTS = new Set([
  'terminal.reader.action_succeeded',
  'terminal.reader.action_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

const intentId = (value: string | Stripe.PaymentIntent | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The PaymentIntent an event is about and what it says of it; null for anything else. */
function readEvent(
  type: string,
  object: unknown,
): { paymentIntentId: string; outcome: TerminalOutcome } | null {
  if (!TERMINAL_EVENTS.has(type)) return null;
  if (type.startsWith('terminal.reader.')) {
    const action = (object as Stripe.Terminal.Reader).action;
    if (action?.type !== 'process_payment_intent') return null;
    const paymentIntentId = intentId(action.process_payment_intent?.payment_intent);
    if (!paymentIntentId) return null;
    return type === 'terminal.reader.action_succeeded'
      ? { paymentIntentId, outcome: { status: 'succeeded' } }
      : {
          paymentIntentId,
          outcome: {
            status: 'failed',
            failureMessage: action.failure_message ?? 'The reader did not take the card.',
          },
        };
  }
  const intent = object as Stripe.PaymentIntent;
  if (intent.object !== 'payment_intent') return null;
  if (type === 'payment_intent.succeeded')
    return { paymentIntentId: intent.id, outcome: { status: 'succeeded' } };
  if (type === 'payment_intent.canceled')
    return { paymentIntentId: intent.id, outcome: { status: 'cancelled' } };
  return {
    paymentIntentId: intent.id,
    outcome: {
      status: 'failed',
      failureMessage: intent.last_payment_error?.message ?? 'The card was declined.',
    },
  };
}

/**
 * Records a signed terminal event for the till's payment it names (once: a replay, or the poll
 * that got there first, changes nothing). Returns whether it named one of the till's payments.
 */
export async function handleTerminalEvent(
  db: Db,
  event: { id: string; type: string; object: unknown },
  context: SalePaidContext,
  log: Logger,
): Promise<boolean> {
  const read = readEvent(event.type, event.object);
  if (!read) return false;
  const recorded = await recordTerminalOutcome(db, read.paymentIntentId, read.outcome, context);
  if (recorded)
    log.info(
      {
        eventId: event.id,
        type: event.type,
        paymentId: recorded.payment.id,
        changed: recorded.changed,
      },
      recorded.changed ? 'reader payment recorded from webhook' : 'reader payment already recorded',
    );
  return recorded !== null;
}
