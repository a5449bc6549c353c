import { Hono } from 'hono';
import { z } from 'zod';
import { type Clock, createClock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireCliToken } from '../../http/cli-token';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { setAdminRights } from './admin-rights.service';

/**
 * How `npm run admin:grant` changes rights while the server holds the embedded database: it proves
 * it can read the server's lock file in the data folder by sending the secret written there.
 */
export function adminRightsRoutes(db: Db, cliToken: string, clock: Clock = createClock()) {
  return new Hono<AppEnv>().post(
    '/',
    requireCliToken(cliToken),
    validate('json', z.object({ email: z.email('Not an e-mail address.'), isAdmin: z.boolean() })),
    async (c) => {
      const { email, isAdmin } = c.req.valid('json');
      if (!(await setAdminRights(db, email, isAdmin, clock.now()))) {
        throw new ApiError(404, 'not_found', `No account uses ${email}.`);
      }
      return c.json({ ok: true as const });
    },
  );
}
