import type { Me } from '@shared/schemas/auth';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/test-app';
import {
  cookieOf,
  type RequestContext,
  signedInClient,
  withCookie,
} from '../../../tests/support/auth-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { profiles, user } from '../db/schema/auth';
import { mailQueue } from '../db/schema/mail';

type Json = Record<string, unknown>;
type Ctx = RequestContext;

const askCode = (ctx: Ctx, email: string, address?: string, type = 'sign-in') =>
  ctx.request('/api/auth/email-otp/send-verification-otp', jsonPost({ email, type }, address));

const signInWithCode = (ctx: Ctx, email: string, otp: string, address?: string) =>
  ctx.request('/api/auth/sign-in/email-otp', jsonPost({ email, otp }, address));

const mailsTo = (ctx: Ctx, to: string) =>
  ctx.db.select().from(mailQueue).where(eq(mailQueue.to, to)).orderBy(desc(mailQueue.createdAt));

/** The six digits of the newest code e-mail to `to`. */
async function codeFromMail(ctx: Ctx, to: string): Promise<string> {
  const [mail] = await mailsTo(ctx, to);
  const code = mail?.subject.match(/^(\d{6}) is your sign-in code/)?.[1];
  if (!code) throw new Error(`No code e-mail to ${to}`);
  expect(mail!.text).toContain(`Enter ${code}`);
  return code;
}

const me = async (ctx: Ctx, cookie: string) =>
  (await (await ctx.request('/api/me', withCookie(cookie))).json()) as Me;

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe("'Email me a code'", () => {
  test('sends one code per request, which signs an existing client in once', async ({ ctx }) => {
    await signedInClient(ctx, 'coded@example.com');
    const asked = await askCode(ctx, 'Coded@Example.com');
    expect(asked.status).toBe(200);
    expect(await mailsTo(ctx, 'coded@example.com')).toHaveLength(1);
    const code = await codeFromMail(ctx, 'coded@example.com');

    const res = await signInWithCode(ctx, 'coded@example.com', code);
    expect(res.status).toBe(200);
    expect((await me(ctx, cookieOf(res))).user?.email).toBe('coded@example.com');
    // Spent: the same code signs nobody in again.
    const again = await signInWithCode(ctx, 'coded@example.com', code);
    expect(again.status).toBe(400);
    expect(cookieOf(again)).not.toMatch(/session_token/);
    expect(await mailsTo(ctx, 'coded@example.com')).toHaveLength(1);
  });

  test('creates an account with its e-mail verified, and its profile', async ({ ctx }) => {
    await askCode(ctx, 'newcomer@example.com');
    const code = await codeFromMail(ctx, 'newcomer@example.com');
    const res = await signInWithCode(ctx, 'newcomer@example.com', code);
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'newcomer@example.com'));
    expect(row).toMatchObject({ emailVerified: true, staffRole: null });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile).toBeDefined();
    expect((await me(ctx, cookieOf(res))).user?.email).toBe('newcomer@example.com');
  });

  test('refuses a wrong code, and three wrong tries spend the right one', async ({ ctx }) => {
    await askCode(ctx, 'guess@example.com');
    const code = await codeFromMail(ctx, 'guess@example.com');
    const wrong = await signInWithCode(ctx, 'guess@example.com', otherThan(code));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Json).code).toBe('INVALID_OTP');
    expect(cookieOf(wrong)).not.toMatch(/session_token/);
    expect(await ctx.db.select().from(user).where(eq(user.email, 'guess@example.com'))).toEqual([]);
    await signInWithCode(ctx, 'guess@example.com', otherThan(code));
    await signInWithCode(ctx, 'guess@example.com', otherThan(code));
    const late = await signInWithCode(ctx, 'guess@example.com', code);
    expect(late.status).not.toBe(200);
    expect(cookieOf(late)).not.toMatch(/session_token/);
  });

  test('a code for one address does not sign another in', async ({ ctx }) => {
    await signedInClient(ctx, 'victim@example.com');
    await askCode(ctx, 'attacker@example.com');
    const code = await codeFromMail(ctx, 'attacker@example.com');
    const res = await signInWithCode(ctx, 'victim@example.com', code);
    expect(res.status).toBe(400);
    expect(cookieOf(res)).not.toMatch(/session_token/);
  });

  test('only the sign-in kind is sent, whatever the body asks', async ({ ctx }) => {
    await signedInClient(ctx, 'kind@example.com');
    await askCode(ctx, 'kind@example.com', undefined, 'forget-password');
    // The code that came is a sign-in code: it signs in.
    const code = await codeFromMail(ctx, 'kind@example.com');
    expect((await signInWithCode(ctx, 'kind@example.com', code)).status).toBe(200);
    // The code-based password reset is not reachable.
    const reset = await ctx.request(
      '/api/auth/email-otp/reset-password',
      jsonPost({ email: 'kind@example.com', otp: code, password: 'Another-pass-2026' }),
    );
    expect(reset.status).toBe(404);
  });

  test('an account with two-factor gets no code', async ({ ctx }) => {
    await signedInClient(ctx, 'guarded@example.com', { role: 'owner' });
    await ctx.db
      .update(user)
      .set({ twoFactorEnabled: true })
      .where(eq(user.email, 'guarded@example.com'));
    expect((await askCode(ctx, 'guarded@example.com')).status).toBe(200);
    expect(await mailsTo(ctx, 'guarded@example.com')).toEqual([]);
  });

  test.for([
    ['/api/auth/email-otp/send-verification-otp', 5],
    ['/api/auth/sign-in/email-otp', 10],
  ] as const)('%s is limited to %i an hour from one address', async ([path, limit], { ctx }) => {
    const body = (i: number) => ({ email: `limit${i}@example.com`, otp: '000000' });
    for (let i = 0; i < limit; i++) {
      expect((await ctx.request(path, jsonPost(body(i), '192.0.2.210'))).status).not.toBe(429);
    }
    expect((await ctx.request(path, jsonPost(body(limit), '192.0.2.210'))).status).toBe(429);
    expect((await ctx.request(path, jsonPost(body(0), '192.0.2.211'))).status).not.toBe(429);
  });
});
