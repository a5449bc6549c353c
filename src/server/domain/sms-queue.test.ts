import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { salonInstant } from '@shared/salon-dates';
import { FAKE_TWILIO, startFakeTwilio } from '../../../tests/support/fake-twilio';
import { testConfig } from '../../../tests/support/test-database';
import { describe, expect, test } from '../../../tests/support/test-app';
import { loadConfig } from '../config';
import { smsQueue } from '../db/schema/reminders';
import { scheduledJobs } from '../jobs/scheduled-jobs';
import { createLogger } from '../logger';
import { dispatchDueSms, enqueueSms } from './sms-queue';
import { createTwilioTransport } from './sms-transport';

// The SMS queue and its Twilio transport: the official SDK talks HTTP to a local fake of Twilio's
// API (tests/support/fake-twilio.ts), pointed at it by TWILIO_API_BASE.

const logger = createLogger('silent');
/** A Tuesday afternoon in the salon (GMT). */
const AFTERNOON = salonInstant('2026-12-08', '15:00');

let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(() => fake.close());

const transport = () => createTwilioTransport({ ...FAKE_TWILIO, apiBase: fake.apiBase });

describe('the SMS queue', () => {
  test('sends through the Twilio SDK with the account credentials and records the message id', async ({
    ctx,
  }) => {
    const before = fake.messages.length;
    await enqueueSms(
      ctx.db,
      [{ to: '+447700900456', body: 'See you tomorrow at 10:00.', about: [] }],
      AFTERNOON,
    );
    expect(await dispatchDueSms(ctx.db, transport(), logger, AFTERNOON)).toEqual({
      sent: 1,
      failed: 0,
    });
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`);
    expect(request.form).toMatchObject({
      To: '+447700900456',
      From: FAKE_TWILIO.from,
      Body: 'See you tomorrow at 10:00.',
    });
    const sent = fake.messages.slice(before);
    expect(sent).toHaveLength(1);
    const [row] = await ctx.db.select().from(smsQueue);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: sent[0]!.sid });
    // Nothing twice.
    expect(await dispatchDueSms(ctx.db, transport(), logger, AFTERNOON)).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  test('a provider failure is logged and retried later, never thrown', async ({ ctx }) => {
    await enqueueSms(ctx.db, [{ to: '+447700900456', body: 'Reminder', about: [] }], AFTERNOON);
    fake.fail({ status: 500, code: 20500, message: 'Internal Server Error' });
    try {
      expect(await dispatchDueSms(ctx.db, transport(), logger, AFTERNOON)).toEqual({
        sent: 0,
        failed: 1,
      });
    } finally {
      fake.fail(null);
    }
    const [failed] = await ctx.db.select().from(smsQueue);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('Internal Server Error');
    expect(failed!.nextAttemptAt.getTime()).toBe(AFTERNOON.getTime() + 30_000);
    // Not before its back-off; then sent.
    const soon = new Date(AFTERNOON.getTime() + 29_000);
    expect(await dispatchDueSms(ctx.db, transport(), logger, soon)).toEqual({ sent: 0, failed: 0 });
    const later = new Date(AFTERNOON.getTime() + 30_000);
    expect(await dispatchDueSms(ctx.db, transport(), logger, later)).toEqual({
      sent: 1,
      failed: 0,
    });

    // Wrong credentials are a failure like any other.
    await enqueueSms(ctx.db, [{ to: '+447700900457', body: 'Reminder', about: [] }], AFTERNOON);
    const wrong = createTwilioTransport({
      ...FAKE_TWILIO,
      authToken: 'wrong',
      apiBase: fake.apiBase,
    });
    expect(await dispatchDueSms(ctx.db, wrong, logger, later)).toEqual({ sent: 0, failed: 1 });
    const [refused] = await ctx.db.select().from(smsQueue).where(eq(smsQueue.to, '+447700900457'));
    expect(refused!.lastError).toContain('Authenticate');
  });

  test('nothing goes out at night: a queued SMS waits for 08:00 salon time', async ({ ctx }) => {
    const night = salonInstant('2026-12-08', '21:00');
    await enqueueSms(ctx.db, [{ to: '+447700900456', body: 'Reminder', about: [] }], night);
    expect(await dispatchDueSms(ctx.db, transport(), logger, night)).toEqual({
      sent: 0,
      failed: 0,
    });
    const early = salonInstant('2026-12-09', '07:59');
    expect(await dispatchDueSms(ctx.db, transport(), logger, early)).toEqual({
      sent: 0,
      failed: 0,
    });
    const eight = salonInstant('2026-12-09', '08:00');
    expect(await dispatchDueSms(ctx.db, transport(), logger, eight)).toEqual({
      sent: 1,
      failed: 0,
    });
  });

  test("a one-time code's text goes at any hour and first; once expired it is dropped, never sent; its code is blanked", async ({
    ctx,
  }) => {
    const night = salonInstant('2026-12-08', '23:30');
    const validUntil = new Date(night.getTime() + 10 * 60_000);
    await enqueueSms(ctx.db, [{ to: '+447700900456', body: 'Reminder', about: [] }], night);
    await enqueueSms(
      ctx.db,
      [{ to: '+447700900457', body: 'Your code is 123456.', validUntil, about: [] }],
      night,
    );
    const before = fake.messages.length;
    // At night only the code goes; the reminder waits for 08:00.
    expect(await dispatchDueSms(ctx.db, transport(), logger, night)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(fake.messages.slice(before)).toMatchObject([
      { to: '+447700900457', body: 'Your code is 123456.' },
    ]);
    const [code] = await ctx.db.select().from(smsQueue).where(eq(smsQueue.to, '+447700900457'));
    expect(code).toMatchObject({ status: 'sent' });
    expect(code!.body).not.toContain('123456');

    // In the day, a code queued behind a reminder still goes first (a batch of one).
    const eight = salonInstant('2026-12-09', '08:00');
    await enqueueSms(
      ctx.db,
      [
        {
          to: '+447700900458',
          body: 'Your code is 654321.',
          validUntil: new Date(eight.getTime() + 600_000),
          about: [],
        },
      ],
      eight,
    );
    expect(await dispatchDueSms(ctx.db, transport(), logger, eight, 1)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(fake.messages.at(-1)).toMatchObject({ to: '+447700900458' });
    expect(await dispatchDueSms(ctx.db, transport(), logger, eight)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(fake.messages.at(-1)).toMatchObject({ to: '+447700900456' });

    // A code the provider refused until it expired is dropped, its code blanked.
    const noon = salonInstant('2026-12-09', '12:00');
    await enqueueSms(
      ctx.db,
      [
        {
          to: '+447700900459',
          body: 'Your code is 111111.',
          validUntil: new Date(noon.getTime() + 600_000),
          about: [],
        },
      ],
      noon,
    );
    fake.fail({ status: 500, code: 20500, message: 'Internal Server Error' });
    try {
      expect(await dispatchDueSms(ctx.db, transport(), logger, noon)).toEqual({
        sent: 0,
        failed: 1,
      });
    } finally {
      fake.fail(null);
    }
    const sentBefore = fake.messages.length;
    const late = new Date(noon.getTime() + 600_000);
    expect(await dispatchDueSms(ctx.db, transport(), logger, late)).toEqual({ sent: 0, failed: 0 });
    expect(fake.messages.slice(sentBefore).filter((m) => m.to === '+447700900459')).toEqual([]);
    const [dropped] = await ctx.db.select().from(smsQueue).where(eq(smsQueue.to, '+447700900459'));
    expect(dropped).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('expired'),
    });
    expect(dropped!.body).not.toContain('111111');
  });

  test('the scheduled jobs send SMS only when Twilio is configured', async ({ ctx }) => {
    expect(scheduledJobs({ db: ctx.db, config: testConfig, logger }).map((j) => j.name)).toEqual([
      'deposit-holds',
      'waitlist offers',
      'appointment reminders',
      'review-requests',
      'rebook reminders',
      'idempotency keys',
      'clinical records retention',
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'x'.repeat(32),
      TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
      TWILIO_FROM: FAKE_TWILIO.from,
      TWILIO_API_BASE: fake.apiBase,
    });
    const jobs = scheduledJobs({ db: ctx.db, config, logger });
    expect(jobs.map((j) => j.name)).toEqual([
      'deposit-holds',
      'waitlist offers',
      'appointment reminders',
      'sms',
      'review-requests',
      'rebook reminders',
      'idempotency keys',
      'clinical records retention',
    ]);
    await enqueueSms(ctx.db, [{ to: '+447700900458', body: 'From the job', about: [] }], AFTERNOON);
    for (const job of jobs) await job.run(AFTERNOON);
    expect(fake.messages.at(-1)).toMatchObject({
      to: '+447700900458',
      body: 'From the job',
    });
  });
});

describe('the Twilio settings', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) };
  test('are all three or none, and well written', () => {
    expect(loadConfig(base).twilio).toBeUndefined();
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid })).toThrow(
      /set all three/,
    );
    expect(() =>
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: 'nope',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+447700900001',
      }),
    ).toThrow(/TWILIO_ACCOUNT_SID: must be a Twilio account SID/);
    expect(() =>
      loadConfig({
        ...base,
        TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '07700900001',
      }),
    ).toThrow(/TWILIO_FROM: must be the sending number/);
  });
});
