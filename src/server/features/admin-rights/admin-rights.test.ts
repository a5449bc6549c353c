import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { signUp } from '../../../../tests/support/auth-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { user } from '../../db/schema/auth';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { handleError } from '../../http/errors';
import { adminRightsRoutes } from './admin-rights.routes';
import { grantDone } from './admin-rights.service';
import { professionals } from '../../db/schema/catalogue';

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
      (await routes.request('/', call({ email: 'Owner@Example.com', role: 'owner' }, TOKEN)))
        .status,
    ).toBe(200);
    const [granted] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(granted?.staffRole).toBe('owner');
    expect(
      (await routes.request('/', call({ email: 'owner@example.com', role: null }, TOKEN))).status,
    ).toBe(200);
    const [revoked] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(revoked?.staffRole).toBe(null);
  });

  test('grants any role, a professional linked to the catalogue’s professional', async ({
    ctx,
  }) => {
    await signUp(ctx, 'ana@example.com');
    await signUp(ctx, 'bia@example.com');
    const routes = new Hono<AppEnv>()
      .route('/', adminRightsRoutes(ctx.db, TOKEN))
      .onError(handleError);
    const [someone] = await ctx.db.select().from(professionals).limit(1);
    const grant = (body: unknown) => routes.request('/', call(body, TOKEN));
    const stored = async (email: string) =>
      (await ctx.db.select().from(user).where(eq(user.email, email)))[0]!;

    const reception = await grant({ email: 'ana@example.com', role: 'reception' });
    expect(await reception.json()).toEqual({ ok: true, professionalName: null });
    expect(await stored('ana@example.com')).toMatchObject({
      staffRole: 'reception',
      professionalId: null,
    });

    const professional = await grant({
      email: 'ana@example.com',
      role: 'professional',
      professional: someone!.name.toUpperCase(),
    });
    expect(await professional.json()).toEqual({ ok: true, professionalName: someone!.name });
    expect(await stored('ana@example.com')).toMatchObject({
      staffRole: 'professional',
      professionalId: someone!.id,
    });

    const taken = await grant({
      email: 'bia@example.com',
      role: 'professional',
      professional: someone!.id,
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: {
        code: 'professional_taken',
        message: `${someone!.id} is already linked to another account.`,
      },
    });
    const unknown = await grant({
      email: 'bia@example.com',
      role: 'professional',
      professional: 'Nobody',
    });
    expect(unknown.status).toBe(404);
    expect((await grant({ email: 'bia@example.com', role: 'chef' })).status).toBe(400);
    expect(await stored('bia@example.com')).toMatchObject({ staffRole: null });

    // A new grant sets the link anew: a manager is nobody's column.
    await grant({ email: 'ana@example.com', role: 'manager' });
    expect(await stored('ana@example.com')).toMatchObject({
      staffRole: 'manager',
      professionalId: null,
    });
  });

  test('says what it did in the CLI’s words', () => {
    expect(grantDone({ email: 'a@example.com', role: 'owner' }, null)).toBe(
      'a@example.com is now an owner.',
    );
    expect(grantDone({ email: 'a@example.com', role: 'reception' }, null)).toBe(
      'a@example.com is now Recepção (reception).',
    );
    expect(grantDone({ email: 'a@example.com', role: 'professional' }, 'Ana Souza')).toBe(
      'a@example.com is now Profissional (professional), linked to Ana Souza.',
    );
    expect(grantDone({ email: 'a@example.com', role: null }, null)).toBe(
      'a@example.com is no longer on the team.',
    );
  });

  test('refuses a caller without the secret, and says when no account matches', async ({ ctx }) => {
    await signUp(ctx, 'owner@example.com');
    const routes = new Hono<AppEnv>()
      .route('/', adminRightsRoutes(ctx.db, TOKEN))
      .onError(handleError);
    expect(
      (await routes.request('/', call({ email: 'owner@example.com', role: 'owner' }))).status,
    ).toBe(401);
    expect(
      (await routes.request('/', call({ email: 'owner@example.com', role: 'owner' }, 'guess')))
        .status,
    ).toBe(401);
    expect(
      (await routes.request('/', call({ email: 'nobody@example.com', role: 'owner' }, TOKEN)))
        .status,
    ).toBe(404);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(row?.staffRole).toBe(null);
  });

  test('is not reachable at all through the app without a lock-file secret', async ({ ctx }) => {
    const res = await ctx.request(
      '/api/internal/admin-rights',
      call({ email: 'a@example.com', role: 'owner' }, ''),
    );
    expect(res.status).toBe(404);
  });
});
