import { eq, like } from 'drizzle-orm';
import { courses } from '../../src/server/db/schema/catalogue';
import { jsonPost } from './json-request';
import type { TestContext } from './test-app';
import { withCookie } from './auth-helpers';

/** The test's app or another one built with `ctx.appWith`. */
type Requester = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** A seeded course whose slug contains `part` (cabelo, skincare, unhas, maquiagem). */
export async function seededCourse(ctx: TestContext, part: string) {
  const [course] = await ctx.db
    .select()
    .from(courses)
    .where(like(courses.slug, `%${part}%`));
  if (!course) throw new Error(`No seeded course matching ${part}`);
  return course;
}

export async function deactivate(ctx: TestContext, courseId: string) {
  await ctx.db.update(courses).set({ isActive: false }).where(eq(courses.id, courseId));
}

/** POST /api/courses/checkout, as the buy button sends it. */
export async function startCheckout(app: Requester, courseId: string, cookie?: string) {
  const init = jsonPost({ courseId });
  return app.request('/api/courses/checkout', cookie ? withCookie(cookie, init) : init);
}

/** The test checkout's session id in the URL the checkout call answered. */
export const sessionIdOf = (url: string) => url.split('/').pop()!;

/** Buys a course through the built-in test checkout; returns the session id. */
export async function buyWithTestCheckout(
  ctx: TestContext,
  courseId: string,
  email: string,
  cookie?: string,
): Promise<string> {
  const res = await startCheckout(ctx, courseId, cookie);
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const sessionId = sessionIdOf(((await res.json()) as { url: string }).url);
  const paid = await ctx.request(`/api/test-checkout/${sessionId}/pay`, jsonPost({ email }));
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${await paid.text()}`);
  return sessionId;
}

export async function verify(app: Requester, sessionId: string) {
  return app.request('/api/courses/verify', jsonPost({ sessionId }));
}
