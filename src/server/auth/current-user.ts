import type { Context } from 'hono';
import type { AppEnv, SignedInUser } from '../http/app-env';
import type { Auth } from './auth';

/**
 * The signed-in user of this request, or null. The session lookup reads the user's row on every
 * call (no cookie cache), so revoking the administrator flag takes effect at once; any failure
 * counts as signed out. The guards of src/server/http/guards.ts ask through it.
 */
export async function currentUser(auth: Auth, c: Context): Promise<SignedInUser | null> {
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
