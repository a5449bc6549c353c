import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { ClientDataExport } from '@shared/schemas/privacy';
import type { SmsVerificationStatus } from '@shared/sms-verification';
import { signedInClient, withCookie } from '../../../../tests/support/auth-helpers';
import { FAKE_TWILIO, startFakeTwilio } from '../../../../tests/support/fake-twilio';
import { jsonPost } from '../../../../tests/support/json-request';
import {
  describe,
  expect,
  requestThrough,
  test,
  type TestContext,
} from '../../../../tests/support/test-app';
import { testConfig } from '../../../../tests/support/test-database';
import type { Clock } from '../../auth/clock';
import { profiles, smsVerificationCodes, user } from '../../db/schema/auth';
import { smsQueue } from '../../db/schema/reminders';
import { createLogger } from '../../logger';
import { dispatchDueSms } from '../../domain/sms-queue';
import { createTwilioTransport } from '../../domain/sms-transport';

// Proving an opted-in mobile number before any reminder is texted to it (issue 27), through the
// HTTP layer, with the code read from what the (fake) SMS provider received.

const logger = createLogger('silent');
const MINUTE = 60_000;

let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

/** A clock that moves only when told: expiries and waits are checked to the second. */
function stoppedClock(): Clock {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

/** The app with an SMS provider configured, on the test's transaction, with a stopped clock. */
function withSms(ctx: TestContext) {
  const clock = stoppedClock();
  const app = ctx.appWith({
    config: { ...testConfig, twilio: { ...FAKE_TWILIO, apiBase: fake.apiBase } },
    clock,
  });
  const request = requestThrough(app, ctx.address);
  const transport = createTwilioTransport({ ...FAKE_TWILIO, apiBase: fake.apiBase });
  return {
    request,
    clock,
    /** Sends what is queued, as the SMS job does, and answers the texts `to` received since. */
    async deliver(to: string) {
      const before = fake.messages.length;
      await dispatchDueSms(ctx.db, transport, logger, clock.now());
      return fake.messages.slice(before).filter((m) => m.to === to);
    },
  };
}

type Sms = ReturnType<typeof withSms>;

const status = async (request: Sms['request'], cookie: string) => {
  const res = await request('/api/me/sms-verification', withCookie(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as SmsVerificationStatus;
};
const sendCode = (request: Sms['request'], cookie: string) =>
  request('/api/me/sms-verification/send', withCookie(cookie, jsonPost({})));
const verifyCode = (request: Sms['request'], cookie: string, code: string) =>
  request('/api/me/sms-verification/verify', withCookie(cookie, jsonPost({ code })));
const saveProfile = async (
  ctx: TestContext,
  cookie: string,
  body: { phone: string; smsReminders?: boolean },
) => {
  const res = await ctx.request(
    '/api/me/profile',
    withCookie(cookie, { ...jsonPost({ fullName: 'Ana Lima', ...body }), method: 'PUT' }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
};

/** A signed-in client who ticked the SMS box with `phone`. */
async function optedIn(ctx: TestContext, email = 'ana@example.com', phone = '07700 900456') {
  const cookie = await signedInClient(ctx, email);
  await saveProfile(ctx, cookie, { phone, smsReminders: true });
  return cookie;
}

/** Asks for a code and reads it from the text the provider received. */
async function codeSentTo(sms: Sms, cookie: string, to = '+447700900456') {
  const res = await sendCode(sms.request, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  const texts = await sms.deliver(to);
  expect(texts).toHaveLength(1);
  return /\b(\d{6})\b/.exec(texts[0]!.body)![1]!;
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verifying the mobile number for text reminders', () => {
  test('a code is texted to the number, naming the salon; typed back, it verifies that number', async ({
    ctx,
  }) => {
    const sms = withSms(ctx);
    const cookie = await optedIn(ctx);
    expect(await status(sms.request, cookie)).toEqual({
      available: true,
      number: '+447700900456',
      optedIn: true,
      verified: false,
      pending: null,
    });

    const res = await sendCode(sms.request, cookie);
    expect(res.status).toBe(200);
    const sent = (await res.json()) as SmsVerificationStatus;
    expect(sent.pending).toMatchObject({ attemptsLeft: 5, resendInSeconds: 60 });
    const now = sms.clock.now().getTime();
    expect(new Date(sent.pending!.expiresAt).getTime()).toBe(now + 10 * MINUTE);
    expect(new Date(sent.pending!.resendAt).getTime()).toBe(now + MINUTE);

    const [text] = await sms.deliver('+447700900456');
    expect(text).toMatchObject({ from: FAKE_TWILIO.from });
    expect(text!.body).toMatch(
      /^Aurora Beauty Studio: your verification code is \d{6}\. It expires in 10 minutes\. Do not share this code with anyone: we will never ask you for it\.$/,
    );
    const code = /\d{6}/.exec(text!.body)![0];
    // Only a keyed hash of the code is kept, and the text's copy is blanked once sent.
    const [stored] = await ctx.db.select().from(smsVerificationCodes);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const queued = await ctx.db.select().from(smsQueue).where(eq(smsQueue.to, '+447700900456'));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('sent');
    expect(queued[0]!.body).not.toContain(code);

    const verified = await verifyCode(
      sms.request,
      cookie,
      ` ${code.slice(0, 3)} ${code.slice(3)} `,
    );
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(await status(sms.request, cookie)).toEqual({
      available: true,
      number: '+447700900456',
      optedIn: true,
      verified: true,
      pending: null,
    });
    // The client's data export says so too.
    const exported = await ctx.request('/api/me/data', withCookie(cookie));
    expect(((await exported.json()) as ClientDataExport).profile).toMatchObject({
      smsReminders: true,
      smsNumberVerified: true,
    });
    const [profile] = await ctx.db
      .select()
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId));
    expect(profile!.profiles.smsVerifiedNumber).toBe('+447700900456');
    expect(profile!.profiles.smsVerifiedAt?.getTime()).toBe(sms.clock.now().getTime());

    // Single use: the same code again finds nothing to verify, and a verified number needs no code.
    const again = await verifyCode(sms.request, cookie, code);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'no_code' });
    const resend = await sendCode(sms.request, cookie);
    expect(resend.status).toBe(409);
    expect(await errorOf(resend)).toMatchObject({
      code: 'already_verified',
      message: 'This number is already verified.',
    });
  });

  test('a wrong code is refused with the tries left; after five, even the right one is', async ({
    ctx,
  }) => {
    const sms = withSms(ctx);
    const cookie = await optedIn(ctx);
    const code = await codeSentTo(sms, cookie);

    const malformed = await verifyCode(sms.request, cookie, '12345');
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toMatchObject({
      message: 'Please enter the 6-digit code from the text.',
    });

    for (let left = 4; left >= 0; left -= 1) {
      const wrong = await verifyCode(sms.request, cookie, otherCode(code));
      expect(wrong.status).toBe(400);
      const error = await errorOf(wrong);
      expect(error.code).toBe('wrong_code');
      if (left > 0)
        expect(error).toMatchObject({ message: expect.stringContaining(`(${left} tr`) });
      else expect(error).toMatchObject({ message: expect.stringContaining('last try') });
    }
    expect((await status(sms.request, cookie)).pending).toMatchObject({ attemptsLeft: 0 });
    const locked = await verifyCode(sms.request, cookie, code);
    expect(locked.status).toBe(429);
    expect(await errorOf(locked)).toMatchObject({
      code: 'too_many_attempts',
      message: 'Too many wrong codes. Please ask for a new one.',
    });
    expect((await status(sms.request, cookie)).verified).toBe(false);

    // A new code (after the wait) starts again.
    sms.clock.advance(MINUTE);
    const fresh = await codeSentTo(sms, cookie);
    expect((await verifyCode(sms.request, cookie, fresh)).status).toBe(200);
  });

  test('a code expires after 10 minutes', async ({ ctx }) => {
    const sms = withSms(ctx);
    const cookie = await optedIn(ctx);
    const code = await codeSentTo(sms, cookie);
    sms.clock.advance(10 * MINUTE);
    const late = await verifyCode(sms.request, cookie, code);
    expect(late.status).toBe(410);
    expect(await errorOf(late)).toMatchObject({
      code: 'code_expired',
      message: 'This code has expired. Please ask for a new one.',
    });
    expect((await status(sms.request, cookie)).verified).toBe(false);
  });

  test('codes are limited: one a minute and five an hour per account, and per number whatever the account', async ({
    ctx,
  }) => {
    const sms = withSms(ctx);
    const cookie = await optedIn(ctx);
    await codeSentTo(sms, cookie);

    const tooSoon = await sendCode(sms.request, cookie);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('60');
    expect(await errorOf(tooSoon)).toMatchObject({
      code: 'too_soon',
      message: 'Please wait 60 seconds before asking for another code.',
    });
    sms.clock.advance(30_000);
    const stillSoon = await sendCode(sms.request, cookie);
    expect(stillSoon.status).toBe(429);
    expect(stillSoon.headers.get('retry-after')).toBe('30');
    expect(await sms.deliver('+447700900456')).toHaveLength(0);

    // Four more, a minute apart; the sixth in the hour is refused.
    for (let i = 0; i < 4; i += 1) {
      sms.clock.advance(60_000);
      await codeSentTo(sms, cookie);
    }
    sms.clock.advance(60_000);
    const sixth = await sendCode(sms.request, cookie);
    expect(sixth.status).toBe(429);
    expect(await errorOf(sixth)).toMatchObject({
      code: 'too_many_codes',
      message: expect.stringMatching(/^Too many codes .+ try again in \d+ minutes\.$/),
    });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sms.deliver('+447700900456')).toHaveLength(0);

    // Another account with the same number cannot text it either: the number's own limit.
    const other = await optedIn(ctx, 'bia@example.com', '+44 7700 900456');
    const byOther = await sendCode(sms.request, other);
    expect(byOther.status).toBe(429);
    expect(await errorOf(byOther)).toMatchObject({ code: 'too_many_codes' });
    // Its own other number is fine.
    await saveProfile(ctx, other, { phone: '07700 900789', smsReminders: true });
    await codeSentTo(sms, other, '+447700900789');

    // An hour after the first, the first account may ask again.
    sms.clock.advance(60 * MINUTE);
    await codeSentTo(sms, cookie);
  });

  test('a second account cannot text a number just texted for another one', async ({ ctx }) => {
    const sms = withSms(ctx);
    const first = await optedIn(ctx);
    await codeSentTo(sms, first);
    const second = await optedIn(ctx, 'bia@example.com', '07700900456');
    const res = await sendCode(sms.request, second);
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toMatchObject({ code: 'too_soon' });
  });

  test('changing the phone un-verifies it and voids an outstanding code; its formatting does not', async ({
    ctx,
  }) => {
    const sms = withSms(ctx);
    const cookie = await optedIn(ctx);
    expect((await verifyCode(sms.request, cookie, await codeSentTo(sms, cookie))).status).toBe(200);

    // The same number written another way stays verified.
    await saveProfile(ctx, cookie, { phone: '+44 7700-900456', smsReminders: true });
    expect(await status(sms.request, cookie)).toMatchObject({ verified: true });
    // Unticking and ticking again keeps it too: it is still the proven number.
    await saveProfile(ctx, cookie, { phone: '07700900456', smsReminders: false });
    await saveProfile(ctx, cookie, { phone: '07700900456', smsReminders: true });
    expect(await status(sms.request, cookie)).toMatchObject({ verified: true });

    // Another number: not verified, and going back to the first needs a new proof.
    await saveProfile(ctx, cookie, { phone: '07700 900789', smsReminders: true });
    expect(await status(sms.request, cookie)).toMatchObject({
      number: '+447700900789',
      verified: false,
    });
    await saveProfile(ctx, cookie, { phone: '07700 900456', smsReminders: true });
    expect(await status(sms.request, cookie)).toMatchObject({
      number: '+447700900456',
      verified: false,
    });

    // A code sent to one number proves nothing once the phone changed.
    sms.clock.advance(MINUTE);
    const code = await codeSentTo(sms, cookie);
    await saveProfile(ctx, cookie, { phone: '07700 900789', smsReminders: true });
    expect((await status(sms.request, cookie)).pending).toBeNull();
    const stale = await verifyCode(sms.request, cookie, code);
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ code: 'no_code' });
    expect(await status(sms.request, cookie)).toMatchObject({ verified: false });
  });

  test('nothing to verify without consent, a mobile number or a code', async ({ ctx }) => {
    const sms = withSms(ctx);
    const cookie = await signedInClient(ctx, 'ana@example.com', { phone: null });
    const noMobile = await sendCode(sms.request, cookie);
    expect(noMobile.status).toBe(409);
    expect(await errorOf(noMobile)).toMatchObject({
      code: 'no_mobile',
      message: 'Please save a UK mobile number (07…) first.',
    });
    await saveProfile(ctx, cookie, { phone: '07700 900456' });
    const notOptedIn = await sendCode(sms.request, cookie);
    expect(notOptedIn.status).toBe(409);
    expect(await errorOf(notOptedIn)).toMatchObject({ code: 'not_opted_in' });
    const noCode = await verifyCode(sms.request, cookie, '123456');
    expect(noCode.status).toBe(409);
    expect(await errorOf(noCode)).toMatchObject({
      code: 'no_code',
      message: 'Please ask for a code first.',
    });
    expect(await sms.deliver('+447700900456')).toHaveLength(0);

    // Signed out: nothing at all.
    for (const path of ['/api/me/sms-verification/send', '/api/me/sms-verification/verify'])
      expect((await sms.request(path, jsonPost({ code: '123456' }))).status).toBe(401);
    expect((await sms.request('/api/me/sms-verification')).status).toBe(401);
  });

  test('without an SMS provider the page is told so, and no code is pretended to be sent', async ({
    ctx,
  }) => {
    const cookie = await optedIn(ctx);
    const res = await ctx.request('/api/me/sms-verification', withCookie(cookie));
    expect(await res.json()).toEqual({
      available: false,
      number: '+447700900456',
      optedIn: true,
      verified: false,
      pending: null,
    });
    const send = await ctx.request(
      '/api/me/sms-verification/send',
      withCookie(cookie, jsonPost({})),
    );
    expect(send.status).toBe(409);
    expect(await errorOf(send)).toMatchObject({
      code: 'sms_unavailable',
      message: expect.stringContaining('Text messages are not available at the moment'),
    });
    expect(await ctx.db.select().from(smsQueue)).toHaveLength(0);
    expect(await ctx.db.select().from(smsVerificationCodes)).toHaveLength(0);
  });
});
