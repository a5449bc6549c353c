/**
 * Idempotency keys (decision 039), as the IETF draft "The Idempotency-Key HTTP Header Field" names
 * them: the browser app sends a fresh key with each booking, move, cancellation and payment, and
 * the same key again on its own retries; the server answers a retry with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer the server kept from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The first request with the key is still running: retry after Retry-After (409). */
export const IDEMPOTENCY_IN_PROGRESS = 'idempotency_in_progress';

/**
 * A key is 1 to 255 characters (Stripe's limit) of letters, digits and `. _ : + / = ~ -`: a UUID,
 * or base64 of random bytes. The draft's form, a quoted string (`"…"`), is accepted too.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:+/=~-]{1,255}$/;
