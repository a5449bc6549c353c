import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutClaims } from './payment-provider';

/**
 * What is paid for (a course or a deposit), the buyer and the amount travel in the Stripe session's
 * metadata with an HMAC under the server's secret: a session created elsewhere on the same Stripe
 * account (a payment link, another integration) or with edited metadata is never taken for a
 * purchase, and the amount to expect is the one quoted at checkout even if the price changes
 * meanwhile. Each kind signs under its own prefix, so a course's signature never vouches for a
 * deposit.
 */
export type ClaimsMetadata = Record<'user_id' | 'amount_pence' | 'currency' | 'signature', string> &
  ({ course_id: string } | { deposit_id: string });

const subject = (claims: CheckoutClaims) =>
  claims.kind === 'course'
    ? ['course-checkout-v1', claims.courseId]
    : ['deposit-checkout-v1', claims.depositId];

const payload = (claims: CheckoutClaims) =>
  [...subject(claims), claims.userId ?? '', claims.amountPence, claims.currency]
    .map(String)
    .join('|');

const sign = (claims: CheckoutClaims, secret: string) =>
  createHmac('sha256', secret).update(payload(claims)).digest('base64url');

export function claimsMetadata(claims: CheckoutClaims, secret: string): ClaimsMetadata {
  const common = {
    user_id: claims.userId ?? '',
    amount_pence: String(claims.amountPence),
    currency: claims.currency,
    signature: sign(claims, secret),
  };
  return claims.kind === 'course'
    ? { course_id: claims.courseId, ...common }
    : { deposit_id: claims.depositId, ...common };
}

/** The claims in a session's metadata, or null when they are missing or their signature fails. */
export function readClaims(
  metadata: Record<string, string> | null | undefined,
  secret: string,
): CheckoutClaims | null {
  if (!metadata) return null;
  const { course_id, deposit_id, user_id, amount_pence, currency, signature } = metadata;
  if ((!course_id && !deposit_id) || (course_id && deposit_id)) return null;
  if (!amount_pence || !currency || !signature) return null;
  if (!/^\d+$/.test(amount_pence)) return null;
  const common = { userId: user_id || null, amountPence: Number(amount_pence), currency };
  const claims: CheckoutClaims = course_id
    ? { kind: 'course', courseId: course_id, ...common }
    : { kind: 'deposit', depositId: deposit_id!, ...common };
  const expected = Buffer.from(sign(claims, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? claims : null;
}
