import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AdminEnv, SignedInEnv, SignedInUser } from './app-env';
import { ApiError } from './errors';

/** Who is signed in on a request: the server's session check, handed in by the app (app.ts). */
export type Identify = (c: Context) => Promise<SignedInUser | null>;

/** 401 without a session, with `message`; otherwise whoever it is goes in `c.var.user`. */
export function requireSignedIn(identify: Identify, message = 'Please sign in.') {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const who = await identify(c);
    if (!who) throw new ApiError(401, 'unauthorized', message);
    c.set('user', who);
    await next();
  });
}

/**
 * 401 without a session, 403 for a signed-in client: every /api/admin route sits behind it. The
 * administrator it let through is put in `c.var.admin`, so routes know the audit log's actor
 * without looking the session up again.
 */
export function requireAdmin(identify: Identify) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const who = await identify(c);
    if (!who) throw new ApiError(401, 'unauthorized', 'Please sign in.');
    if (!who.isAdmin)
      throw new ApiError(403, 'forbidden', 'Você não tem permissão para acessar esta área');
    c.set('admin', { id: who.id, email: who.email, name: who.name });
    await next();
  });
}
