import { timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { ApiError } from './errors';

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The command-line tools prove they may act on the running server by sending the secret written
 * in the data folder's lock file: only someone who can read that folder can call these routes.
 */
export function requireCliToken(cliToken: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const sent = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!sameSecret(sent, cliToken)) throw new ApiError(401, 'unauthorized', 'Not allowed.');
    await next();
  });
}
