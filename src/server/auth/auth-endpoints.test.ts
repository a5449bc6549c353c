import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import {
  GOOD_PASSWORD,
  signedInClient,
  signIn,
  signUp,
  withCookie,
} from '../../../tests/support/auth-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { account, session, user } from '../db/schema/auth';
import { mailQueue } from '../db/schema/mail';

type Json = Record<string, unknown>;

/** The same fields in each encoding better-auth's body parser understands besides JSON. */
function otherEncodings(fields: Record<string, string>): [string, RequestInit][] {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return [
    [
      'form-urlencoded',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
    ],
    ['multipart', { method: 'POST', body: form }],
    [
      'text/plain',
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(fields),
      },
    ],
    [
      'application/vnd.api+json',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/vnd.api+json' },
        body: JSON.stringify(fields),
      },
    ],
    ['no content type', { method: 'POST', body: JSON.stringify(fields) }],
  ];
}

async function expectUnsupported(res: Response) {
  expect(res.status).toBe(415);
  const code = 'UNSUPPORTED_MEDIA_TYPE';
  const message = 'Send the request body as JSON (Content-Type: application/json).';
  expect(await res.json()).toEqual({ code, message, error: { code, message } });
}

async function lockOut(ctx: TestContext, email: string) {
  for (const password of ['wrong-1', 'wrong-2', 'wrong-3']) await signIn(ctx, email, password);
  const locked = await signIn(ctx, email);
  if (locked.status !== 429) throw new Error(`set-up failed: lockout answered ${locked.status}`);
}

describe('every way of submitting a sign-in is counted or refused', () => {
  test.for([
    'form-urlencoded',
    'multipart',
    'text/plain',
    'application/vnd.api+json',
    'no content type',
  ])(
    'refuses a sign-in sent as %s, even with the right password of a locked account',
    async (encoding, { ctx }) => {
      await signedInClient(ctx, 'form@example.com');
      await lockOut(ctx, 'form@example.com');
      const init = otherEncodings({ email: 'form@example.com', password: GOOD_PASSWORD }).find(
        ([name]) => name === encoding,
      )![1];
      const res = await ctx.request('/api/auth/sign-in/email', init);
      await expectUnsupported(res);
      expect(res.headers.getSetCookie().join()).not.toMatch(/session_token=\w/);
    },
  );

  test('JSON with a charset is still JSON', async ({ ctx }) => {
    await signedInClient(ctx, 'charset@example.com');
    const res = await ctx.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
      body: JSON.stringify({ email: 'charset@example.com', password: GOOD_PASSWORD }),
    });
    expect(res.status).toBe(200);
  });

  test('a sign-in without an e-mail or password never reaches the password check', async ({
    ctx,
  }) => {
    for (const body of [{ email: ['a@example.com'], password: 'x' }, { email: 'a@example.com' }]) {
      const res = await ctx.request('/api/auth/sign-in/email', jsonPost(body));
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).code).toBe('VALIDATION_ERROR');
    }
  });

  test.for(['/sign-in/username', '/sign-in/social', '/sign-in/anonymous', '/sign-in/phone-number'])(
    '%s does not exist',
    async (path, { ctx }) => {
      const res = await ctx.request(
        `/api/auth${path}`,
        jsonPost({ username: 'x', email: 'x@example.com', password: GOOD_PASSWORD }),
      );
      expect(res.status).toBe(404);
    },
  );

  test('a GET with the credentials in the address signs nobody in', async ({ ctx }) => {
    await signedInClient(ctx, 'query@example.com');
    const res = await ctx.request(
      `/api/auth/sign-in/email?email=query%40example.com&password=${GOOD_PASSWORD}`,
    );
    expect(res.status).toBe(404);
  });
});

describe('every refusal is in the API’s error shape too (issue 29)', () => {
  const apiError = async (res: Response) => {
    const body = (await res.json()) as Json & { error?: { code: unknown; message: unknown } };
    // better-auth's client reads the top level; the app's screens read `error`, which holds it all.
    const { error, ...top } = body;
    expect(error).toEqual(top);
    expect(typeof body.error?.message).toBe('string');
    return body.error!;
  };

  test('a wrong password, a lockout, a duplicate, a weak password, an unknown endpoint', async ({
    ctx,
  }) => {
    await signedInClient(ctx, 'shape@example.com');
    const wrong = await signIn(ctx, 'shape@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(await apiError(wrong)).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      remainingAttempts: 2,
    });

    await lockOut(ctx, 'shape@example.com');
    const locked = await signIn(ctx, 'shape@example.com');
    expect(locked.status).toBe(429);
    expect(await apiError(locked)).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      retryAfterSeconds: expect.any(Number),
    });

    const duplicate = await signUp(ctx, 'shape@example.com');
    expect(duplicate.status).toBe(422);
    expect(await apiError(duplicate)).toEqual({
      code: 'USER_ALREADY_EXISTS',
      message: 'Este email já está cadastrado',
    });

    const weak = await signUp(ctx, 'weak-shape@example.com', 'aaaaaaaaaa');
    expect(weak.status).toBe(400);
    expect((await apiError(weak)).code).toBe('PASSWORD_TOO_WEAK');

    const missing = await ctx.request('/api/auth/sign-in/username', jsonPost({}));
    expect(missing.status).toBe(404);
    expect((await apiError(missing)).code).toBe('NOT_FOUND');
  });
});

describe('the other account endpoints read JSON only', () => {
  test('a form-encoded duplicate sign-up is refused, not answered with a fake success', async ({
    ctx,
  }) => {
    await signUp(ctx, 'dupe@example.com');
    const before = await ctx.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'dupe@example.com'));
    for (const [encoding, init] of otherEncodings({
      name: 'Dupe',
      email: 'dupe@example.com',
      password: GOOD_PASSWORD,
    })) {
      const res = await ctx.request('/api/auth/sign-up/email', init);
      expect(res.status, encoding).toBe(415);
    }
    expect(
      await ctx.db.select().from(mailQueue).where(eq(mailQueue.to, 'dupe@example.com')),
    ).toHaveLength(before.length);
  });

  test.for([
    '/send-verification-email',
    '/sign-in/magic-link',
    '/request-password-reset',
    '/reset-password',
    '/change-password',
  ])('%s refuses a form-encoded body', async (path, { ctx }) => {
    const [, init] = otherEncodings({ email: 'x@example.com', newPassword: GOOD_PASSWORD })[0]!;
    await expectUnsupported(await ctx.request(`/api/auth${path}`, init));
  });
});

describe('no library endpoint changes an account around the app’s rules', () => {
  test('update-user is not reachable: the name and image stay as they were', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'profile@example.com');
    const res = await ctx.request(
      '/api/auth/update-user',
      withCookie(cookie, jsonPost({ name: 'x'.repeat(20_000), image: 'javascript:alert(1)' })),
    );
    expect(res.status).toBe(404);
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'profile@example.com'));
    expect(row).toMatchObject({ name: 'Test Client', image: null });
  });

  test.for([
    ['/change-email', { newEmail: 'taken-over@example.com' }],
    ['/delete-user', { password: GOOD_PASSWORD }],
    ['/update-session', { ipAddress: '1.2.3.4' }],
    ['/verify-password', { password: GOOD_PASSWORD }],
    ['/link-social', { provider: 'google' }],
    ['/unlink-account', { providerId: 'credential' }],
    ['/revoke-sessions', {}],
    ['/revoke-other-sessions', {}],
    ['/revoke-session', { token: 'x' }],
    ['/refresh-token', { providerId: 'credential' }],
    ['/get-access-token', { providerId: 'credential' }],
  ] as const)('%s is not reachable and changes nothing', async ([path, body], { ctx }) => {
    const cookie = await signedInClient(ctx, 'account@example.com');
    const [row] = await ctx.db.select().from(user).where(eq(user.email, 'account@example.com'));
    const state = async () => ({
      user: await ctx.db.select().from(user).where(eq(user.id, row!.id)),
      accounts: await ctx.db.select().from(account).where(eq(account.userId, row!.id)),
      sessions: await ctx.db.select().from(session).where(eq(session.userId, row!.id)),
    });
    const before = await state();
    const res = await ctx.request(`/api/auth${path}`, withCookie(cookie, jsonPost(body)));
    expect(res.status).toBe(404);
    expect(await state()).toEqual(before);
  });

  test.for(['/list-sessions', '/list-accounts', '/account-info', '/delete-user/callback'])(
    'GET %s is not reachable',
    async (path, { ctx }) => {
      const cookie = await signedInClient(ctx, 'reader@example.com');
      expect((await ctx.request(`/api/auth${path}`, withCookie(cookie))).status).toBe(404);
    },
  );
});

describe("the library's origin and callback checks hold in test mode too", () => {
  // Vitest runs with NODE_ENV=test, in which better-auth would skip them unless told not to.
  const EVIL = 'https://evil.example/catch';

  async function expectForbidden(res: Response, code: string) {
    expect(res.status).toBe(403);
    expect(((await res.json()) as Json).code).toBe(code);
  }

  const mailTo = (ctx: TestContext, email: string) =>
    ctx.db.select().from(mailQueue).where(eq(mailQueue.to, email));

  test('a reset, magic or sign-up link cannot be made to send its visitor elsewhere', async ({
    ctx,
  }) => {
    await signedInClient(ctx, 'target@example.com');
    const before = (await mailTo(ctx, 'target@example.com')).length;
    await expectForbidden(
      await ctx.request(
        '/api/auth/request-password-reset',
        jsonPost({ email: 'target@example.com', redirectTo: EVIL }),
      ),
      'INVALID_REDIRECT_URL',
    );
    await expectForbidden(
      await ctx.request(
        '/api/auth/sign-in/magic-link',
        jsonPost({ email: 'target@example.com', callbackURL: EVIL }),
      ),
      'INVALID_CALLBACK_URL',
    );
    expect(await mailTo(ctx, 'target@example.com')).toHaveLength(before);
    await expectForbidden(
      await ctx.request(
        '/api/auth/sign-up/email',
        jsonPost({
          name: 'N',
          email: 'new@example.com',
          password: GOOD_PASSWORD,
          callbackURL: EVIL,
        }),
      ),
      'INVALID_CALLBACK_URL',
    );
    expect(await ctx.db.select().from(user).where(eq(user.email, 'new@example.com'))).toEqual([]);
  });

  test("a confirmation link's callback is checked when it is followed", async ({ ctx }) => {
    expect((await signUp(ctx, 'confirm@example.com')).status).toBe(200);
    const [mail] = await mailTo(ctx, 'confirm@example.com');
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail!.text)![0]);
    link.searchParams.set('callbackURL', EVIL);
    const res = await ctx.request(link.pathname + link.search);
    expect(res.headers.get('location') ?? '').not.toContain('evil.example');
    await expectForbidden(res, 'INVALID_CALLBACK_URL');
  });

  test('a signed-in write to the library must name this site as its origin', async ({ ctx }) => {
    const cookie = await signedInClient(ctx, 'origin@example.com');
    // As the site's own pages send it: accepted.
    expect(
      (await ctx.request('/api/auth/sign-out', withCookie(cookie, { method: 'POST' }))).status,
    ).toBe(200);
    const again = await signedInClient(ctx, 'origin-2@example.com');
    await expectForbidden(
      await ctx.request('/api/auth/sign-out', { method: 'POST', headers: { Cookie: again } }),
      'MISSING_OR_NULL_ORIGIN',
    );
  });
});
