/**
 * The one interface the academy pays through: Stripe Checkout when a secret key is configured,
 * otherwise the built-in test checkout (never in production). The academy trusts a payment only
 * once it has read the session back from the provider (or from Stripe's signed webhook) and
 * checked it against what it asked for (decision 011).
 */

export type ProviderName = 'stripe' | 'test';

export interface CheckoutRequest {
  course: { id: string; name: string; description: string; pricePence: number };
  /** The signed-in buyer: the checkout is tied to the account and pre-fills its e-mail. */
  buyer: { userId: string; email: string } | null;
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/** What our server asked for when it created the checkout, as the provider hands it back. */
export interface CheckoutClaims {
  courseId: string;
  userId: string | null;
  amountPence: number;
  currency: string;
}

/** A checkout session as the provider reports it now. */
export interface ProviderSession {
  provider: ProviderName;
  sessionId: string;
  status: 'open' | 'complete' | 'expired' | 'cancelled';
  paid: boolean;
  amountPence: number | null;
  currency: string | null;
  email: string | null;
  /** Null when the session was not created by this server for a course (or was altered). */
  claims: CheckoutClaims | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Null when the provider has no such session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
}

/** The provider could not be reached or refused our request: a 502 for the client. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
