import { afterAll } from 'vitest';
import { signedInClient, withCookie } from '../../../tests/support/auth-helpers';
import { requestThrough, test, expect } from '../../../tests/support/test-app';
import { testConfig } from '../../../tests/support/test-database';
import { openPostgres } from '../db/client';

// A database nothing answers for (port 1 refuses at once), on either engine's run: every session
// lookup through it fails the way a database blip makes it fail.
const unreachable = openPostgres(
  'postgres://salon:secret@127.0.0.1:1/salon',
  testConfig.migrationsDir,
  {
    size: 2,
    waitMs: 1000,
    statementTimeoutMs: 1000,
    idleInTransactionTimeoutMs: 1000,
  },
);
afterAll(() => unreachable.close());

async function expectRetryable(res: Response, code: string) {
  expect(res.status, await res.clone().text()).toBe(503);
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(/try again in a moment/);
}

test('a session that cannot be looked up is a retryable 503, never "signed out"', async ({
  ctx,
}) => {
  const client = await signedInClient(ctx, 'blip@example.com');
  const admin = await signedInClient(ctx, 'blip-owner@example.com', { admin: true });
  const blipped = requestThrough(ctx.appWith({ database: unreachable }), ctx.address);

  // /api/me answering "nobody" is what the browser app takes for a sign-out.
  await expectRetryable(await blipped('/api/me', withCookie(client)), 'session_unavailable');
  await expectRetryable(
    await blipped('/api/appointments', withCookie(client)),
    'session_unavailable',
  );
  await expectRetryable(
    await blipped('/api/admin/appointments/summary', withCookie(admin)),
    'session_unavailable',
  );

  // better-auth's own session endpoint: its 500 becomes the same retryable answer.
  const own = await blipped('/api/auth/get-session', withCookie(client));
  expect(own.status, await own.clone().text()).toBe(503);
  expect(own.headers.get('Retry-After')).toBe('1');
  expect(await own.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

  // Without a session cookie nothing is looked up: signed out is the truth.
  expect(await (await blipped('/api/me')).json()).toMatchObject({ user: null });
  expect((await blipped('/api/appointments')).status).toBe(401);

  // The same cookies, once the database answers again, are still signed in.
  const me = (await (await ctx.request('/api/me', withCookie(client))).json()) as {
    user: { email: string } | null;
  };
  expect(me.user?.email).toBe('blip@example.com');
});

test('any request the database cannot answer is a 503 with Retry-After, not a 500', async ({
  ctx,
}) => {
  const blipped = requestThrough(ctx.appWith({ database: unreachable }), ctx.address);
  await expectRetryable(await blipped('/api/catalogue'), 'database_unavailable');
  const health = await blipped('/healthz');
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: 'unavailable' });
});
