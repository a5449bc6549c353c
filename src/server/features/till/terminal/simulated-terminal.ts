import { randomBytes } from 'node:crypto';
import {
  DECLINED_MESSAGE,
  type SimulatedTerminal,
  type TerminalOutcome,
  TerminalError,
} from './terminal-provider';

/** The simulated reader every till without Stripe has: 'Leitor simulado'. */
export const SIMULATED_READER = { stripeReaderId: 'tmr_simulated', label: 'Leitor simulado' };

interface Intent {
  amountPence: number;
  outcome: TerminalOutcome;
}

/**
 * Stripe Terminal played by the server itself, for `npm start` and end-to-end tests without a
 * Stripe key: readers register with any code, a payment waits until staff press one of the two
 * 'Simular' buttons. Its intents live in this process's memory (a restart leaves a waiting payment
 * waiting, to be cancelled); the payment rows, as with Stripe, live in the database.
 */
export function createSimulatedTerminal(): SimulatedTerminal {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, string>();
  const refunded = new Map<string, number>();
  const id = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;
  const find = (paymentIntentId: string) => {
    const intent = intents.get(paymentIntentId);
    if (!intent) throw new TerminalError('unavailable', `No simulated intent ${paymentIntentId}`);
    return intent;
  };

  return {
    name: 'simulated',

    async createLocation() {
      return 'tml_simulated';
    },

    async registerReader({ label, locationId }) {
      return { stripeReaderId: id('tmr'), label, locationId, deviceType: 'simulated_wisepos_e' };
    },

    async renameReader() {},

    async removeReader() {},

    async startPayment({ amountPence, idempotencyKey }) {
      const known = byKey.get(idempotencyKey);
      if (known) return { paymentIntentId: known };
      const paymentIntentId = id('pi');
      byKey.set(idempotencyKey, paymentIntentId);
      intents.set(paymentIntentId, { amountPence, outcome: { status: 'pending' } });
      return { paymentIntentId };
    },

    async readPayment(paymentIntentId) {
      return intents.get(paymentIntentId)?.outcome ?? { status: 'pending' };
    },

    async cancelPayment(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) return { status: 'cancelled' };
      if (intent.outcome.status === 'pending') intent.outcome = { status: 'cancelled' };
      return intent.outcome;
    },

    present(paymentIntentId, outcome) {
      const intent = find(paymentIntentId);
      if (intent.outcome.status === 'pending')
        intent.outcome =
          outcome === 'approved'
            ? { status: 'succeeded' }
            : { status: 'failed', failureMessage: DECLINED_MESSAGE };
      return intent.outcome;
    },

    async refund(paymentIntentId, amountPence, idempotencyKey) {
      const again = refunds.get(idempotencyKey);
      if (again) return again;
      const intent = find(paymentIntentId);
      if (intent.outcome.status !== 'succeeded')
        throw new TerminalError('unavailable', 'The simulated payment was not taken');
      const already = refunded.get(paymentIntentId) ?? 0;
      if (already + amountPence > intent.amountPence)
        throw new TerminalError('unavailable', 'The refund is more than the payment');
      refunded.set(paymentIntentId, already + amountPence);
      const refundId = id('re');
      refunds.set(idempotencyKey, refundId);
      return refundId;
    },
  };
}
