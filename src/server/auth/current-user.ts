import { isAPIError } from 'better-auth/api';
import type { Context } from 'hono';
import type { StaffRole } from '@shared/staff-roles';
import type { AppEnv, SignedInUser } from '../http/app-env';
import { ApiError } from '../http/errors';
import type { Auth } from './auth';

/**
 * Thrown when the session could not be looked up (decision 038). A lookup that failed says
 * nothing about the session: answering "signed out" (401, or /api/me's empty answer) made the
 * browser app sign a client out during a database blip. A 503 is retried instead.
 */
export const sessionUnavailable = () =>
  new ApiError(
    503,
    'session_unavailable',
    'We could not check your sign-in just now. Please try again in a moment.',
    undefined,
    1,
  );

/**
 * The signed-in user of this request, or null. The session lookup reads the user's row on every
 * call (no cookie cache), so a changed role or a suspension takes effect at once. The guards of
 * src/server/http/guards.ts ask through it.
 */
export async function currentUser(auth: Auth, c: Context): Promise<SignedInUser | null> {
  let found: Awaited<ReturnType<Auth['api']['getSession']>>;
  try {
    found = await auth.api.getSession({ headers: c.req.raw.headers });
  } catch (err) {
    // better-auth refuses a session ended under it (deleted while being extended) with a 4xx:
    // that one is signed out. Anything else it wraps as a 500, the database's failures included.
    if (isAPIError(err) && err.statusCode < 500) return null;
    (c.var as AppEnv['Variables'] | undefined)?.log?.warn({ err }, 'session check failed');
    throw sessionUnavailable();
  }
  if (!found) return null;
  const { id, email, name, staffRole, staffSuspendedAt, professionalId, locale } = found.user;
  return {
    id,
    email,
    name,
    staff:
      staffRole && !staffSuspendedAt
        ? {
            role: staffRole as StaffRole,
            professionalId: professionalId ?? null,
            locale: locale === 'en-GB' ? 'en-GB' : 'pt-BR',
          }
        : null,
  };
}
