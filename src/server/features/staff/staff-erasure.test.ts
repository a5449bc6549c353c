import { asc } from 'drizzle-orm';
import { GOOD_PASSWORD, signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { staffInvitations } from '../../db/schema/staff';

describe('a client’s erasure and the team’s invitations', () => {
  test('the invitations sent to their address go; another person’s stays', async ({ ctx }) => {
    const owner = await signedInClient(ctx, 'owner@example.com', { admin: true });
    for (const [email, name] of [
      ['leaving@example.com', 'Lara Leaving'],
      ['staying@example.com', 'Sara Staying'],
    ] as const) {
      const res = await ctx.request(
        '/api/admin/staff/invitations',
        withCookie(owner, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, name, role: 'reception' }),
        }),
      );
      expect(res.status, await res.text()).toBe(201);
    }
    // She never joined: she has a client account of her own and asks for it to be deleted.
    const client = await signedInClient(ctx, 'leaving@example.com');
    const erased = await ctx.request(
      '/api/me',
      withCookie(client, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: GOOD_PASSWORD }),
      }),
    );
    expect(erased.status, await erased.text()).toBe(200);
    expect(
      await ctx.db
        .select({ email: staffInvitations.email, name: staffInvitations.name })
        .from(staffInvitations)
        .orderBy(asc(staffInvitations.email)),
    ).toEqual([{ email: 'staying@example.com', name: 'Sara Staying' }]);
  });
});
