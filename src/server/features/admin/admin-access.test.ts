import { eq } from 'drizzle-orm';
import { as, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../tests/support/auth-helpers';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { contacts } from '../../db/schema/contacts';
import { mailQueue } from '../../db/schema/mail';
import { reviews } from '../../db/schema/reviews';

const SOME_ID = '6f1c8f0e-2b7a-4c1e-9d55-0a8e3f7b9c21';

/** Every route the app serves under /api/admin, read from the router itself. */
function adminRoutes(routes: { method: string; path: string }[]) {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/admin/')) continue;
    const path = route.path.replace(/:id\b/g, SOME_ID);
    seen.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...seen.values()];
}

describe('the /api/admin gate', () => {
  test('covers every admin route the app serves', ({ ctx }) => {
    const listed = adminRoutes(ctx.app.routes).map((r) => `${r.method} ${r.path}`);
    // The list is read from the router, so routes added later are checked too; these must be in it.
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/summary',
        'GET /api/admin/audit',
        'GET /api/admin/messages',
        `POST /api/admin/messages/${SOME_ID}/read`,
        `POST /api/admin/messages/${SOME_ID}/reply`,
        'GET /api/admin/reviews',
        `POST /api/admin/reviews/${SOME_ID}/approve`,
        `POST /api/admin/reviews/${SOME_ID}/reject`,
        `DELETE /api/admin/reviews/${SOME_ID}`,
        'GET /api/admin/services',
        'POST /api/admin/services',
        `PUT /api/admin/services/${SOME_ID}`,
        `POST /api/admin/services/${SOME_ID}/deactivate`,
        `POST /api/admin/services/${SOME_ID}/reactivate`,
        'GET /api/admin/professionals',
        'POST /api/admin/professionals',
        `PUT /api/admin/professionals/${SOME_ID}`,
        `POST /api/admin/professionals/${SOME_ID}/deactivate`,
        `POST /api/admin/professionals/${SOME_ID}/reactivate`,
        'GET /api/admin/newsletter',
        'GET /api/admin/newsletter.csv',
      ]),
    );
  });

  test('answers 401 to anonymous callers on every admin route', async ({ ctx }) => {
    for (const { method, path } of adminRoutes(ctx.app.routes)) {
      const res = await ctx.request(path, as(undefined, method, method === 'GET' ? undefined : {}));
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json(), `${method} ${path}`).toEqual({
        error: { code: 'unauthorized', message: 'Please sign in.' },
      });
    }
  });

  test('answers 403 to signed-in clients on every admin route', async ({ ctx }) => {
    const client = await signedInClient(ctx, 'client@example.com');
    for (const { method, path } of adminRoutes(ctx.app.routes)) {
      const res = await ctx.request(path, as(client, method, method === 'GET' ? undefined : {}));
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
  });

  test('a refused caller changes nothing', async ({ ctx }) => {
    const client = await signedInClient(ctx, 'client@example.com');
    const [message] = await ctx.db
      .insert(contacts)
      .values({ name: 'Amy', email: 'amy@example.com', subject: 'Booking', message: 'Hi' })
      .returning();
    const [review] = await ctx.db
      .insert(reviews)
      .values({ userName: 'Ben', userEmail: 'ben@example.com', rating: 5 })
      .returning();
    const mailBefore = (await ctx.db.select().from(mailQueue)).length;

    for (const cookie of [undefined, client]) {
      await ctx.request(
        `/api/admin/messages/${message!.id}/reply`,
        as(cookie, 'POST', { response: 'Hello' }),
      );
      await ctx.request(`/api/admin/messages/${message!.id}/read`, as(cookie, 'POST'));
      await ctx.request(`/api/admin/reviews/${review!.id}/approve`, as(cookie, 'POST'));
      await ctx.request(`/api/admin/reviews/${review!.id}`, as(cookie, 'DELETE'));
    }

    const [after] = await ctx.db.select().from(contacts).where(eq(contacts.id, message!.id));
    expect(after).toMatchObject({ isRead: false, adminResponse: null, respondedAt: null });
    const [reviewAfter] = await ctx.db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(reviewAfter?.status).toBe('pending');
    expect(await ctx.db.select().from(mailQueue)).toHaveLength(mailBefore);
    expect(await ctx.db.select().from(adminAuditLog)).toEqual([]);
  });

  test('lets an administrator through, and refuses one whose rights were revoked', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    expect((await ctx.request('/api/admin/summary', as(admin))).status).toBe(200);
    await ctx.db.update(user).set({ staffRole: null }).where(eq(user.email, 'owner@example.com'));
    expect((await ctx.request('/api/admin/summary', as(admin))).status).toBe(403);
  });
});
