import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
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
 * The signed-in user of this request, or null. The session lookup reads the user's row on every
 * call (no cookie cache), so revoking the administrator flag takes effect at once; any failure
 * counts as signed out.
 */
export async function currentUser(auth: Auth, c: Context): Promise<CurrentUser | null> {
  try {
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return null;
    const { id, email, name, isAdmin } = found.user;
    return { id, email, name, isAdmin: isAdmin === true };
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
export function requireAdmin(auth: Auth) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const who = await currentUser(auth, c);
    if (!who) throw new ApiError(401, 'unauthorized', 'Please sign in.');
    if (!who.isAdmin)
      throw new ApiError(403, 'forbidden', 'Você não tem permissão para acessar esta área');
    c.set('admin', { id: who.id, email: who.email, name: who.name });
    await next();
  });
}
