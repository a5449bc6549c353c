import type { Config } from '../../../config';
import type { AnyPaymentProvider } from '../../../payments/create-payment-provider';
import { createSimulatedTerminal } from './simulated-terminal';
import { createStripeTerminal } from './stripe-terminal';

/**
 * The card readers the till takes payments on (decision 056): Stripe Terminal's server-driven
 * integration when STRIPE_SECRET_KEY is set, otherwise a built-in simulated reader that staff
 * approve or decline with a button (as Stripe's present_payment_method test helper does), never in
 * production. The server pushes a PaymentIntent to the reader; the result comes back by webhook
 * and by polling, both through `readPayment`'s outcome.
 */

export interface RegisteredReader {
  stripeReaderId: string;
  label: string;
  locationId: string | null;
  deviceType: string | null;
}

/** Where a reader's payment stands, as the provider reports it now. */
export type TerminalOutcome =
  | { status: 'pending' }
  | { status: 'succeeded' }
  | { status: 'failed'; failureMessage: string }
  | { status: 'cancelled' };

export interface TerminalAddress {
  name: string;
  street: string;
  city: string;
  postcode: string;
}

export interface TerminalProvider {
  readonly name: 'stripe' | 'simulated';
  /** A location for the salon's readers, created from its address (Stripe requires one). */
  createLocation(address: TerminalAddress): Promise<string>;
  registerReader(input: {
    registrationCode: string;
    label: string;
    locationId: string;
  }): Promise<RegisteredReader>;
  renameReader(stripeReaderId: string, label: string): Promise<void>;
  /** Unregisters the reader; one already gone is left gone. */
  removeReader(stripeReaderId: string): Promise<void>;
  /**
   * Creates a card_present PaymentIntent and hands it to the reader. `idempotencyKey` names the
   * attempt (our payment row): a retry or a double tap makes one PaymentIntent.
   */
  startPayment(input: {
    stripeReaderId: string;
    amountPence: number;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ paymentIntentId: string }>;
  /** The PaymentIntent's state now, and the reader's action on it when that failed. */
  readPayment(paymentIntentId: string, stripeReaderId: string | null): Promise<TerminalOutcome>;
  /** Stops the reader waiting for a card, and the PaymentIntent with it (unless it succeeded). */
  cancelPayment(paymentIntentId: string, stripeReaderId: string | null): Promise<TerminalOutcome>;
  /** Gives `amountPence` of a succeeded PaymentIntent back; the key makes a retry refund once. */
  refund(paymentIntentId: string, amountPence: number, idempotencyKey: string): Promise<string>;
}

export interface SimulatedTerminal extends TerminalProvider {
  readonly name: 'simulated';
  /** Staff press 'Simular cartão aprovado' or 'Simular cartão recusado'. */
  present(paymentIntentId: string, outcome: 'approved' | 'declined'): TerminalOutcome;
}

/**
 * Stripe refused or could not be reached: `reason` says which answer staff get (a busy or offline reader, a
 * registration code it did not accept, or anything else: try again).
 */
export class TerminalError extends Error {
  constructor(
    readonly reason: 'busy' | 'offline' | 'invalid_code' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TerminalError';
  }
}

export type AnyTerminalProvider = TerminalProvider | SimulatedTerminal;

/** The reader's words for a declined card, as Stripe's simulated reader says them. */
export const DECLINED_MESSAGE = 'Your card was declined.';

export function createTerminalProvider(
  config: Config,
  payments: AnyPaymentProvider | undefined,
): AnyTerminalProvider | undefined {
  if (config.stripe) return createStripeTerminal(config.stripe);
  // The same rule as the online checkout's test provider: never without Stripe in production.
  if (payments?.name === 'test') return createSimulatedTerminal();
  return undefined;
}
