import type { Db } from '../db/client';
/**
 * The one interface the site pays through: Stripe Checkout when a secret key is configured,
 * otherwise the built-in test checkout (never in production). A checkout pays for a course
 * (decision 011) or for an appointment's deposit (decision 028); either is trusted only once the
 * session has been read back from the provider (or from Stripe's signed webhook) and checked
 * against what this server asked for.
 */

export type ProviderName = 'stripe' | 'test';

/** What a checkout pays for: the signed claims name it, so a session cannot be reused for another. */
export type CheckoutPurpose =
  { kind: 'course'; courseId: string } | { kind: 'deposit'; depositId: string };

export interface CheckoutRequest {
  purpose: CheckoutPurpose;
  /** The one line item, at the price our database holds. */
  item: { name: string; description: string; amountPence: number };
  /** The signed-in buyer: the checkout is tied to the account and pre-fills its e-mail. */
  buyer: { userId: string; email: string } | null;
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/** What our server asked for when it created the checkout, as the provider hands it back. */
export type CheckoutClaims = CheckoutPurpose & {
  userId: string | null;
  amountPence: number;
  currency: string;
};

/** A checkout session as the provider reports it now. */
export interface ProviderSession {
  provider: ProviderName;
  sessionId: string;
  status: 'open' | 'complete' | 'expired' | 'cancelled';
  paid: boolean;
  amountPence: number | null;
  currency: string | null;
  email: string | null;
  /** What a refund names: Stripe's PaymentIntent, the session itself for the test provider. */
  paymentReference: string | null;
  /** Null when the session was not created by this server (or was altered). */
  claims: CheckoutClaims | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Null when the provider has no such session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** Stops an open session from taking a payment (a lapsed hold); an already closed one is left. */
  expireSession(sessionId: string): Promise<void>;
  /**
   * Gives a paid session's money back in full. `idempotencyKey` makes a retry (or a second
   * caller) refund once. Returns the provider's refund reference. `tx` is the caller's open
   * transaction: a provider that keeps its sessions in our database must write through it (on the
   * embedded database, with its one connection, a write beside it would wait forever).
   */
  refund(
    payment: { sessionId: string; paymentReference: string | null },
    idempotencyKey: string,
    tx?: Db,
  ): Promise<string>;
}

/** The provider could not be reached or refused our request: a 502 for the client. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
