import Stripe from 'stripe';
import type { Config } from '../../../config';
import { apiAddress } from '../../../payments/stripe-provider';
import { type TerminalOutcome, type TerminalProvider, TerminalError } from './terminal-provider';

/** Stripe Terminal's server-driven integration: our server talks to the reader through Stripe. */
export function createStripeTerminal(settings: NonNullable<Config['stripe']>): TerminalProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'aurora-beauty-studio' },
  });

  const refused = (what: string, err: unknown): never => {
    if (err instanceof TerminalError) throw err;
    if (err instanceof Stripe.errors.StripeError) {
      if (err.code === 'terminal_reader_busy')
        throw new TerminalError('busy', `${what}: the reader is busy`, { cause: err });
      if (err.code === 'terminal_reader_offline' || err.code === 'terminal_reader_timeout')
        throw new TerminalError('offline', `${what}: the reader is offline`, { cause: err });
      if (what === 'register' && err.statusCode === 400)
        throw new TerminalError('invalid_code', 'Stripe did not accept the code', { cause: err });
    }
    throw new TerminalError('unavailable', `Stripe refused ${what}`, { cause: err });
  };

  const intentId = (value: string | Stripe.PaymentIntent | null | undefined) =>
    typeof value === 'string' ? value : (value?.id ?? null);

  const outcomeOf = (intent: Stripe.PaymentIntent): TerminalOutcome => {
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    if (intent.status === 'canceled') return { status: 'cancelled' };
    if (intent.status === 'requires_payment_method' && intent.last_payment_error)
      return {
        status: 'failed',
        failureMessage: intent.last_payment_error.message ?? 'The card was declined.',
      };
    return { status: 'pending' };
  };

  return {
    name: 'stripe',

    async createLocation(address) {
      try {
        const location = await stripe.terminal.locations.create({
          display_name: address.name,
          address: {
            line1: address.street,
            city: address.city,
            postal_code: address.postcode,
            country: 'GB',
          },
        });
        return location.id;
      } catch (err) {
        return refused('location', err);
      }
    },

    async registerReader({ registrationCode, label, locationId }) {
      try {
        const reader = await stripe.terminal.readers.create({
          registration_code: registrationCode,
          label,
          location: locationId,
        });
        return {
          stripeReaderId: reader.id,
          label: reader.label,
          locationId: typeof reader.location === 'string' ? reader.location : locationId,
          deviceType: reader.device_type ?? null,
        };
      } catch (err) {
        return refused('register', err);
      }
    },

    async renameReader(stripeReaderId, label) {
      try {
        await stripe.terminal.readers.update(stripeReaderId, { label });
      } catch (err) {
        refused('rename', err);
      }
    },

    async removeReader(stripeReaderId) {
      try {
        await stripe.terminal.readers.del(stripeReaderId);
      } catch (err) {
        // Already deleted at Stripe (from its Dashboard): what we wanted.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
          return;
        refused('remove', err);
      }
    },

    async startPayment({ stripeReaderId, amountPence, description, metadata, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountPence,
            currency: 'gbp',
            allowed_payment_method_types: ['card_present'],
            capture_method: 'automatic',
            description,
            metadata,
          },
          { idempotencyKey: `${idempotencyKey}-intent` },
        );
        await stripe.terminal.readers.processPaymentIntent(
          stripeReaderId,
          { payment_intent: intent.id },
          { idempotencyKey: `${idempotencyKey}-process` },
        );
        return { paymentIntentId: intent.id };
      } catch (err) {
        return refused('payment', err);
      }
    },

    async readPayment(paymentIntentId, stripeReaderId) {
      try {
        const outcome = outcomeOf(await stripe.paymentIntents.retrieve(paymentIntentId));
        if (outcome.status !== 'pending' || !stripeReaderId) return outcome;
        // A reader that gave up (the client cancelled on it, a timeout) leaves the intent waiting:
        // only the reader's action says so.
        const reader = await stripe.terminal.readers.retrieve(stripeReaderId);
        const action = reader.deleted ? null : reader.action;
        if (
          action?.type === 'process_payment_intent' &&
          intentId(action.process_payment_intent?.payment_intent) === paymentIntentId &&
          action.status === 'failed'
        )
          return {
            status: 'failed',
            failureMessage: action.failure_message ?? 'The reader did not take the card.',
          };
        return outcome;
      } catch (err) {
        return refused('read', err);
      }
    },

    async cancelPayment(paymentIntentId, stripeReaderId) {
      try {
        if (stripeReaderId) {
          try {
            await stripe.terminal.readers.cancelAction(stripeReaderId);
          } catch (err) {
            // Nothing in progress on the reader any more: the intent below says what happened.
            if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
          }
        }
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        // The card went through just before the cancel: the money is taken, so is the payment.
        if (intent.status === 'succeeded' || intent.status === 'canceled') return outcomeOf(intent);
        return outcomeOf(await stripe.paymentIntents.cancel(paymentIntentId));
      } catch (err) {
        return refused('cancel', err);
      }
    },

    async refund(paymentIntentId, amountPence, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountPence, reason: 'requested_by_customer' },
          { idempotencyKey },
        );
        return refund.id;
      } catch (err) {
        return refused('refund', err);
      }
    },
  };
}
