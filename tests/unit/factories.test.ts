import { and, eq } from 'drizzle-orm';
import { account, profiles, user } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import { mailQueue } from '../../src/server/db/schema/mail';
import { signedInAdmin } from '../support/admin-helpers';
import { signedInClient, signIn, withCookie } from '../support/auth-helpers';
import { describe, expect, test } from '../support/test-app';

// Most API tests sign in through the factories (tests/support/factories.ts) instead of signing up:
// what they hand out must be what a real sign-up, confirmation and sign-in leave behind, or those
// tests would pass against accounts the site never makes.

describe('an account made by the factory', () => {
  test('is confirmed, has its profile, client record and password, and sent no e-mail', async ({
    ctx,
  }) => {
    await signedInClient(ctx, 'Made@Example.com');
    const [made] = await ctx.db.select().from(user).where(eq(user.email, 'made@example.com'));
    expect(made).toMatchObject({ emailVerified: true, staffRole: null, name: 'Test Client' });
    const userId = made!.id;
    expect(await ctx.db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(1);
    expect(await ctx.db.select().from(clients).where(eq(clients.userId, userId))).toHaveLength(1);
    const passwords = await ctx.db
      .select()
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    expect(passwords).toHaveLength(1);
    expect((await signIn(ctx, 'made@example.com')).status).toBe(200);
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'made@example.com')),
    ).toEqual([]);
  });

  test('is signed in: its cookie names it to the API', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'who@example.com');
    const res = await ctx.request('/api/me', withCookie(cookie));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe('who@example.com');
  });

  test('is an administrator only when asked', async ({ ctx }) => {
    const client = await signedInClient(ctx, 'plain@example.com');
    const admin = await signedInAdmin(ctx, 'boss@example.com');
    expect((await ctx.request('/api/admin/messages', withCookie(client))).status).toBe(403);
    expect((await ctx.request('/api/admin/messages', withCookie(admin))).status).toBe(200);
  });

  test("claims the desk's records for its e-mail, as a sign-in does (decision 026)", async ({
    ctx,
  }) => {
    const [desk] = await ctx.db
      .insert(clients)
      .values({ fullName: 'Joana Prado', email: 'joana@example.com', phone: '07700 900 461' })
      .returning();
    await signedInClient(ctx, 'joana@example.com', { phone: null });
    expect(await ctx.db.select().from(clients).where(eq(clients.id, desk!.id))).toEqual([]);
    const [made] = await ctx.db.select().from(user).where(eq(user.email, 'joana@example.com'));
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, made!.id));
    expect(profile!.phone).toBe('07700 900 461');
  });
});
