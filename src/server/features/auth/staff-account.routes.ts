import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { staffLocaleInputSchema } from '@shared/schemas/staff-locale';
import { user } from '../../db/schema/auth';
import type { AdminEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import type { AppContext } from '../../http/app-context';

/**
 * /api/admin/me: a member of the team's own account in the back office. The account is always
 * the session's (`c.var.admin`), never one named in the request, so no one sets another's choice.
 */
export function staffAccountRoutes({ db, clock }: AppContext) {
  return new Hono<AdminEnv>().put(
    '/locale',
    validate('json', staffLocaleInputSchema),
    async (c) => {
      const { locale } = c.req.valid('json');
      await db
        .update(user)
        .set({ locale, updatedAt: clock.now() })
        .where(eq(user.id, c.var.admin.id));
      return c.json({ locale });
    },
  );
}
