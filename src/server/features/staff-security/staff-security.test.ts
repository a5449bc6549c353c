import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { cookieOf, signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { createSessionCookie } from '../../../../tests/support/factories';
import { jsonPost } from '../../../../tests/support/json-request';
import type { StaffSessions } from '@shared/schemas/staff-security';
import { adminAuditLog } from '../../db/schema/audit';
import { session, user } from '../../db/schema/auth';
import { describeDevice } from './device';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function userId(ctx: TestContext, email: string) {
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** The audit log's session entries, oldest first. */
async function sessionAudit(ctx: TestContext) {
  const rows = await ctx.db.select().from(adminAuditLog).orderBy(adminAuditLog.seq);
  return rows
    .filter((row) => row.action.startsWith('session.'))
    .map(({ action, actorEmail, actorRole, targetType, targetId, details }) => ({
      action,
      actorEmail,
      actorRole,
      targetType,
      targetId,
      details,
    }));
}

async function sessionsOf(ctx: TestContext, cookie: string) {
  const res = await ctx.request('/api/admin/me/sessions', withCookie(cookie));
  expect(res.status).toBe(200);
  return ((await res.json()) as StaffSessions).sessions;
}

/** A second sign-in of the account, from a phone at another address. */
async function signInFromPhone(ctx: TestContext, email: string) {
  const res = await ctx.request('/api/auth/sign-in/email', {
    ...jsonPost({ email, password: 'Rosewood-Salon-42' }, '203.0.113.9'),
    headers: { 'Content-Type': 'application/json', 'User-Agent': PHONE },
  });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

describe("a member of the team's own sessions", () => {
  test('lists their sessions with device, address and this one marked', async ({ ctx }) => {
    const desk = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    await signInFromPhone(ctx, 'desk@example.com');
    // Someone else's session is never listed.
    await signedInClient(ctx, 'owner@example.com', { role: 'owner' });

    const sessions = await sessionsOf(ctx, desk);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => !s.current)!;
    expect(phone).toMatchObject({ device: 'Safari · iPhone', address: '203.0.113.9' });
    expect(Date.parse(phone.startedAt)).not.toBeNaN();
    expect(Date.parse(phone.lastActiveAt)).not.toBeNaN();
  });

  test('ends one of their sessions, which is signed out at once', async ({ ctx }) => {
    const pro = await signedInClient(ctx, 'pro@example.com', { role: 'professional' });
    const phoneCookie = await signInFromPhone(ctx, 'pro@example.com');
    const phone = (await sessionsOf(ctx, pro)).find((s) => !s.current)!;

    const res = await ctx.request(
      `/api/admin/me/sessions/${phone.id}`,
      withCookie(pro, { method: 'DELETE' }),
    );
    expect(res.status).toBe(204);
    expect((await ctx.request('/api/admin/me/sessions', withCookie(phoneCookie))).status).toBe(401);
    expect(await sessionsOf(ctx, pro)).toHaveLength(1);
    expect(await sessionAudit(ctx)).toEqual([
      {
        action: 'session.end',
        actorEmail: 'pro@example.com',
        actorRole: 'professional',
        targetType: 'session',
        targetId: phone.id,
        details: { device: 'Safari · iPhone' },
      },
    ]);
  });

  test("cannot see or end someone else's session: 404, and it goes on", async ({ ctx }) => {
    const desk = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    const owner = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    const [ownerSession] = await ctx.db
      .select()
      .from(session)
      .where(eq(session.userId, await userId(ctx, 'owner@example.com')));

    const res = await ctx.request(
      `/api/admin/me/sessions/${ownerSession!.id}`,
      withCookie(desk, { method: 'DELETE' }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(await sessionsOf(ctx, owner)).toHaveLength(1);
    expect(await sessionAudit(ctx), 'nothing ended, nothing logged').toEqual([]);
    expect((await sessionsOf(ctx, desk)).map((s) => s.id)).not.toContain(ownerSession!.id);

    const ended = await ctx.request(
      '/api/admin/me/sessions/end-others',
      withCookie(desk, jsonPost({})),
    );
    expect(await ended.json()).toEqual({ ended: 0 });
    expect(await sessionsOf(ctx, owner)).toHaveLength(1);
  });

  test('ends all the others, keeping this one', async ({ ctx }) => {
    const owner = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    const id = await userId(ctx, 'owner@example.com');
    const others = [
      await createSessionCookie(ctx.db, id),
      await signInFromPhone(ctx, 'owner@example.com'),
    ];

    const res = await ctx.request(
      '/api/admin/me/sessions/end-others',
      withCookie(owner, jsonPost({})),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 2 });
    for (const other of others) {
      expect((await ctx.request('/api/admin/me/sessions', withCookie(other))).status).toBe(401);
    }
    const left = await sessionsOf(ctx, owner);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    expect(await sessionAudit(ctx)).toEqual([
      {
        action: 'session.end_others',
        actorEmail: 'owner@example.com',
        actorRole: 'owner',
        targetType: 'user',
        targetId: id,
        details: { ended: 2 },
      },
    ]);

    // Again, with no other session left: nothing ended, and the log keeps only changes.
    const again = await ctx.request(
      '/api/admin/me/sessions/end-others',
      withCookie(owner, jsonPost({})),
    );
    expect(await again.json()).toEqual({ ended: 0 });
    expect(await sessionAudit(ctx)).toHaveLength(1);
  });

  test('this session is ended with Sair, and an unknown id is not found', async ({ ctx }) => {
    const owner = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    const [current] = await sessionsOf(ctx, owner);
    const self = await ctx.request(
      `/api/admin/me/sessions/${current!.id}`,
      withCookie(owner, { method: 'DELETE' }),
    );
    expect(self.status).toBe(422);
    expect(await self.json()).toMatchObject({ error: { code: 'current_session' } });
    for (const id of ['no-such-session', 'x'.repeat(200), '%20drop']) {
      const res = await ctx.request(
        `/api/admin/me/sessions/${id}`,
        withCookie(owner, { method: 'DELETE' }),
      );
      expect(res.status, id).toBe(404);
    }
  });

  test('a client has no back-office sessions list', async ({ ctx }) => {
    const client = await signedInClient(ctx, 'client@example.com');
    expect((await ctx.request('/api/admin/me/sessions', withCookie(client))).status).toBe(403);
    expect((await ctx.request('/api/admin/me/sessions')).status).toBe(401);
  });
});

describe('naming a device from its user agent', () => {
  test.for([
    [PHONE, 'Safari · iPhone'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox · macOS',
    ],
    ['curl/8.5.0', null],
    ['', null],
  ] as const)('%s → %s', ([agent, name]) => {
    expect(describeDevice(agent)).toBe(name);
  });
});
