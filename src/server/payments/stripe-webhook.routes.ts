import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';
import type { AnyPaymentProvider } from './create-payment-provider';
import type { CheckoutPurpose, ProviderSession } from './payment-provider';

/** Records a paid session for what it pays for; `created` is false for a replay. */
export type PaidSessionHandler = (
  session: ProviderSession,
  log: Logger,
) => Promise<{ created: boolean; id: string }>;

/**
 * Stripe's webhook: the signature over the raw body is checked with STRIPE_WEBHOOK_SECRET before
 * anything is read. A paid checkout is recorded like the return page does (once, whichever comes
 * first) by the feature its claims name: the academy for a course, booking for a deposit. A
 * checkout that is not a valid paid purchase is acknowledged and ignored, since Stripe retrying it
 * would not change the answer.
 */
export function stripeWebhookRoutes(deps: {
  payments: AnyPaymentProvider | undefined;
  handlers: Record<CheckoutPurpose['kind'], PaidSessionHandler>;
  /**
   * Any other event (the till's card readers, issue 34): true when it named a record of ours.
   * Signed like the rest; an event nobody handles is acknowledged and ignored.
   */
  otherEvent?: (
    event: { id: string; type: string; object: unknown },
    log: Logger,
  ) => Promise<boolean>;
}) {
  return new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
    const stripe = deps.payments?.name === 'stripe' ? deps.payments : undefined;
    if (!stripe?.webhookConfigured) {
      throw new ApiError(404, 'not_found', 'No such API endpoint.');
    }
    const signature = c.req.header('stripe-signature');
    if (!signature) {
      throw new ApiError(400, 'invalid_signature', 'Missing Stripe-Signature header.');
    }
    const rawBody = await c.req.text();
    let event;
    try {
      event = stripe.readWebhook(rawBody, signature);
    } catch (err) {
      c.var.log.warn({ err }, 'stripe webhook with a bad signature');
      throw new ApiError(400, 'invalid_signature', 'The webhook signature does not match.');
    }
    if (!event.session) {
      const recorded = deps.otherEvent
        ? await deps.otherEvent(
            { id: event.eventId, type: event.type, object: event.object },
            c.var.log,
          )
        : false;
      return c.json({ received: true as const, recorded });
    }
    // Unsigned or foreign metadata: the course handler refuses it and logs why, as before.
    const handler = deps.handlers[event.session.claims?.kind ?? 'course'];
    try {
      const accepted = await handler(event.session, c.var.log);
      c.var.log.info(
        { eventId: event.eventId, type: event.type, recordId: accepted.id },
        accepted.created ? 'payment recorded from webhook' : 'payment already recorded',
      );
      return c.json({ received: true as const, recorded: true });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      c.var.log.warn(
        { eventId: event.eventId, type: event.type, code: err.code },
        'webhook checkout not recorded',
      );
      return c.json({ received: true as const, recorded: false });
    }
  });
}
