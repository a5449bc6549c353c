import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';

/** A request's JSON body as an object, or {} when it is anything else (null, an array, not JSON). */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/**
 * PostgreSQL text cannot hold the NUL character: a JSON body carrying one is refused here with a
 * clear 400, before any handler could turn it into a database error.
 */
export function refuseNulCharacters() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('content-type')?.includes('json')) {
      const text = await c.req.raw.clone().text();
      if (text.includes('\0') || /(?<!\\)(\\\\)*\\u0000/i.test(text))
        throw new ApiError(
          400,
          'invalid_characters',
          'The request contains characters that are not allowed.',
        );
    }
    await next();
  });
}
