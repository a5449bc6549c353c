import type { Me } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/test-app';
import {
  cookieOf,
  follow,
  GOOD_PASSWORD,
  linkFromMail,
  signedInClient,
  signIn,
  signUp,
  withCookie,
} from '../../../tests/support/auth-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { profiles, user } from '../db/schema/auth';
import { mailQueue } from '../db/schema/mail';

type Json = Record<string, unknown>;
const me = async (
  ctx: { request: (p: string, i?: RequestInit) => Promise<Response> },
  cookie?: string,
) => (await (await ctx.request('/api/me', cookie ? withCookie(cookie) : {})).json()) as Me;

describe('sign-up and confirmation', () => {
  test('creates an unconfirmed account with its profile and e-mails a confirmation link', async ({
    ctx,
  }) => {
    const res = await signUp(ctx, 'Helena@Example.com', GOOD_PASSWORD, 'Helena Rocha');
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'helena@example.com'));
    expect(row).toMatchObject({ name: 'Helena Rocha', emailVerified: false, staffRole: null });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile?.fullName).toBe('Helena Rocha');
    const [mail] = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'helena@example.com'));
    expect(mail?.subject).toContain('Confirme seu email');
    expect(mail?.text).toContain('/api/auth/verify-email?token=');
  });

  test('never grants admin rights, whatever the body says', async ({ ctx }) => {
    await ctx.request(
      '/api/auth/sign-up/email',
      jsonPost({
        name: 'Mallory',
        email: 'mallory@example.com',
        password: GOOD_PASSWORD,
        isAdmin: true,
        staffRole: 'owner',
        professionalId: null,
        locale: 'en-GB',
      }),
    );
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'mallory@example.com'));
    expect(row?.staffRole ?? null).toBe(null);
  });

  test('refuses login until the link is followed, then lets the client in', async ({ ctx }) => {
    await signUp(ctx, 'bruna@example.com');
    const early = await signIn(ctx, 'bruna@example.com');
    expect(early.status).toBe(403);
    expect(((await early.json()) as Json).code).toBe('EMAIL_NOT_VERIFIED');

    const confirmed = await follow(
      ctx,
      await linkFromMail(ctx, 'bruna@example.com', '/verify-email'),
    );
    expect(confirmed.status).toBe(302);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'bruna@example.com'));
    expect(row?.emailVerified).toBe(true);

    const res = await signIn(ctx, 'bruna@example.com');
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/aurora\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await me(ctx, cookieOf(res))).user?.email).toBe('bruna@example.com');
  });

  test('resends the confirmation e-mail', async ({ ctx }) => {
    await signUp(ctx, 'resend@example.com');
    const res = await ctx.request(
      '/api/auth/send-verification-email',
      jsonPost({ email: 'resend@example.com', callbackURL: '/' }),
    );
    expect(res.status).toBe(200);
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'resend@example.com')),
    ).toHaveLength(2);
  });

  test('refuses an e-mail already registered', async ({ ctx }) => {
    await signUp(ctx, 'twice@example.com');
    const res = await signUp(ctx, 'TWICE@example.com');
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).code).toBe('USER_ALREADY_EXISTS');
  });

  test.for([
    ['too short', 'Ab1!', 'ter pelo menos 8 caracteres'],
    ['common', 'password123', 'não ser uma senha comum'],
    ['one repeated character', 'aaaaaaaaaa', 'não repetir um único caractere'],
    ['the e-mail inside', 'weakling-2026', 'não conter o seu email'],
  ] as const)(
    'refuses a %s password with the list of problems',
    async ([, password, problem], { ctx }) => {
      const res = await signUp(ctx, 'weakling@example.com', password);
      expect(res.status).toBe(400);
      const body = (await res.json()) as Json;
      expect(body.code).toBe('PASSWORD_TOO_WEAK');
      expect(body.message).toContain(problem);
      expect(await ctx.db.select().from(user)).toEqual([]);
    },
  );
});

describe('magic link', () => {
  test('signs an existing client in once, then the link is spent', async ({ ctx }) => {
    await signedInClient(ctx, 'magic@example.com');
    const res = await ctx.request(
      '/api/auth/sign-in/magic-link',
      jsonPost({ email: 'magic@example.com', callbackURL: '/' }),
    );
    expect(res.status).toBe(200);
    const link = await linkFromMail(ctx, 'magic@example.com', '/magic-link/verify');
    const used = await follow(ctx, link);
    expect(used.status).toBe(302);
    expect((await me(ctx, cookieOf(used))).user?.email).toBe('magic@example.com');
    const again = await follow(ctx, link);
    expect(cookieOf(again)).not.toMatch(/session_token/);
  });

  test('answers the same for an unknown address but sends nothing', async ({ ctx }) => {
    const res = await ctx.request(
      '/api/auth/sign-in/magic-link',
      jsonPost({ email: 'ghost@example.com', callbackURL: '/' }),
    );
    expect(res.status).toBe(200);
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'ghost@example.com')),
    ).toEqual([]);
  });
});

describe('password reset', () => {
  test('sets a new password and ends every other session', async ({ ctx }) => {
    const oldSession = await signedInClient(ctx, 'forgot@example.com');
    const asked = await ctx.request(
      '/api/auth/request-password-reset',
      jsonPost({ email: 'forgot@example.com', redirectTo: '/redefinir-senha' }),
    );
    expect(asked.status).toBe(200);
    const link = await linkFromMail(ctx, 'forgot@example.com', '/reset-password/');
    const landing = await follow(ctx, link);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get('location')!, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const weak = await ctx.request(
      '/api/auth/reset-password',
      jsonPost({ token, newPassword: '123' }),
    );
    expect(weak.status).toBe(400);
    const reset = await ctx.request(
      '/api/auth/reset-password',
      jsonPost({ token, newPassword: 'Magnolia-Garden-7' }),
    );
    expect(reset.status).toBe(200);

    expect((await me(ctx, oldSession)).user).toBeNull();
    expect((await signIn(ctx, 'forgot@example.com')).status).toBe(401);
    expect((await signIn(ctx, 'forgot@example.com', 'Magnolia-Garden-7')).status).toBe(200);
  });
});

describe('/api/me', () => {
  test('answers signed out, not admin, without a session or with a forged cookie', async ({
    ctx,
  }) => {
    expect(await me(ctx)).toEqual({ user: null, profile: null, isAdmin: false, staff: null });
    expect(await me(ctx, 'aurora.session_token=forged.value')).toEqual({
      user: null,
      profile: null,
      isAdmin: false,
      staff: null,
    });
  });

  test('edits only the caller’s own profile', async ({ ctx }) => {
    const carla = await signedInClient(ctx, 'carla@example.com');
    const dani = await signedInClient(ctx, 'dani@example.com');
    const res = await ctx.request(
      '/api/me/profile',
      withCookie(carla, {
        ...jsonPost({ fullName: 'Carla Mendes', phone: '07700 900111', userId: 'someone-else' }),
        method: 'PUT',
      }),
    );
    expect(res.status).toBe(200);
    expect((await me(ctx, carla)).profile).toEqual({
      fullName: 'Carla Mendes',
      phone: '07700 900111',
      dateOfBirth: null,
      smsReminders: false,
      rebookReminders: true,
    });
    expect((await me(ctx, carla)).user?.name).toBe('Carla Mendes');
    expect((await me(ctx, dani)).profile?.fullName).toBe('Test Client');
  });

  test('keeps the date of birth when a save leaves it out, and removes it when emptied', async ({
    ctx,
  }) => {
    const carla = await signedInClient(ctx, 'carla@example.com');
    const save = (body: Record<string, unknown>) =>
      ctx.request('/api/me/profile', withCookie(carla, { ...jsonPost(body), method: 'PUT' }));
    expect((await save({ fullName: 'Carla Mendes', dateOfBirth: '1990-05-04' })).status).toBe(200);
    expect((await save({ fullName: 'Carla M. Mendes' })).status).toBe(200);
    expect((await me(ctx, carla)).profile?.dateOfBirth).toBe('1990-05-04');
    const impossible = await save({ fullName: 'Carla Mendes', dateOfBirth: '1990-02-30' });
    expect(impossible.status).toBe(400);
    expect((await me(ctx, carla)).profile?.dateOfBirth).toBe('1990-05-04');
    expect((await save({ fullName: 'Carla Mendes', dateOfBirth: '' })).status).toBe(200);
    expect((await me(ctx, carla)).profile?.dateOfBirth).toBeNull();
  });

  test('refuses a profile edit without a session or with bad values', async ({ ctx }) => {
    const anonymous = await ctx.request('/api/me/profile', {
      ...jsonPost({ fullName: 'X Y' }),
      method: 'PUT',
    });
    expect(anonymous.status).toBe(401);
    const cookie = await signedInClient(ctx, 'values@example.com');
    const bad = await ctx.request(
      '/api/me/profile',
      withCookie(cookie, { ...jsonPost({ fullName: '', phone: 'abc' }), method: 'PUT' }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Json } }).error.fields).toMatchObject({
      fullName: 'Please enter your full name.',
      phone: 'Please enter a valid phone number.',
    });
  });

  test('signs out every session of the account', async ({ ctx }) => {
    const first = await signedInClient(ctx, 'everywhere@example.com');
    const second = cookieOf(await signIn(ctx, 'everywhere@example.com'));
    expect((await me(ctx, second)).user).not.toBeNull();
    const out = await ctx.request('/api/me/sign-out', withCookie(first, { method: 'POST' }));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/aurora\.session_token=;/);
    expect((await me(ctx, first)).user).toBeNull();
    expect((await me(ctx, second)).user).toBeNull();
  });
});

describe('the admin gate', () => {
  test('answers 401 without a session, 403 for a client, and lets an admin through', async ({
    ctx,
  }) => {
    expect((await ctx.request('/api/admin/messages')).status).toBe(401);
    const client = await signedInClient(ctx, 'client@example.com');
    const refused = await ctx.request('/api/admin/messages', withCookie(client));
    expect(refused.status).toBe(403);
    const admin = await signedInClient(ctx, 'owner@example.com', { admin: true });
    expect((await me(ctx, admin)).isAdmin).toBe(true);
    expect((await ctx.request('/api/admin/messages', withCookie(admin))).status).toBe(200);
    // Past the gate, an unknown admin path is the API's 404, not a hint of what exists.
    expect((await ctx.request('/api/admin/contacts', withCookie(admin))).status).toBe(404);
  });

  test('takes a revoked right away at once', async ({ ctx }) => {
    const admin = await signedInClient(ctx, 'former@example.com', { admin: true });
    await ctx.db.update(user).set({ staffRole: null }).where(eq(user.email, 'former@example.com'));
    expect((await ctx.request('/api/admin/messages', withCookie(admin))).status).toBe(403);
  });
});

describe('rate limits on the account endpoints', () => {
  test.for([
    [
      '/api/auth/sign-in/magic-link',
      5,
      (i: number) => ({ email: `m${i}@example.com`, callbackURL: '/' }),
    ],
    [
      '/api/auth/request-password-reset',
      5,
      (i: number) => ({ email: `r${i}@example.com`, redirectTo: '/redefinir-senha' }),
    ],
    [
      '/api/auth/send-verification-email',
      5,
      (i: number) => ({ email: `v${i}@example.com`, callbackURL: '/' }),
    ],
    [
      '/api/auth/sign-up/email',
      10,
      (i: number) => ({ name: 'Rate', email: `s${i}@example.com`, password: GOOD_PASSWORD }),
    ],
  ] as const)('%s allows %i an hour per address', async ([path, limit, body], { ctx }) => {
    for (let i = 0; i < limit; i++) {
      expect((await ctx.request(path, jsonPost(body(i), '192.0.2.200'))).status).not.toBe(429);
    }
    const refused = await ctx.request(path, jsonPost(body(limit), '192.0.2.200'));
    expect(refused.status).toBe(429);
    expect((await ctx.request(path, jsonPost(body(limit + 1), '192.0.2.201'))).status).not.toBe(
      429,
    );
  });
});
