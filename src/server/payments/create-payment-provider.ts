import type { Clock } from '../auth/clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createStripeProvider, type StripeProvider } from './stripe-provider';
import { createTestProvider, type TestProvider } from './test-provider';

export type AnyPaymentProvider = StripeProvider | TestProvider;

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the test checkout, except in production, where
 * there is then no way to pay (the shop answers 503 and the server logs why at start).
 */
export function createPaymentProvider(
  config: Config,
  db: Db,
  clock: Clock,
): AnyPaymentProvider | undefined {
  if (config.stripe) {
    return createStripeProvider({ ...config.stripe, claimsSecret: config.authSecret });
  }
  if (config.nodeEnv === 'production') return undefined;
  return createTestProvider(db, config.nodeEnv, clock);
}
