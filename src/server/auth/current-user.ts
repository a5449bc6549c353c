import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { user } from '../db/schema/auth';
import type { AdminEnv, AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import type { Auth } from './auth';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

/**
 * The signed-in user of this request, or null. The administrator flag is read from the database on
 * every call, so revoking it takes effect at once; any failure counts as signed out.
 */
export async function currentUser(auth: Auth, db: Db, c: Context): Promise<CurrentUser | null> {
  try {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return null;
    const [row] = await db
      .select({ id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin })
      .from(user)
      .where(eq(user.id, found.user.id));
    return row ?? null;
  } catch (err) {
    (c.var as AppEnv['Variables'] | undefined)?.log?.warn({ err }, 'session check failed');
    return null;
  }
}

/**
 * 401 without a session, 403 for a signed-in client: every /api/admin route sits behind it. The
 * administrator it let through is put in `c.var.admin`, so routes know the audit log's actor
 * without looking the session up again.
 */
export function requireAdmin(auth: Auth, db: Db) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const who = await currentUser(auth, db, c);
    if (!who) throw new ApiError(401, 'unauthorized', 'Please sign in.');
    if (!who.isAdmin)
      throw new ApiError(403, 'forbidden', 'Você não tem permissão para acessar esta área');
    c.set('admin', { id: who.id, email: who.email, name: who.name });
    await next();
  });
}
