import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';

// A write the user asked for once is done once (decision 039): each action sends a fresh
// Idempotency-Key, and the app asks again with the same key when the answer did not arrive — the
// network failed, a proxy answered 502/503/504 for an instance that was restarting, or the first
// request is still running. The server then answers the retry with the first answer.

/** What the typed client takes as its second argument: the key's header. */
export interface KeyedRequest {
  headers: Record<string, string>;
}

/** Waits before each retry: short, since a user is watching a spinner. */
const RETRY_DELAYS_MS = [250, 750, 1500];
/** The longest a Retry-After from the server is followed. */
const MAX_RETRY_AFTER_MS = 3000;

/** A version 4 UUID. `crypto.randomUUID` exists only on https or localhost; this works anywhere. */
function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Answer {
  status: number;
  headers: Headers;
  clone(): Response;
}

/** How long to wait before asking again, or null when the answer is the one to keep. */
async function retryDelay(answer: Answer, planned: number): Promise<number | null> {
  if (answer.status === 502 || answer.status === 503 || answer.status === 504) return planned;
  if (answer.status !== 409) return null;
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => null);
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  if (code !== IDEMPOTENCY_IN_PROGRESS) return null;
  const after = Number(answer.headers.get('Retry-After')) * 1000;
  return Number.isFinite(after) && after > 0 ? Math.min(after, MAX_RETRY_AFTER_MS) : planned;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one user action's write with a key of its own, and again with the same key while its
 * answer is lost or not ready (a few times, briefly); returns the answer to show.
 */
export async function sendOnce<R extends Answer>(
  send: (request: KeyedRequest) => Promise<R>,
): Promise<R> {
  // The IETF draft's form: a structured-field string, quoted.
  const request = { headers: { [IDEMPOTENCY_KEY_HEADER]: `"${freshKey()}"` } };
  for (let attempt = 0; ; attempt++) {
    const planned = RETRY_DELAYS_MS[attempt];
    let answer: R;
    try {
      answer = await send(request);
    } catch (err) {
      // fetch rejects with a TypeError when no answer came at all (the connection failed).
      if (planned === undefined || !(err instanceof TypeError)) throw err;
      await wait(planned);
      continue;
    }
    const delay = planned === undefined ? null : await retryDelay(answer, planned);
    if (delay === null) return answer;
    await wait(delay);
  }
}
