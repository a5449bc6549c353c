import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { withCookie } from '../../../../../tests/support/auth-helpers';
import { createSessionCookie, FACTORY_MOBILE } from '../../../../../tests/support/factories';
import { FAKE_TWILIO, startFakeTwilio } from '../../../../../tests/support/fake-twilio';
import { jsonPost } from '../../../../../tests/support/json-request';
import { verifySmsNumber } from '../../../../../tests/support/sms-helpers';
import {
  CONTEXT,
  fullDay,
  morningOf,
  offerTokens,
  waitlistClient,
} from '../../../../../tests/support/waitlist-helpers';
import { ukMobileNumber } from '@shared/sms-consent';
import { OFFER_MINUTES } from '@shared/waitlist';
import { profiles } from '../../../db/schema/auth';
import { smsQueue } from '../../../db/schema/reminders';
import { dispatchDueSms } from '../../../domain/sms-queue';
import { createTwilioTransport } from '../../../domain/sms-transport';
import { createLogger } from '../../../logger';
import { cancelOwnAppointment } from '../online/booking.service';
import { runWaitlistOffers } from './waitlist-offers.service';

// Issue 32: a waitlisted client who proved their mobile gets the offer by text as well as by
// e-mail, through the SMS provider (the local Twilio fake). The day is in British Summer Time.
const NOW = new Date('2027-05-03T08:00:00Z');
const JOB = { publicUrl: CONTEXT.publicUrl, sms: true };
const logger = createLogger('silent');
const MOBILE = ukMobileNumber(FACTORY_MOBILE)!;

const run = (ctx: TestContext) => runWaitlistOffers(ctx.db, ctx.clock.now(), JOB);

async function joins(ctx: TestContext, name: string, body: object) {
  const email = `${name}@example.com`;
  const userId = await waitlistClient(ctx.db, email);
  const cookie = await createSessionCookie(ctx.db, userId);
  const res = await ctx.request('/api/waitlist', withCookie(cookie, jsonPost(body)));
  expect(res.status, await res.clone().text()).toBe(201);
  ctx.clock.advance(60_000);
  return { userId, email };
}

/** Frees the day's first booked morning time: its client cancels. */
async function cancelFirst(ctx: TestContext, day: Awaited<ReturnType<typeof fullDay>>) {
  await cancelOwnAppointment(
    ctx.db,
    { userId: day.filler, email: 'filler@example.com', appointmentId: day.booked[0]!.id },
    { now: ctx.clock.now(), ...CONTEXT },
  );
}

/** The texts queued to a number, oldest first. */
const queuedTo = (ctx: TestContext, to: string) =>
  ctx.db.select().from(smsQueue).where(eq(smsQueue.to, to)).orderBy(smsQueue.createdAt);

describe('the waitlist by text', () => {
  test('a verified number gets the offer link by SMS; an unverified one gets only the e-mail', async ({
    ctx,
  }) => {
    ctx.clock.stopAt(NOW);
    const day = await fullDay(ctx.db, ctx.clock.now());
    const verified = await joins(ctx, 'verified', morningOf(day));
    const unverified = await joins(ctx, 'unverified', morningOf(day));
    await verifySmsNumber(ctx.db, verified.email, ctx.clock.now());
    // The unverified client has a number of their own, never proven with a code.
    await ctx.db
      .update(profiles)
      .set({ phone: '07700 900555' })
      .where(eq(profiles.userId, unverified.userId));

    await cancelFirst(ctx, day);
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 1 });
    const [token] = await offerTokens(ctx.db, verified.email);
    expect(token).toBeDefined();

    const fake = await startFakeTwilio();
    try {
      const transport = createTwilioTransport({ ...FAKE_TWILIO, apiBase: fake.apiBase });
      expect(await dispatchDueSms(ctx.db, transport, logger, ctx.clock.now())).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(fake.messages).toHaveLength(1);
      const [sms] = fake.messages;
      expect(sms!.to).toBe(MOBILE);
      expect(sms!.body).toContain(`${CONTEXT.publicUrl}/waitlist/offer/${token}`);
      expect(sms!.body).toContain(`held for you for ${OFFER_MINUTES} min`);
      expect(sms!.body).toContain(day.service.name);

      // Unclaimed, the time passes to the next client: e-mailed, but not texted.
      ctx.clock.advance(OFFER_MINUTES * 60_000);
      expect(await run(ctx)).toEqual({ lapsed: 1, offered: 1 });
      expect(await offerTokens(ctx.db, unverified.email)).toHaveLength(1);
      expect(await queuedTo(ctx, ukMobileNumber('07700 900555')!)).toEqual([]);
      expect(await dispatchDueSms(ctx.db, transport, logger, ctx.clock.now())).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(fake.messages).toHaveLength(1);
      const [sent] = await queuedTo(ctx, MOBILE);
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await fake.close();
    }
  });

  test('no text at night: the offer goes by e-mail only', async ({ ctx }) => {
    // 22:30 in Birmingham (BST): past the texting hours.
    ctx.clock.stopAt(new Date('2027-05-03T21:30:00Z'));
    const day = await fullDay(ctx.db, ctx.clock.now());
    const verified = await joins(ctx, 'night', morningOf(day));
    await verifySmsNumber(ctx.db, verified.email, ctx.clock.now());
    await cancelFirst(ctx, day);
    expect(await run(ctx)).toEqual({ lapsed: 0, offered: 1 });
    expect(await offerTokens(ctx.db, verified.email)).toHaveLength(1);
    expect(
      await ctx.db
        .select()
        .from(smsQueue)
        .where(and(eq(smsQueue.to, MOBILE))),
    ).toEqual([]);
  });
});
