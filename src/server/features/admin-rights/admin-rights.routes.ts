import { Hono } from 'hono';
import { z } from 'zod';
import { STAFF_ROLES } from '@shared/staff-roles';
import { type Clock, createClock } from '../../auth/clock';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireCliToken } from '../../http/cli-token';
import { ApiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { grantRefused, setStaffRole } from './admin-rights.service';

const grantSchema = z.object({
  email: z.email('Not an e-mail address.'),
  role: z.enum(STAFF_ROLES, `The role is one of ${STAFF_ROLES.join(', ')}.`).nullable(),
  professional: z.string().trim().min(1).max(200).optional(),
});

/**
 * How `npm run admin:grant` changes rights while the server holds the embedded database: it proves
 * it can read the server's lock file in the data folder by sending the secret written there.
 */
export function adminRightsRoutes(db: Db, cliToken: string, clock: Clock = createClock()) {
  return new Hono<AppEnv>().post(
    '/',
    requireCliToken(cliToken),
    validate('json', grantSchema),
    async (c) => {
      const grant = c.req.valid('json');
      const outcome = await setStaffRole(db, grant, clock.now());
      if (!outcome.ok) {
        const status = outcome.reason === 'professional_taken' ? 409 : 404;
        throw new ApiError(status, outcome.reason, grantRefused(grant, outcome.reason));
      }
      return c.json({ ok: true as const, professionalName: outcome.professionalName });
    },
  );
}
