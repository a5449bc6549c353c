import { randomUUID } from 'node:crypto';
import { seededCourse, sessionIdOf } from '../../../../tests/support/academy-helpers';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { expectReplayOf, withKey } from '../../../../tests/support/idempotency-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { coursePurchases, testCheckoutSessions } from '../../db/schema/academy';

// The shop's writes with an Idempotency-Key (decision 039): a visitor's key is scoped to the
// address it came from, a signed-in buyer's to the account.

const sessions = async (ctx: TestContext) =>
  (await ctx.db.select().from(testCheckoutSessions)).length;

describe('the course shop, retried with its key', () => {
  test("a visitor's checkout: the first answer and one checkout; from another address, another", async ({
    ctx,
  }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const key = randomUUID();
    const checkout = (address?: string) =>
      ctx.request(
        '/api/courses/checkout',
        withKey(jsonPost({ courseId: course.id }, address), key),
      );
    const before = await sessions(ctx);
    const first = await checkout();
    expect(first.status).toBe(200);
    const { url } = await expectReplayOf<{ url: string }>(first, await checkout());
    expect((await sessions(ctx)) - before).toBe(1);
    const elsewhere = await checkout('192.0.2.77');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
    expect(((await elsewhere.json()) as { url: string }).url).not.toBe(url);
  });

  test("a signed-in buyer's checkout is the account's, from any address", async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const cookie = await signedInClient(ctx, 'ana@example.com');
    const key = randomUUID();
    const checkout = (address?: string) =>
      ctx.request(
        '/api/courses/checkout',
        withKey(withCookie(cookie, jsonPost({ courseId: course.id }, address)), key),
      );
    const first = await checkout();
    expect(first.status).toBe(200);
    await expectReplayOf(first, await checkout('192.0.2.78'));
  });

  test('paying at the test checkout: the first answer, one purchase', async ({ ctx }) => {
    const course = await seededCourse(ctx, 'cabelo');
    const started = await ctx.request('/api/courses/checkout', jsonPost({ courseId: course.id }));
    const sessionId = sessionIdOf(((await started.json()) as { url: string }).url);
    const pay = withKey(jsonPost({ email: 'buyer@example.com' }), randomUUID());
    const first = await ctx.request(`/api/test-checkout/${sessionId}/pay`, pay);
    expect(first.status).toBe(200);
    await expectReplayOf(first, await ctx.request(`/api/test-checkout/${sessionId}/pay`, pay));
    expect(await ctx.db.select().from(coursePurchases)).toHaveLength(1);
  });
});
