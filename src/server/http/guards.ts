import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AdminEnv, SignedInEnv, SignedInUser } from './app-env';
import { can } from '@shared/staff-roles';
import { ApiError } from './errors';
import { ruleOf } from './staff-access';

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
 * 401 without a session, 403 for a signed-in client or a member of the team whose role the route's
 * rule does not allow (staff-access.ts): every /api/admin route sits behind it. The member it let
 * through is put in `c.var.admin`, so routes know the audit log's actor, and the services whose
 * answers a professional sees only in part, without looking the session up again.
 */
export function requireStaff(identify: Identify) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const who = await identify(c);
    if (!who) throw new ApiError(401, 'unauthorized', 'Please sign in.');
    if (!who.staff) throw forbidden();
    const rule = ruleOf(c);
    if (rule === null) {
      c.var.log?.error({ path: c.req.path, method: c.req.method }, 'admin route without a rule');
      throw forbidden();
    }
    if (rule !== 'none' && !can(who.staff.role, rule)) throw forbidden();
    c.set('admin', { id: who.id, email: who.email, name: who.name, ...who.staff });
    await next();
  });
}

const forbidden = () =>
  new ApiError(403, 'forbidden', 'Você não tem permissão para acessar esta área');
