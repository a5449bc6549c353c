import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@shared/schemas/admin-audit';
import type { Page } from '@shared/schemas/admin-pagination';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { user } from '../../db/schema/auth';
import { contacts } from '../../db/schema/contacts';
import { reviews } from '../../db/schema/reviews';
import { recordAdminAction } from './audit.service';

describe('the audit log', () => {
  test('recordAdminAction keeps who did what to what, in order', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const [owner] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    const actor = { id: owner!.id, email: owner!.email };
    await recordAdminAction(
      ctx.db,
      actor,
      'appointment.confirm',
      { type: 'appointment', id: 'a1' },
      {
        from: 'pending',
      },
    );
    await recordAdminAction(ctx.db, actor, 'course.update', { type: 'course', id: 'c1' });
    await recordAdminAction(ctx.db, actor, 'newsletter.export', { type: 'newsletter' });

    const page = await json<Page<AuditEntry>>(await ctx.request('/api/admin/audit', as(admin)));
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((e) => [e.action, e.targetType, e.targetId, e.details])).toEqual([
      ['newsletter.export', 'newsletter', null, {}],
      ['course.update', 'course', 'c1', {}],
      ['appointment.confirm', 'appointment', 'a1', { from: 'pending' }],
    ]);
    expect(page.items[0]).toMatchObject({
      actorEmail: 'owner@example.com',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const second = await json<Page<AuditEntry>>(
      await ctx.request('/api/admin/audit?page=2&pageSize=2', as(admin)),
    );
    expect(second.items.map((e) => e.action)).toEqual(['appointment.confirm']);
    for (const query of ['page=0', 'pageSize=101', 'page=two']) {
      expect((await ctx.request(`/api/admin/audit?${query}`, as(admin))).status).toBe(400);
    }
  });

  test('names the administrator who acted, as the session says', async ({ ctx }) => {
    const first = await signedInAdmin(ctx, 'first@example.com');
    const second = await signedInAdmin(ctx, 'second@example.com');
    await ctx.request('/api/admin/professionals', as(first, 'POST', { name: 'Ana Paula' }));
    await ctx.request('/api/admin/professionals', as(second, 'POST', { name: 'Bia Souza' }));
    const page = await json<Page<AuditEntry>>(await ctx.request('/api/admin/audit', as(first)));
    expect(page.items.map((e) => [e.actorEmail, e.details.name])).toEqual([
      ['second@example.com', 'Bia Souza'],
      ['first@example.com', 'Ana Paula'],
    ]);
  });

  test('the summary counts unread messages and pending reviews', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await ctx.db.insert(contacts).values([
      { name: 'A', email: 'a@example.com', subject: 'Booking', message: 'x' },
      { name: 'B', email: 'b@example.com', subject: 'Booking', message: 'y', isRead: true },
    ]);
    await ctx.db.insert(reviews).values([
      { userName: 'C', userEmail: 'c@example.com', rating: 5 },
      { userName: 'D', userEmail: 'd@example.com', rating: 5 },
      { userName: 'E', userEmail: 'e@example.com', rating: 2, status: 'rejected' },
    ]);
    expect(await json(await ctx.request('/api/admin/summary', as(admin)))).toEqual({
      unreadMessages: 1,
      pendingReviews: 2,
    });
  });
});
