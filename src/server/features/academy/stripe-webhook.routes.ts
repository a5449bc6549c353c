import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import type { AcademyDeps } from './courses.routes';
import { acceptPayment } from './purchases.service';

/**
 * Stripe's webhook: the signature over the raw body is checked with STRIPE_WEBHOOK_SECRET before
 * anything is read. A paid checkout is recorded like the success page does (once, whichever comes
 * first); a checkout that is not a valid paid course purchase is acknowledged and ignored, since
 * Stripe retrying it would not change the answer.
 */
export function stripeWebhookRoutes(db: Db, deps: AcademyDeps) {
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
    if (!event.session) return c.json({ received: true as const, recorded: false });
    try {
      const accepted = await acceptPayment(db, event.session, {
        publicUrl: deps.publicUrl,
        log: c.var.log,
      });
      if (accepted.created) deps.onMailQueued();
      c.var.log.info(
        { eventId: event.eventId, type: event.type, purchaseId: accepted.purchaseId },
        accepted.created ? 'purchase recorded from webhook' : 'purchase already recorded',
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
