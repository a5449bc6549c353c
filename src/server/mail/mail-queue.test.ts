import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, count, eq, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import { startSmtpCapture } from '../../../tests/support/smtp-capture';
import { committingApp, describe, expect, test } from '../../../tests/support/test-app';
import { mailQueue } from '../db/schema/mail';
import { createClock } from '../auth/clock';
import { createLogger } from '../logger';
import { MAX_ATTEMPTS as MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '../jobs/retrying-queue';
import { dispatchDueMail, enqueueMail, startMailDispatcher } from './mail-queue';
import { createMailTransport, type MailTransport } from './mail-transport';

const logger = createLogger('silent');
const message = { to: 'client@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' };

const smtpTransport = (smtpUrl: string) =>
  createMailTransport({ smtpUrl, from: 'Salon <s@example.com>', dataDir: '.tmp', logger });

// Real mail servers on loopback ports: one that answers every message with a temporary error,
// one that takes them.
let troubled: Awaited<ReturnType<typeof startSmtpCapture>>;
let working: Awaited<ReturnType<typeof startSmtpCapture>>;
let failing: MailTransport;
let ok: MailTransport;
beforeAll(async () => {
  troubled = await startSmtpCapture();
  troubled.refuse(451, 'Try again later');
  working = await startSmtpCapture();
  failing = smtpTransport(troubled.url);
  ok = smtpTransport(working.url);
});
afterAll(async () => {
  failing.close();
  ok.close();
  await Promise.all([troubled.close(), working.close()]);
});

describe('the mail queue', () => {
  test('backs off exponentially between attempts', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480]);
  });

  test('gives up after the last attempt and keeps the error', async ({ ctx }) => {
    await enqueueMail(ctx.db, message);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      // Make the retry due now instead of waiting for the back-off.
      await ctx.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await dispatchDueMail(ctx.db, failing, logger)).toEqual({ sent: 0, failed: 1 });
    }
    const [row] = await ctx.db.select().from(mailQueue);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(row?.lastError).toContain('451 Try again later');
    expect(troubled.messages).toEqual([]);
    await ctx.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await dispatchDueMail(ctx.db, failing, logger)).toEqual({ sent: 0, failed: 0 });
  });

  test('does not send a message before its retry is due', async ({ ctx }) => {
    await enqueueMail(ctx.db, message);
    await dispatchDueMail(ctx.db, failing, logger);
    expect(await dispatchDueMail(ctx.db, failing, logger)).toEqual({ sent: 0, failed: 0 });
  });

  test('sends a new message at once though the app clock is behind the database', async ({
    ctx,
  }) => {
    // An end-to-end test moves the clock ten days back to book in the past; the confirmation
    // e-mail of a sign-up then must still go (the queueing time is the database's).
    const clock = createClock();
    clock.advance(-10 * 24 * 3_600_000);
    await enqueueMail(ctx.db, message);
    expect(await dispatchDueMail(ctx.db, ok, logger, { clock })).toEqual({ sent: 1, failed: 0 });
  });

  test('takes back a message whose sender died mid-send once its lease expires', async ({
    ctx,
  }) => {
    await enqueueMail(ctx.db, message);
    await ctx.db
      .update(mailQueue)
      .set({ status: 'sending', lockedUntil: sql`now() - interval '1 second'` });
    const subject = `Taken back ${ctx.address}`;
    await ctx.db.update(mailQueue).set({ subject });
    expect(await dispatchDueMail(ctx.db, ok, logger)).toEqual({ sent: 1, failed: 0 });
    expect(working.messages.filter((m) => m.subject === subject).map((m) => m.to)).toEqual([
      'client@example.com',
    ]);
  });

  test('writes .eml files to the outbox when no SMTP server is configured', async ({ ctx }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-outbox-'));
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'Salon <s@example.com>',
      dataDir,
      logger,
    });
    await enqueueMail(ctx.db, { ...message, headers: { 'List-Unsubscribe': '<https://x/u>' } });
    expect(await dispatchDueMail(ctx.db, transport, logger)).toEqual({ sent: 1, failed: 0 });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: client@example.com');
    expect(eml).toContain('List-Unsubscribe: <https://x/u>');
    expect(eml).toContain('Subject: Hello');
  });
});

describe('the mail queue under load', () => {
  test('one run drains 500 waiting messages in full batches, well inside 30 seconds', async ({
    ctx,
  }) => {
    const tag = `Drain ${ctx.address}`;
    await enqueueMail(
      ctx.db,
      Array.from({ length: 500 }, (_, i) => ({ ...message, subject: `${tag} #${i}` })),
    );
    const started = Date.now();
    // No tick comes during the test: only the first run's own draining sends them.
    const dispatcher = startMailDispatcher(ctx.db, smtpTransport(working.url), logger, 60 * 60_000);
    await vi.waitFor(
      async () => {
        const [left] = await ctx.db
          .select({ n: count() })
          .from(mailQueue)
          .where(and(like(mailQueue.subject, `${tag}%`), ne(mailQueue.status, 'sent')));
        expect(left!.n).toBe(0);
      },
      { timeout: 30_000, interval: 100 },
    );
    await dispatcher.stop();
    expect(Date.now() - started).toBeLessThan(30_000);
    const received = working.messages.filter((m) => m.subject.startsWith(tag));
    expect(received).toHaveLength(500);
  });

  test('account e-mail goes before the rest', async ({ ctx }) => {
    const tag = `Order ${ctx.address}`;
    await enqueueMail(
      ctx.db,
      Array.from({ length: 15 }, (_, i) => ({ ...message, subject: `${tag} newsletter ${i}` })),
    );
    await enqueueMail(ctx.db, { ...message, subject: `${tag} reset link`, urgent: true });
    expect(await dispatchDueMail(ctx.db, ok, logger, { batchSize: 5 })).toEqual({
      sent: 5,
      failed: 0,
    });
    const sent = await ctx.db
      .select({ subject: mailQueue.subject })
      .from(mailQueue)
      .where(and(like(mailQueue.subject, `${tag}%`), eq(mailQueue.status, 'sent')));
    expect(sent.map((m) => m.subject)).toContain(`${tag} reset link`);
  });
});

describe('two instances and a slow mail server', () => {
  let slow: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    slow = await startSmtpCapture();
    slow.slow(1_500);
  });
  afterAll(() => slow.close());

  test('each message is sent once, though a send outlasts the lease', async () => {
    // Committed, as two instances would see it: each runs on its own connection.
    const { database } = await committingApp();
    const tag = `Slow ${randomUUID()}`;
    await enqueueMail(
      database.db,
      Array.from({ length: 3 }, (_, i) => ({ ...message, subject: `${tag} #${i}` })),
    );
    const [first, second] = [smtpTransport(slow.url), smtpTransport(slow.url)];
    // The lease (0.6 s) is far shorter than one send (1.5 s): only its renewal keeps the other
    // instance off a message being sent.
    const options = { batchSize: 1, concurrency: 1, leaseMs: 600 };
    const received = () => slow.messages.filter((m) => m.subject.startsWith(tag));
    // Each instance runs its queue every tick (the app's is 5 s; here 0.1 s) until all are in.
    const instance = (transport: MailTransport) => async () => {
      const until = Date.now() + 15_000;
      while (Date.now() < until && received().length < 3) {
        await dispatchDueMail(database.db, transport, logger, options);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      await Promise.all([instance(first)(), instance(second)()]);
      // Every lease has lapsed by now: a message left claimed would be claimed again here.
      await new Promise((resolve) => setTimeout(resolve, 700));
      await dispatchDueMail(database.db, first, logger, options);
      const subjects = received().map((m) => m.subject);
      expect(subjects.sort()).toEqual([`${tag} #0`, `${tag} #1`, `${tag} #2`]);
    } finally {
      first.close();
      second.close();
      await database.db.delete(mailQueue).where(like(mailQueue.subject, `${tag}%`));
    }
  });
});
