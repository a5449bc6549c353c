import { hc } from 'hono/client';
import type { AppType } from '@server/app';
import type { ApiErrorBody } from '@shared/api-error';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Where API calls go: the network in the browser; the server's own app while it renders a page. */
let transport: Fetch = (input, init) => fetch(input, init);

/** Used by the server renderer (entry-server.tsx) to answer API calls in-process. */
export function setApiTransport(next: Fetch) {
  transport = next;
}

/** The typed API client: every call is checked against the server's routes at compile time. */
export const api = hc<AppType>('/api', {
  fetch: ((input, init) => transport(input, init)) as Fetch,
});

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** What to tell about a failed request: the server's own message, else `fallback`. */
export function requestErrorMessage<Fallback extends string | undefined = undefined>(
  error: unknown,
  fallback?: Fallback,
): string | Fallback {
  return error instanceof ApiRequestError ? error.message : (fallback as Fallback);
}

/** Unwraps a response: its JSON when ok, otherwise an ApiRequestError with the server's message. */
export async function unwrap<T>(response: { ok: boolean; status: number; json(): Promise<T> }) {
  if (response.ok) return response.json();
  const body: unknown = await response.json().catch(() => undefined);
  if (isApiErrorBody(body)) {
    const { code, message, fields } = body.error;
    throw new ApiRequestError(response.status, code, message, fields);
  }
  throw new ApiRequestError(response.status, 'http_error', `Request failed (${response.status})`);
}

/** A hand-written check keeps zod out of the first page load. */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
