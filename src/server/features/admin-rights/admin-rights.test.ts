import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { signUp } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { user } from '../../db/schema/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { handleError } from '../../http/errors';
import { adminRightsRoutes } from './admin-rights.routes';

const TOKEN = 'cli-secret-from-the-lock-file-0123456789';
const call = (body: unknown, token?: string): RequestInit => {
  const init = jsonPost(body);
  return {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  };
};

describe('admin rights through the running server (the CLI’s path)', () => {
  test('grants and revokes with the lock file’s secret', async ({ ctx }) => {
    await signUp(ctx, 'owner@example.com');
    const routes = new Hono<AppEnv>()
      .route('/', adminRightsRoutes(ctx.db, TOKEN))
      .onError(handleError);
    expect(
      (await routes.request('/', call({ email: 'Owner@Example.com', isAdmin: true }, TOKEN)))
        .status,
    ).toBe(200);
    const [granted] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(granted?.staffRole).toBe('owner');
    expect(
      (await routes.request('/', call({ email: 'owner@example.com', isAdmin: false }, TOKEN)))
        .status,
    ).toBe(200);
    const [revoked] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(revoked?.staffRole).toBe(null);
  });

  test('refuses a caller without the secret, and says when no account matches', async ({ ctx }) => {
    await signUp(ctx, 'owner@example.com');
    const routes = new Hono<AppEnv>()
      .route('/', adminRightsRoutes(ctx.db, TOKEN))
      .onError(handleError);
    expect(
      (await routes.request('/', call({ email: 'owner@example.com', isAdmin: true }))).status,
    ).toBe(401);
    expect(
      (await routes.request('/', call({ email: 'owner@example.com', isAdmin: true }, 'guess')))
        .status,
    ).toBe(401);
    expect(
      (await routes.request('/', call({ email: 'nobody@example.com', isAdmin: true }, TOKEN)))
        .status,
    ).toBe(404);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(row?.staffRole).toBe(null);
  });

  test('is not reachable at all through the app without a lock-file secret', async ({ ctx }) => {
    const res = await ctx.request(
      '/api/internal/admin-rights',
      call({ email: 'a@example.com', isAdmin: true }, ''),
    );
    expect(res.status).toBe(404);
  });
});
