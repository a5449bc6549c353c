import { eq } from 'drizzle-orm';
import { user } from '../../src/server/db/schema/auth';
import { type RequestContext, signedInClient } from './auth-helpers';

/** A signed-in administrator: returns the session cookie. */
export function signedInAdmin(ctx: RequestContext, email = 'owner@example.com') {
  return signedInClient(ctx, email, { admin: true });
}

/** A request with a session cookie and, when given, a JSON body. */
export function as(cookie: string | undefined, method = 'GET', body?: unknown): RequestInit {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** The JSON body of a response, typed by the caller. */
export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The member of the team at `email` chooses English (UK): the server answers them in it. */
export async function speaksEnglish(ctx: RequestContext, email = 'owner@example.com') {
  await ctx.db.update(user).set({ locale: 'en-GB' }).where(eq(user.email, email));
}
