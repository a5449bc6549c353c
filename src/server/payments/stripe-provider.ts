import Stripe from 'stripe';
import { claimsMetadata, readClaims } from './checkout-claims';
import {
  type CheckoutRequest,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSession,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another address for Stripe's API (tests point it at a local fake). */
  apiBase: string | undefined;
  /** Signs the checkout's metadata (the server's AUTH_SECRET). */
  claimsSecret: string;
}

/** Events that may carry a paid checkout: cards complete at once, bank debits a bit later. */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/** Stripe Checkout's minimum lifetime is 30 minutes; an hour leaves time to find a card. */
const SESSION_LIFETIME_SECONDS = 60 * 60;
/**
 * A deposit's session lives as little as Stripe allows: the hold it pays for lasts 15 minutes and
 * the session is expired when the hold lapses; this bounds the rare payment that slips past.
 */
const DEPOSIT_SESSION_LIFETIME_SECONDS = 31 * 60;

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * Verifies a webhook's signature and, for a checkout event that may be paid, returns its
   * session. Throws a StripeSignatureVerificationError for a bad signature.
   */
  readWebhook(
    rawBody: string,
    signature: string,
  ): { eventId: string; type: string; session: ProviderSession | null; object: unknown };
  readonly webhookConfigured: boolean;
}

/** The SDK's host, port and protocol for another API address (the local fake in tests). */
export function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol: protocol as 'http' | 'https',
  };
}

export function createStripeProvider(settings: StripeSettings): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'aurora-beauty-studio' },
  });

  const toSession = (session: Stripe.Checkout.Session): ProviderSession => ({
    provider: 'stripe',
    sessionId: session.id,
    status:
      session.status === 'complete'
        ? 'complete'
        : session.status === 'expired'
          ? 'expired'
          : 'open',
    paid: session.status === 'complete' && session.payment_status === 'paid',
    amountPence: session.amount_total,
    currency: session.currency,
    email: session.customer_details?.email ?? session.customer_email ?? null,
    paymentReference:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
    claims: readClaims(session.metadata, settings.claimsSecret),
  });

  const retrieveSession = async (sessionId: string) => {
    try {
      return toSession(await stripe.checkout.sessions.retrieve(sessionId));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
        return null;
      }
      throw new PaymentProviderError('Stripe could not be asked about the session', {
        cause: err,
      });
    }
  };

  return {
    name: 'stripe',
    webhookConfigured: Boolean(settings.webhookSecret),

    async createCheckout({ purpose, item, buyer, successUrl, cancelUrl }: CheckoutRequest) {
      const metadata = claimsMetadata(
        {
          ...purpose,
          userId: buyer?.userId ?? null,
          amountPence: item.amountPence,
          currency: 'gbp',
        },
        settings.claimsSecret,
      );
      const lifetime =
        purpose.kind === 'deposit' ? DEPOSIT_SESSION_LIFETIME_SECONDS : SESSION_LIFETIME_SECONDS;
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'gbp',
                unit_amount: item.amountPence,
                product_data: {
                  name: item.name,
                  ...(item.description ? { description: item.description.slice(0, 500) } : {}),
                },
              },
            },
          ],
          ...(buyer ? { customer_email: buyer.email, client_reference_id: buyer.userId } : {}),
          metadata,
          success_url: successUrl,
          cancel_url: cancelUrl,
          // Stripe checks the expiry against its own time, not the salon's (which tests move).
          // eslint-disable-next-line no-restricted-syntax
          expires_at: Math.floor(Date.now() / 1000) + lifetime,
        });
        if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
        return { sessionId: session.id, url: session.url };
      } catch (err) {
        if (err instanceof PaymentProviderError) throw err;
        throw new PaymentProviderError('Stripe refused to create the checkout', { cause: err });
      }
    },

    retrieveSession,

    async expireSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        throw new PaymentProviderError('Stripe could not expire the session', { cause: err });
      }
    },

    async refund({ sessionId, paymentReference }, idempotencyKey) {
      try {
        const paymentIntent =
          paymentReference ?? (await retrieveSession(sessionId))?.paymentReference;
        if (!paymentIntent) throw new PaymentProviderError('The session has no payment to refund');
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, reason: 'requested_by_customer' },
          { idempotencyKey },
        );
        return refund.id;
      } catch (err) {
        if (err instanceof PaymentProviderError) throw err;
        throw new PaymentProviderError('Stripe refused the refund', { cause: err });
      }
    },

    readWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      const session =
        PAID_EVENTS.has(event.type) && event.data.object.object === 'checkout.session'
          ? toSession(event.data.object as Stripe.Checkout.Session)
          : null;
      return { eventId: event.id, type: event.type, session, object: event.data.object };
    },
  };
}
