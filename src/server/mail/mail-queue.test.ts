import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpCapture } from '../../../tests/support/smtp-capture';
import { describe, expect, test } from '../../../tests/support/test-app';
import { mailQueue } from '../db/schema/mail';
import { createLogger } from '../logger';
import { dispatchDueMail, enqueueMail, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from './mail-queue';
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
