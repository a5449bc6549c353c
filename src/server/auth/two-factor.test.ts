import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import {
  cookieOf,
  follow,
  GOOD_PASSWORD,
  linkFromMail,
  signedInClient,
  signIn,
  withCookie,
} from '../../../tests/support/auth-helpers';
import { speaksEnglish } from '../../../tests/support/admin-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { secretOf, totpCode } from '../../../tests/support/totp';
import type { TwoFactorStatus } from '@shared/schemas/staff-security';
import { TWO_FACTOR_LOCALE_HEADER } from '@shared/staff-roles';
import { adminAuditLog } from '../db/schema/audit';
import { session, twoFactor, user } from '../db/schema/auth';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { mailQueue } from '../db/schema/mail';

type Json = Record<string, unknown>;

const post = (cookie: string, body: unknown) => withCookie(cookie, jsonPost(body)) as RequestInit;

/** Turns two-factor on for a new member of the team: their cookie now, secret and codes. */
async function withTwoFactor(ctx: TestContext, email: string, role: 'owner' | 'reception') {
  const first = await signedInClient(ctx, email, { role });
  const enabled = await ctx.request(
    '/api/auth/two-factor/enable',
    post(first, { password: GOOD_PASSWORD }),
  );
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = secretOf(totpURI);
  const verified = await ctx.request(
    '/api/auth/two-factor/verify-totp',
    post(first, { code: await totpCode(secret) }),
  );
  expect(verified.status, await verified.clone().text()).toBe(200);
  return { cookie: cookieOf(verified), secret, backupCodes };
}

async function status(ctx: TestContext, cookie: string) {
  const res = await ctx.request('/api/admin/me/two-factor', withCookie(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as TwoFactorStatus;
}

/** The password step of a sign-in: the challenge's cookie, once the code is asked for. */
async function passwordStep(ctx: TestContext, email: string) {
  const res = await signIn(ctx, email);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  const cookie = cookieOf(res);
  expect(cookie).not.toMatch(/session_token=/);
  return cookie;
}

async function signedInAs(ctx: TestContext, cookie: string) {
  const me = (await (await ctx.request('/api/me', withCookie(cookie))).json()) as {
    user: { email: string } | null;
  };
  return me.user?.email ?? null;
}

describe('turning two-factor on', () => {
  test('password, then the URI and recovery codes, then a code from the app turns it on', async ({
    ctx,
  }) => {
    const cookie = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    expect(await status(ctx, cookie)).toEqual({ enabled: false, backupCodesLeft: null });

    const wrongPassword = await ctx.request(
      '/api/auth/two-factor/enable',
      post(cookie, { password: 'not-my-password' }),
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Senha incorreta.',
      remainingAttempts: 2,
    });

    const enabled = await ctx.request(
      '/api/auth/two-factor/enable',
      // The issuer and method are the server's, whatever the body says.
      post(cookie, { password: GOOD_PASSWORD, issuer: 'Evil', method: 'otp' }),
    );
    expect(enabled.status).toBe(200);
    const body = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(
      /^otpauth:\/\/totp\/Aurora%20Beauty%20Studio:owner%40example\.com\?/,
    );
    expect(body.backupCodes).toHaveLength(10);
    // Not on until a code proves the app has the secret.
    expect(await status(ctx, cookie)).toEqual({ enabled: false, backupCodesLeft: null });

    const secret = secretOf(body.totpURI);
    const wrong = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(cookie, { code: await totpCode(secret, 10) }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
    });

    const right = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(cookie, { code: await totpCode(secret) }),
    );
    expect(right.status).toBe(200);
    // The session is replaced by one that knows two-factor is on.
    const now = cookieOf(right);
    expect(await status(ctx, now)).toEqual({ enabled: true, backupCodesLeft: 10 });
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(row!.twoFactorEnabled).toBe(true);
    // Kept encrypted: neither the secret nor the codes are stored as given.
    const [stored] = await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, row!.id));
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.backupCodes).not.toContain(body.backupCodes[0]);
  });

  test('an English-speaking member of the team is refused in English', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    await speaksEnglish(ctx);
    const wrongPassword = await ctx.request(
      '/api/auth/two-factor/enable',
      post(cookie, { password: 'not-my-password' }),
    );
    expect(await wrongPassword.json()).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: 'Incorrect password.',
      error: { message: 'Incorrect password.' },
    });
    const enabled = await ctx.request(
      '/api/auth/two-factor/enable',
      post(cookie, { password: GOOD_PASSWORD }),
    );
    const secret = secretOf(((await enabled.json()) as { totpURI: string }).totpURI);
    const wrong = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(cookie, { code: await totpCode(secret, 10) }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Incorrect code. Check the authenticator app and try again.',
    });
  });

  test('a client cannot turn it on', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'client@example.com');
    const res = await ctx.request(
      '/api/auth/two-factor/enable',
      post(cookie, { password: GOOD_PASSWORD }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await ctx.db.select().from(twoFactor)).toEqual([]);
    const generate = await ctx.request(
      '/api/auth/two-factor/generate-backup-codes',
      post(cookie, { password: GOOD_PASSWORD }),
    );
    expect(generate.status).toBe(403);
  });

  test('signed out, nothing is turned on', async ({ ctx }) => {
    const res = await ctx.request(
      '/api/auth/two-factor/enable',
      jsonPost({ password: GOOD_PASSWORD }),
    );
    expect(res.status).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  test('the password alone gives no session; the code from the app does', async ({ ctx }) => {
    const { secret } = await withTwoFactor(ctx, 'owner@example.com', 'owner');
    const challenge = await passwordStep(ctx, 'owner@example.com');
    expect(await signedInAs(ctx, challenge)).toBeNull();

    const res = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(challenge, { code: await totpCode(secret) }),
    );
    expect(res.status).toBe(200);
    const session = cookieOf(res);
    expect(await signedInAs(ctx, session)).toBe('owner@example.com');
    // The device is known once the code was right (decision 020).
    expect(session).toContain(`${KNOWN_DEVICE_COOKIE}=`);
  });

  test('the right password names the member’s language for the code step, and only then', async ({
    ctx,
  }) => {
    await withTwoFactor(ctx, 'owner@example.com', 'owner');
    const language = (res: Response) => res.headers.get(TWO_FACTOR_LOCALE_HEADER);
    expect(language(await signIn(ctx, 'owner@example.com'))).toBe('pt-BR');
    await speaksEnglish(ctx);
    const english = await signIn(ctx, 'owner@example.com');
    expect(await english.json()).toMatchObject({ twoFactorRedirect: true });
    expect(language(english)).toBe('en-GB');
    const wrong = await signIn(ctx, 'owner@example.com', 'not-my-password');
    expect(wrong.status).toBe(401);
    expect(language(wrong)).toBeNull();
    // Without two-factor the sign-in simply signs in: the back office knows the language.
    await signedInClient(ctx, 'client@example.com');
    expect(language(await signIn(ctx, 'client@example.com'))).toBeNull();
  });

  test('a wrong code is refused and counted; five end the sign-in', async ({ ctx }) => {
    const { secret } = await withTwoFactor(ctx, 'manager@example.com', 'owner');
    const challenge = await passwordStep(ctx, 'manager@example.com');
    const wrongCode = await totpCode(secret, 10);
    for (let i = 1; i <= 5; i++) {
      const res = await ctx.request(
        '/api/auth/two-factor/verify-totp',
        post(challenge, { code: wrongCode }),
      );
      expect(res.status).toBe(401);
      const [row] = await ctx.db.select().from(twoFactor);
      expect(row!.failedVerificationCount).toBe(i);
    }
    const sixth = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(challenge, { code: await totpCode(secret) }),
    );
    expect(sixth.status).toBe(400);
    expect(await sixth.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
      message: 'Muitos códigos incorretos. Entre com a sua senha de novo.',
    });
    expect(cookieOf(sixth)).not.toMatch(/session_token=/);

    // A new sign-in may try again, and a right code clears the count.
    const again = await passwordStep(ctx, 'manager@example.com');
    const res = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(again, { code: await totpCode(secret) }),
    );
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(twoFactor);
    expect(row!.failedVerificationCount).toBe(0);
  });

  test('a code without the password step is refused', async ({ ctx }) => {
    const { secret } = await withTwoFactor(ctx, 'owner@example.com', 'owner');
    const res = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      jsonPost({ code: await totpCode(secret) }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_COOKIE' });
  });

  test('asking to trust the device changes nothing: the next sign-in asks again', async ({
    ctx,
  }) => {
    const { secret } = await withTwoFactor(ctx, 'owner@example.com', 'owner');
    const challenge = await passwordStep(ctx, 'owner@example.com');
    const res = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(challenge, { code: await totpCode(secret), trustDevice: true }),
    );
    expect(res.status).toBe(200);
    const cookies = cookieOf(res);
    expect(cookies).not.toMatch(/trust_device/);
    const next = await ctx.request(
      '/api/auth/sign-in/email',
      withCookie(cookies, jsonPost({ email: 'owner@example.com', password: GOOD_PASSWORD })),
    );
    expect(await next.json()).toMatchObject({ twoFactorRedirect: true });
  });

  test('a recovery code signs in once', async ({ ctx }) => {
    const { cookie, backupCodes } = await withTwoFactor(ctx, 'desk@example.com', 'reception');
    const code = backupCodes[3]!;
    const first = await passwordStep(ctx, 'desk@example.com');
    const used = await ctx.request(
      '/api/auth/two-factor/verify-backup-code',
      post(first, { code }),
    );
    expect(used.status).toBe(200);
    expect(await signedInAs(ctx, cookieOf(used))).toBe('desk@example.com');
    expect(await status(ctx, cookie)).toEqual({ enabled: true, backupCodesLeft: 9 });

    const second = await passwordStep(ctx, 'desk@example.com');
    const reused = await ctx.request(
      '/api/auth/two-factor/verify-backup-code',
      post(second, { code }),
    );
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({
      code: 'INVALID_BACKUP_CODE',
      message: 'Código de recuperação incorreto ou já usado.',
    });
  });

  test('a magic link is neither sent to nor honoured for an account with two-factor', async ({
    ctx,
  }) => {
    const ask = () =>
      ctx.request(
        '/api/auth/sign-in/magic-link',
        jsonPost({ email: 'owner@example.com', callbackURL: '/admin' }),
      );
    // A link asked for before two-factor was turned on…
    await signedInClient(ctx, 'owner@example.com', { role: 'owner' });
    expect((await ask()).status).toBe(200);
    const link = await linkFromMail(ctx, 'owner@example.com', 'magic-link');
    await ctx.db.delete(mailQueue);
    await ctx.db
      .update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.email, 'owner@example.com'));
    // …starts no session once it is on.
    const followed = await follow(ctx, link);
    expect(followed.status).toBeLessThan(400);
    expect(cookieOf(followed)).not.toMatch(/session_token=\w/);
    expect(await ctx.db.select().from(session)).toHaveLength(1);

    // And no new link is sent, though the answer is the same.
    expect((await ask()).status).toBe(200);
    const mails = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'owner@example.com'));
    expect(mails).toEqual([]);
  });
});

describe('turning two-factor off', () => {
  test('needs the password; then the password alone signs in', async ({ ctx }) => {
    const { cookie } = await withTwoFactor(ctx, 'owner@example.com', 'owner');
    const wrong = await ctx.request(
      '/api/auth/two-factor/disable',
      post(cookie, { password: 'not-my-password' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD', remainingAttempts: 2 });
    const missing = await ctx.request('/api/auth/two-factor/disable', post(cookie, {}));
    expect(missing.status).toBe(400);
    expect(await status(ctx, cookie)).toMatchObject({ enabled: true });

    const off = await ctx.request(
      '/api/auth/two-factor/disable',
      post(cookie, { password: GOOD_PASSWORD }),
    );
    expect(off.status).toBe(200);
    expect(await status(ctx, cookieOf(off))).toEqual({ enabled: false, backupCodesLeft: null });
    expect(await ctx.db.select().from(twoFactor)).toEqual([]);

    const res = await signIn(ctx, 'owner@example.com');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).twoFactorRedirect).toBeUndefined();
    expect(await signedInAs(ctx, cookieOf(res))).toBe('owner@example.com');
  });

  test('new recovery codes replace the old ones, behind the password', async ({ ctx }) => {
    const { cookie, backupCodes } = await withTwoFactor(ctx, 'owner@example.com', 'owner');
    const res = await ctx.request(
      '/api/auth/two-factor/generate-backup-codes',
      post(cookie, { password: GOOD_PASSWORD }),
    );
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    const challenge = await passwordStep(ctx, 'owner@example.com');
    const old = await ctx.request(
      '/api/auth/two-factor/verify-backup-code',
      post(challenge, { code: backupCodes[0] }),
    );
    expect(old.status).toBe(401);
  });
});

describe('the audit log', () => {
  /** The log's two-factor entries, oldest first: action and who. */
  async function twoFactorAudit(ctx: TestContext) {
    const rows = await ctx.db.select().from(adminAuditLog).orderBy(adminAuditLog.seq);
    return rows
      .filter((row) => row.action.startsWith('two_factor.'))
      .map(({ action, actorEmail, actorRole, targetType, targetId }) => ({
        action,
        actorEmail,
        actorRole,
        targetType,
        targetId,
      }));
  }

  test('names who turned it on, made new recovery codes and turned it off; nothing else', async ({
    ctx,
  }) => {
    const { cookie, secret } = await withTwoFactor(ctx, 'desk@example.com', 'reception');
    const [desk] = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'desk@example.com'));
    const entry = (action: string) => ({
      action,
      actorEmail: 'desk@example.com',
      actorRole: 'reception',
      targetType: 'user',
      targetId: desk!.id,
    });
    expect(await twoFactorAudit(ctx)).toEqual([entry('two_factor.enable')]);

    // A sign-in's code, a code checked again while it is on, and refusals change nothing.
    const challenge = await passwordStep(ctx, 'desk@example.com');
    const signedIn = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(challenge, { code: await totpCode(secret) }),
    );
    expect(signedIn.status).toBe(200);
    const now = cookieOf(signedIn);
    const checkedAgain = await ctx.request(
      '/api/auth/two-factor/verify-totp',
      post(now, { code: await totpCode(secret) }),
    );
    expect(checkedAgain.status).toBe(200);
    const wrongPassword = await ctx.request(
      '/api/auth/two-factor/generate-backup-codes',
      post(now, { password: 'not-my-password' }),
    );
    expect(wrongPassword.status).toBe(400);
    expect(await twoFactorAudit(ctx)).toEqual([entry('two_factor.enable')]);

    const fresh = await ctx.request(
      '/api/auth/two-factor/generate-backup-codes',
      post(cookie, { password: GOOD_PASSWORD }),
    );
    expect(fresh.status).toBe(200);
    const off = await ctx.request(
      '/api/auth/two-factor/disable',
      post(cookie, { password: GOOD_PASSWORD }),
    );
    expect(off.status).toBe(200);
    expect(await twoFactorAudit(ctx)).toEqual([
      entry('two_factor.enable'),
      entry('two_factor.recovery_codes'),
      entry('two_factor.disable'),
    ]);
  });
});
