import { desc, eq } from 'drizzle-orm';
import { mailQueue } from '../../src/server/db/schema/mail';
import type { StaffRole } from '../../src/shared/staff-roles';
import { createAccount, createSessionCookie, FACTORY_PASSWORD } from './factories';
import { jsonPost } from './json-request';
import { testConfig } from './test-database';
import type { TestContext } from './test-app';

/** What these helpers use of a test's context: an app on a committed database will do too. */
export type RequestContext = Pick<TestContext, 'request' | 'db'>;

export const GOOD_PASSWORD = FACTORY_PASSWORD;

/** The session cookie(s) a response set, as a Cookie request header. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** The first link in the newest queued e-mail to `to` whose URL contains `fragment`. */
export async function linkFromMail(
  ctx: RequestContext,
  to: string,
  fragment: string,
): Promise<string> {
  const rows = await ctx.db
    .select({ text: mailQueue.text })
    .from(mailQueue)
    .where(eq(mailQueue.to, to))
    .orderBy(desc(mailQueue.createdAt));
  for (const row of rows) {
    const link = row.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
    if (link) return link;
  }
  throw new Error(`No e-mail to ${to} with a link containing ${fragment}`);
}

/** Follows an e-mail link through the app, as the browser would (relative to the public URL). */
export function follow(ctx: RequestContext, link: string, cookie?: string) {
  const url = new URL(link);
  return ctx.request(url.pathname + url.search, cookie ? { headers: { Cookie: cookie } } : {});
}

export async function signUp(
  ctx: RequestContext,
  email: string,
  password = GOOD_PASSWORD,
  name = 'Test Client',
) {
  return ctx.request(
    '/api/auth/sign-up/email',
    jsonPost({ name, email, password, callbackURL: '/' }),
  );
}

export function signIn(
  ctx: RequestContext,
  email: string,
  password = GOOD_PASSWORD,
  address?: string,
) {
  return ctx.request('/api/auth/sign-in/email', jsonPost({ email, password }, address));
}

/**
 * A confirmed client (an owner with `admin`, a member of the team with `role`) with a session: returns the session cookie.
 * Made in the database (tests/support/factories.ts); the password is GOOD_PASSWORD, as if the
 * client had signed up. The real sign-up, confirmation and sign-in are the auth tests' to cover.
 */
export async function signedInClient(
  ctx: RequestContext,
  email: string,
  options: {
    admin?: boolean;
    role?: StaffRole;
    professionalId?: string;
    phone?: string | null;
  } = {},
) {
  const userId = await createAccount(ctx.db, { email, ...options });
  return createSessionCookie(ctx.db, userId);
}

/**
 * A request from the signed-in browser: its session cookie, and this site named as the origin, as
 * a browser does on every write (the auth library refuses a signed-in write that names none).
 */
export function withCookie(cookie: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: {
      Origin: testConfig.publicUrl,
      ...(init.headers as Record<string, string>),
      Cookie: cookie,
    },
  };
}

/** Stops a test's set-up with what failed and what the server answered. */
export async function failSetup(step: string, res: Response): Promise<never> {
  throw new Error(`set-up failed: ${step} answered ${res.status}: ${await res.text()}`);
}

/** A set-up step must answer `status`; otherwise the test stops, naming the step. */
export async function expectStatus(step: string, res: Response, status: number): Promise<Response> {
  if (res.status !== status) await failSetup(step, res);
  return res;
}
