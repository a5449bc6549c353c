import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import {
  cookieOf,
  expectStatus,
  follow,
  GOOD_PASSWORD,
  linkFromMail,
  signedInClient,
  signIn,
  signUp,
  withCookie,
} from '../../../tests/support/auth-helpers';
import { jsonPost } from '../../../tests/support/json-request';

type Json = Record<string, unknown>;
const NEW_PASSWORD = 'Magnolia-Garden-7';

const changePassword = (ctx: TestContext, cookie: string, body: Json) =>
  ctx.request('/api/auth/change-password', withCookie(cookie, jsonPost(body)));

const signedInEmail = async (ctx: TestContext, cookie: string) =>
  (
    (await (await ctx.request('/api/me', withCookie(cookie))).json()) as {
      user: { email: string } | null;
    }
  ).user?.email ?? null;

/** The token of a password-reset link e-mailed to `email`. */
async function resetToken(ctx: TestContext, email: string): Promise<string> {
  await expectStatus(
    `password reset request for ${email}`,
    await ctx.request(
      '/api/auth/request-password-reset',
      jsonPost({ email, redirectTo: '/redefinir-senha' }),
    ),
    200,
  );
  const landing = await follow(ctx, await linkFromMail(ctx, email, '/reset-password/'));
  const token = new URL(landing.headers.get('location') ?? '', 'http://x').searchParams.get(
    'token',
  );
  if (!token) throw new Error(`set-up failed: the reset link for ${email} gave no token`);
  return token;
}

const WEAK = [
  ['a too short password', 'a', 'ter pelo menos 8 caracteres'],
  ['a common password', 'password123', 'não ser uma senha comum'],
  ['a password of one repeated character', 'aaaaaaaaaa', 'não repetir um único caractere'],
  ['a password containing the e-mail', 'weakling-2026', 'não conter o seu email'],
] as const;

describe('the password policy holds everywhere a password is set', () => {
  test.for(WEAK)(
    'change-password refuses %s with sign-up’s message',
    async ([, password, problem], { ctx }) => {
      const cookie = await signedInClient(ctx, 'weakling@example.com');
      const res = await changePassword(ctx, cookie, {
        currentPassword: GOOD_PASSWORD,
        newPassword: password,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as Json;
      expect(body.code).toBe('PASSWORD_TOO_WEAK');
      expect(body.message).toContain(problem);

      const atSignUp = (await (await signUp(ctx, 'weakling@example.org', password)).json()) as Json;
      expect(body.message).toBe(atSignUp.message);
      expect((await signIn(ctx, 'weakling@example.com')).status).toBe(200);
    },
  );

  test.for(WEAK)(
    'reset-password refuses %s with sign-up’s message',
    async ([, password, problem], { ctx }) => {
      await signedInClient(ctx, 'weakling@example.com');
      const token = await resetToken(ctx, 'weakling@example.com');
      const res = await ctx.request(
        '/api/auth/reset-password',
        jsonPost({ token, newPassword: password }),
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as Json;
      expect(body.code).toBe('PASSWORD_TOO_WEAK');
      expect(body.message).toContain(problem);
      const atSignUp = (await (await signUp(ctx, 'weakling@example.org', password)).json()) as Json;
      expect(body.message).toBe(atSignUp.message);
      expect((await signIn(ctx, 'weakling@example.com')).status).toBe(200);
    },
  );

  test('a weak new password is refused before the current one is checked', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'order@example.com');
    const res = await changePassword(ctx, cookie, { currentPassword: 'wrong', newPassword: 'a' });
    expect(((await res.json()) as Json).code).toBe('PASSWORD_TOO_WEAK');
  });
});

describe('changing the password', () => {
  test.for([[undefined], [false]] as const)(
    'ends every other session of the account (revokeOtherSessions: %s)',
    async ([revokeOtherSessions], { ctx }) => {
      const here = await signedInClient(ctx, 'changer@example.com');
      const elsewhere = cookieOf(await signIn(ctx, 'changer@example.com'));
      expect(await signedInEmail(ctx, elsewhere)).toBe('changer@example.com');

      const res = await changePassword(ctx, here, {
        currentPassword: GOOD_PASSWORD,
        newPassword: NEW_PASSWORD,
        ...(revokeOtherSessions === undefined ? {} : { revokeOtherSessions }),
      });
      expect(res.status).toBe(200);

      expect(await signedInEmail(ctx, elsewhere)).toBeNull();
      expect(await signedInEmail(ctx, cookieOf(res))).toBe('changer@example.com');
      expect((await signIn(ctx, 'changer@example.com')).status).toBe(401);
      expect((await signIn(ctx, 'changer@example.com', NEW_PASSWORD)).status).toBe(200);
    },
  );

  test('guesses at the current password count like failed sign-ins', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'stolen@example.com');
    const guess = (currentPassword: string) =>
      changePassword(ctx, cookie, { currentPassword, newPassword: NEW_PASSWORD });
    const first = await guess('guess-1');
    expect(first.status).toBe(400);
    expect(await first.json()).toMatchObject({ code: 'INVALID_PASSWORD', remainingAttempts: 2 });
    expect(((await (await guess('guess-2')).json()) as Json).remainingAttempts).toBe(1);
    expect((await guess('guess-3')).status).toBe(429);
    expect((await guess(GOOD_PASSWORD)).status).toBe(429);
    expect((await signIn(ctx, 'stolen@example.com')).status).toBe(429);
  });

  test('needs a session', async ({ ctx }) => {
    const res = await ctx.request(
      '/api/auth/change-password',
      jsonPost({ currentPassword: GOOD_PASSWORD, newPassword: 'a' }),
    );
    expect(res.status).toBe(401);
  });
});
