import { eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import { requestThrough } from '../../../tests/support/test-app';
import {
  follow,
  GOOD_PASSWORD,
  linkFromMail,
  signedInClient,
  signIn,
  signUp,
  withCookie,
} from '../../../tests/support/auth-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { user } from '../db/schema/auth';

type Json = Record<string, unknown>;
const LOCKED = 'Muitas tentativas falharam. Tente novamente em 15 minutos.';
const MINUTE = 60 * 1000;

/** The known-device cookie among a signed-in client's cookies. */
function deviceCookie(cookies: string): string {
  const found = cookies.split('; ').find((c) => c.startsWith('aurora.known_device='));
  if (!found) throw new Error(`set-up failed: no known-device cookie in "${cookies}"`);
  return found;
}

/** A sign-in from `address` carrying `cookie` (a browser's cookie jar). */
function signInWith(
  ctx: TestContext,
  cookie: string,
  email: string,
  password = GOOD_PASSWORD,
  address?: string,
) {
  return ctx.request(
    '/api/auth/sign-in/email',
    withCookie(cookie, jsonPost({ email, password }, address)),
  );
}

/** Hourly counts run by the clock hour: start tests of them on the hour, not at hh:59:59. */
function atTheTopOfAnHour(ctx: TestContext) {
  ctx.clock.advance(new Date('2026-11-23T08:00:00Z').getTime() - ctx.clock.now().getTime());
}

async function remaining(res: Response) {
  expect(res.status).toBe(401);
  return ((await res.json()) as Json).remainingAttempts;
}

describe('an account being guessed', () => {
  test('counts failures, locks for 15 minutes whatever the password, then lifts', async ({
    ctx,
  }) => {
    await signedInClient(ctx, 'locked@example.com');
    expect(await remaining(await signIn(ctx, 'locked@example.com', 'wrong-password-1'))).toBe(2);
    expect(await remaining(await signIn(ctx, 'locked@example.com', 'wrong-password-2'))).toBe(1);
    const third = await signIn(ctx, 'locked@example.com', 'wrong-password-3');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: LOCKED });

    expect((await signIn(ctx, 'locked@example.com')).status).toBe(429);
    ctx.clock.advance(14 * MINUTE);
    expect((await signIn(ctx, 'locked@example.com')).status).toBe(429);
    ctx.clock.advance(61 * 1000);
    expect((await signIn(ctx, 'locked@example.com')).status).toBe(200);
  });

  test('a success resets the account’s own count', async ({ ctx }) => {
    await signedInClient(ctx, 'reset-count@example.com');
    await signIn(ctx, 'reset-count@example.com', 'nope-nope-1');
    await signIn(ctx, 'reset-count@example.com', 'nope-nope-2');
    expect((await signIn(ctx, 'reset-count@example.com')).status).toBe(200);
    expect(await remaining(await signIn(ctx, 'reset-count@example.com', 'nope-nope-3'))).toBe(2);
  });

  test('holds across two app instances on one database', async ({ ctx }) => {
    await signedInClient(ctx, 'both@example.com');
    const other = requestThrough(ctx.appWith({}), ctx.address);
    const wrong = (password: string) => jsonPost({ email: 'both@example.com', password });
    expect((await ctx.request('/api/auth/sign-in/email', wrong('wrong-1'))).status).toBe(401);
    expect((await other('/api/auth/sign-in/email', wrong('wrong-2'))).status).toBe(401);
    expect((await ctx.request('/api/auth/sign-in/email', wrong('wrong-3'))).status).toBe(429);
    const right = jsonPost({ email: 'both@example.com', password: GOOD_PASSWORD });
    expect((await other('/api/auth/sign-in/email', right)).status).toBe(429);
  });
});

describe('the known-device cookie', () => {
  test('is set, httpOnly and for the auth endpoints only, by a password or link sign-in', async ({
    ctx,
  }) => {
    await signUp(ctx, 'cookie@example.com');
    const confirmed = await follow(
      ctx,
      await linkFromMail(ctx, 'cookie@example.com', '/verify-email'),
    );
    const fromPassword = await signIn(ctx, 'cookie@example.com');
    for (const res of [confirmed, fromPassword]) {
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aurora.known_device='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\/api\/auth(;|$)/);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=15552000/);
    }
  });
});

describe('a stranger cannot lock the owner out', () => {
  test('failures elsewhere leave the owner’s known device, and other addresses, open', async ({
    ctx,
  }) => {
    const device = deviceCookie(await signedInClient(ctx, 'owner@example.com'));
    const stranger = '198.51.100.66';
    for (const password of ['guess-1', 'guess-2']) {
      expect((await signIn(ctx, 'owner@example.com', password, stranger)).status).toBe(401);
    }
    expect((await signIn(ctx, 'owner@example.com', 'guess-3', stranger)).status).toBe(429);
    expect((await signIn(ctx, 'owner@example.com', GOOD_PASSWORD, stranger)).status).toBe(429);

    // At home, on the known device or a fresh browser, and even at the stranger's address on the
    // known device, the owner signs in.
    expect((await signInWith(ctx, device, 'owner@example.com')).status).toBe(200);
    expect((await signIn(ctx, 'owner@example.com')).status).toBe(200);
    const away = await signInWith(ctx, device, 'owner@example.com', GOOD_PASSWORD, stranger);
    expect(away.status).toBe(200);
  });

  test('the known device is stopped by its own failures, and so is a fresh browser there', async ({
    ctx,
  }) => {
    const device = deviceCookie(await signedInClient(ctx, 'typo@example.com'));
    expect(await remaining(await signInWith(ctx, device, 'typo@example.com', 'typo-1'))).toBe(2);
    expect(await remaining(await signInWith(ctx, device, 'typo@example.com', 'typo-2'))).toBe(1);
    expect((await signInWith(ctx, device, 'typo@example.com', 'typo-3')).status).toBe(429);
    expect((await signInWith(ctx, device, 'typo@example.com')).status).toBe(429);
    expect((await signIn(ctx, 'typo@example.com')).status).toBe(429);
    ctx.clock.advance(15 * MINUTE + 1000);
    expect((await signInWith(ctx, device, 'typo@example.com')).status).toBe(200);
  });

  test('a forged device cookie, or one of another account, counts as a fresh browser', async ({
    ctx,
  }) => {
    const mine = deviceCookie(await signedInClient(ctx, 'mine@example.com'));
    await signedInClient(ctx, 'victim@example.com');
    const stranger = '198.51.100.67';
    for (const password of ['guess-1', 'guess-2', 'guess-3'])
      await signIn(ctx, 'victim@example.com', password, stranger);
    // The victim's id with a signature made for another payload.
    const [victim] = await ctx.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'victim@example.com'));
    const [, nonce, signature] = mine.split('=')[1]!.split('.');
    const forged = `aurora.known_device=${victim!.id}.${nonce}.${signature}`;
    for (const cookie of [mine, forged]) {
      const res = await signInWith(ctx, cookie, 'victim@example.com', GOOD_PASSWORD, stranger);
      expect(res.status).toBe(429);
    }
  });
});

describe('people sharing an address', () => {
  test('do not block each other', async ({ ctx }) => {
    await signedInClient(ctx, 'ana@example.com');
    await signedInClient(ctx, 'bia@example.com');
    const office = '203.0.113.10';
    await signIn(ctx, 'ana@example.com', 'typo-1', office);
    await signIn(ctx, 'ana@example.com', 'typo-2', office);
    expect((await signIn(ctx, 'ana@example.com', 'typo-3', office)).status).toBe(429);

    expect((await signIn(ctx, 'bia@example.com', GOOD_PASSWORD, office)).status).toBe(200);
    expect(await remaining(await signIn(ctx, 'bia@example.com', 'typo-1', office))).toBe(2);
  });
});

describe('one address guessing at many accounts', () => {
  test('is stopped at 10 failures an hour, whatever the accounts', async ({ ctx }) => {
    atTheTopOfAnHour(ctx);
    await signedInClient(ctx, 'bystander@example.com');
    const sprayer = '203.0.113.20';
    for (let i = 1; i <= 9; i++) {
      const res = await signIn(ctx, `target-${i}@example.com`, `guess-${i}`, sprayer);
      expect(res.status, `failure ${i}`).toBe(401);
    }
    const tenth = await signIn(ctx, 'target-10@example.com', 'guess-10', sprayer);
    expect(tenth.status).toBe(429);
    expect(await tenth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: LOCKED });
    // Any account, even with its right password, until the lock lifts; other addresses are free.
    expect((await signIn(ctx, 'bystander@example.com', GOOD_PASSWORD, sprayer)).status).toBe(429);
    expect((await signIn(ctx, 'target-11@example.com', 'guess-11')).status).toBe(401);

    ctx.clock.advance(15 * MINUTE + 1000);
    expect((await signIn(ctx, 'bystander@example.com', GOOD_PASSWORD, sprayer)).status).toBe(200);
    // Still past its ceiling this hour: every further failure locks again.
    expect((await signIn(ctx, 'target-12@example.com', 'guess-12', sprayer)).status).toBe(429);
    // A new hour, a new count.
    ctx.clock.advance(60 * MINUTE);
    expect(await remaining(await signIn(ctx, 'target-13@example.com', 'guess-13', sprayer))).toBe(
      2,
    );
  });

  test('signing in to its own account between guesses does not reset the address’s count', async ({
    ctx,
  }) => {
    atTheTopOfAnHour(ctx);
    const sprayer = '203.0.113.30';
    await signedInClient(ctx, 'sprayer@example.com');
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      statuses.push((await signIn(ctx, `victim-${i}@example.com`, `guess-${i}`, sprayer)).status);
      await signIn(ctx, 'sprayer@example.com', GOOD_PASSWORD, sprayer);
    }
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
  });

  test('many addresses guessing at one account are stopped at 20 failures an hour', async ({
    ctx,
  }) => {
    atTheTopOfAnHour(ctx);
    const device = deviceCookie(await signedInClient(ctx, 'famous@example.com'));
    for (let i = 1; i <= 19; i++) {
      const res = await signIn(ctx, 'famous@example.com', `guess-${i}`, `198.18.0.${i}`);
      expect(res.status, `failure ${i}`).toBe(401);
    }
    expect((await signIn(ctx, 'famous@example.com', 'guess-20', '198.18.0.20')).status).toBe(429);
    expect((await signIn(ctx, 'famous@example.com', GOOD_PASSWORD, '198.18.0.21')).status).toBe(
      429,
    );
    // The owner's known device is not a stranger's browser.
    expect((await signInWith(ctx, device, 'famous@example.com')).status).toBe(200);
  });
});
