import { eq } from 'drizzle-orm';
import type { AdminReview } from '@shared/schemas/admin-reviews';
import type { Page } from '@shared/schemas/admin-pagination';
import type { PublicReview } from '@shared/schemas/review';
import { as, json, signedInAdmin, speaksEnglish } from '../../../../tests/support/admin-helpers';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { reviews } from '../../db/schema/reviews';

async function seedReviews(ctx: TestContext) {
  const base = Date.parse('2026-11-01T09:00:00Z');
  const rows = await ctx.db
    .insert(reviews)
    .values([
      {
        userName: 'Old Approved',
        userEmail: 'a@example.com',
        rating: 5,
        status: 'approved',
        approvedAt: new Date(base),
        createdAt: new Date(base),
      },
      {
        userName: 'Waiting One',
        userEmail: 'w1@example.com',
        rating: 4,
        comment: 'Lovely nails',
        createdAt: new Date(base + 60_000),
      },
      {
        userName: 'Turned Down',
        userEmail: 'r@example.com',
        rating: 1,
        status: 'rejected',
        createdAt: new Date(base + 120_000),
      },
      {
        userName: 'Waiting Two',
        userEmail: 'w2@example.com',
        rating: 3,
        createdAt: new Date(base + 180_000),
      },
    ])
    .returning();
  return Object.fromEntries(rows.map((r) => [r.userName, r]));
}

const list = async (ctx: TestContext, cookie: string, query = '') =>
  json<Page<AdminReview>>(await ctx.request(`/api/admin/reviews${query}`, as(cookie)));
const publicNames = async (ctx: TestContext) =>
  (await json<PublicReview[]>(await ctx.request('/api/reviews'))).map((r) => r.userName);

describe('GET /api/admin/reviews', () => {
  test('shows pending reviews by default, newest first, with the reviewer’s e-mail', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    await seedReviews(ctx);
    const pending = await list(ctx, admin);
    expect(pending.total).toBe(2);
    expect(pending.items.map((r) => r.userName)).toEqual(['Waiting Two', 'Waiting One']);
    expect(pending.items[1]).toMatchObject({
      userEmail: 'w1@example.com',
      rating: 4,
      comment: 'Lovely nails',
      status: 'pending',
      approvedAt: null,
    });
    expect((await list(ctx, admin, '?filter=approved')).items.map((r) => r.userName)).toEqual([
      'Old Approved',
    ]);
    // 'all' includes the rejected review, marked as such.
    const all = await list(ctx, admin, '?filter=all&pageSize=3');
    expect(all).toMatchObject({ total: 4, pageSize: 3 });
    expect(all.items.map((r) => [r.userName, r.status])).toEqual([
      ['Waiting Two', 'pending'],
      ['Turned Down', 'rejected'],
      ['Waiting One', 'pending'],
    ]);
  });

  test('refuses an unknown filter and bad pages with 400', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    for (const query of ['?filter=rejected2', '?page=0', '?pageSize=500']) {
      expect((await ctx.request(`/api/admin/reviews${query}`, as(admin))).status, query).toBe(400);
    }
  });
});

describe('moderating a review', () => {
  test('Aprovar publishes it on the public list and records who did it', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const seeded = await seedReviews(ctx);
    const target = seeded['Waiting One']!;
    expect(await publicNames(ctx)).not.toContain('Waiting One');

    const res = await ctx.request(`/api/admin/reviews/${target.id}/approve`, as(admin, 'POST'));
    expect(res.status).toBe(200);
    const approved = await json<AdminReview>(res);
    expect(approved).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
    expect(await publicNames(ctx)).toContain('Waiting One');
    expect((await list(ctx, admin)).items.map((r) => r.userName)).toEqual(['Waiting Two']);

    expect(await ctx.db.select().from(adminAuditLog)).toEqual([
      expect.objectContaining({
        actorEmail: 'owner@example.com',
        action: 'review.approve',
        targetType: 'review',
        targetId: target.id,
        details: { userName: 'Waiting One', rating: 4 },
      }),
    ]);
  });

  test('Rejeitar keeps the review, marked rejected, never public and no longer pending', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    const seeded = await seedReviews(ctx);
    const target = seeded['Waiting Two']!;
    const res = await ctx.request(`/api/admin/reviews/${target.id}/reject`, as(admin, 'POST'));
    expect(res.status).toBe(200);
    expect(await json<AdminReview>(res)).toMatchObject({ status: 'rejected', approvedAt: null });

    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, target.id));
    expect(row).toMatchObject({ userName: 'Waiting Two', status: 'rejected' });
    expect(await publicNames(ctx)).not.toContain('Waiting Two');
    expect((await list(ctx, admin)).items.map((r) => r.userName)).not.toContain('Waiting Two');
    expect((await list(ctx, admin, '?filter=all')).items.map((r) => r.userName)).toContain(
      'Waiting Two',
    );
    const [entry] = await ctx.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({ action: 'review.reject', targetId: target.id });
  });

  test('an approved review can be withdrawn by rejecting it', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const seeded = await seedReviews(ctx);
    expect(await publicNames(ctx)).toContain('Old Approved');
    await ctx.request(`/api/admin/reviews/${seeded['Old Approved']!.id}/reject`, as(admin, 'POST'));
    expect(await publicNames(ctx)).not.toContain('Old Approved');
  });

  test('repeating a decision changes and records nothing', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const seeded = await seedReviews(ctx);
    const id = seeded['Old Approved']!.id;
    const res = await ctx.request(`/api/admin/reviews/${id}/approve`, as(admin, 'POST'));
    expect(res.status).toBe(200);
    expect((await json<AdminReview>(res)).approvedAt).toBe('2026-11-01T09:00:00.000Z');
    expect(await ctx.db.select().from(adminAuditLog)).toEqual([]);
  });

  test('delete removes a review in any state and keeps a record of it', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const seeded = await seedReviews(ctx);
    for (const name of ['Old Approved', 'Turned Down', 'Waiting One']) {
      const res = await ctx.request(`/api/admin/reviews/${seeded[name]!.id}`, as(admin, 'DELETE'));
      expect(res.status, name).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect((await ctx.db.select().from(reviews)).map((r) => r.userName)).toEqual(['Waiting Two']);
    expect(await publicNames(ctx)).toEqual([]);
    const audit = await ctx.db.select().from(adminAuditLog);
    expect(audit.map((a) => a.action)).toEqual(['review.delete', 'review.delete', 'review.delete']);
    expect(audit[0]?.details).toEqual({
      userName: 'Old Approved',
      userEmail: 'a@example.com',
      rating: 5,
      status: 'approved',
    });
    const again = await ctx.request(
      `/api/admin/reviews/${seeded['Turned Down']!.id}`,
      as(admin, 'DELETE'),
    );
    expect(again.status).toBe(404);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'Review não encontrado.',
    );
  });

  test('an English-speaking member of the team is refused in English', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await speaksEnglish(ctx);
    const gone = await ctx.request(
      '/api/admin/reviews/6f1c8f0e-2b7a-4c1e-9d55-0a8e3f7b9c21',
      as(admin, 'DELETE'),
    );
    expect(gone.status).toBe(404);
    expect((await json<{ error: { message: string } }>(gone)).error.message).toBe(
      'Review not found.',
    );
    const filter = await ctx.request('/api/admin/reviews?filter=hidden', as(admin));
    expect(filter.status).toBe(400);
    expect((await json<{ error: { message: string } }>(filter)).error.message).toBe(
      'Invalid filter: use pending, approved or all.',
    );
  });

  test('answers 404 for unknown and malformed ids', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    for (const [method, path] of [
      ['POST', '/api/admin/reviews/6f1c8f0e-2b7a-4c1e-9d55-0a8e3f7b9c21/approve'],
      ['POST', '/api/admin/reviews/nope/reject'],
      ['DELETE', '/api/admin/reviews/123'],
    ] as const) {
      expect((await ctx.request(path, as(admin, method))).status, path).toBe(404);
    }
  });
});
