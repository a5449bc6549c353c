import { eq } from 'drizzle-orm';
import { normaliseEmail } from '@shared/email-pattern';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';

/**
 * `npm run admin:grant` makes the account an owner (issue 31: the first owner is made so) and
 * `admin:revoke` takes it off the team; false when no account uses the e-mail.
 */
export async function setAdminRights(
  db: Db,
  email: string,
  isAdmin: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ staffRole: isAdmin ? 'owner' : null, staffSuspendedAt: null, updatedAt: now })
    .where(eq(user.email, normaliseEmail(email)))
    .returning({ id: user.id });
  return updated.length > 0;
}
