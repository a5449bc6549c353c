import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutClaims } from './payment-provider';

/**
 * The course, buyer and amount travel in the Stripe session's metadata with an HMAC under the
 * server's secret: a session created elsewhere on the same Stripe account (a payment link, another
 * integration) or with edited metadata is never taken for a course purchase, and the amount to
 * expect is the one quoted at checkout even if the owner changes the price meanwhile.
 */
export type ClaimsMetadata = Record<
  'course_id' | 'user_id' | 'amount_pence' | 'currency' | 'signature',
  string
>;

const payload = (claims: CheckoutClaims) =>
  ['course-checkout-v1', claims.courseId, claims.userId ?? '', claims.amountPence, claims.currency]
    .map(String)
    .join('|');

const sign = (claims: CheckoutClaims, secret: string) =>
  createHmac('sha256', secret).update(payload(claims)).digest('base64url');

export function claimsMetadata(claims: CheckoutClaims, secret: string): ClaimsMetadata {
  return {
    course_id: claims.courseId,
    user_id: claims.userId ?? '',
    amount_pence: String(claims.amountPence),
    currency: claims.currency,
    signature: sign(claims, secret),
  };
}

/** The claims in a session's metadata, or null when they are missing or their signature fails. */
export function readClaims(
  metadata: Record<string, string> | null | undefined,
  secret: string,
): CheckoutClaims | null {
  if (!metadata) return null;
  const { course_id, user_id, amount_pence, currency, signature } = metadata;
  if (!course_id || !amount_pence || !currency || !signature) return null;
  if (!/^\d+$/.test(amount_pence)) return null;
  const claims: CheckoutClaims = {
    courseId: course_id,
    userId: user_id || null,
    amountPence: Number(amount_pence),
    currency,
  };
  const expected = Buffer.from(sign(claims, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? claims : null;
}
