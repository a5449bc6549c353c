import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { jsonPost } from '../../../../tests/support/json-request';
import { closedSmtpUrl, startSmtpCapture } from '../../../../tests/support/smtp-capture';
import { testConfig } from '../../../../tests/support/test-database';
import { contacts } from '../../db/schema/contacts';
import { mailQueue } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { dispatchDueMail } from '../../mail/mail-queue';
import { createMailTransport } from '../../mail/mail-transport';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

const logger = createLogger('silent');
const valid = {
  name: 'Olivia Bennett',
  email: 'Olivia@Example.com',
  phone: '+44 7700 900 555',
  subject: 'Treatment Information',
  message: 'Hello! Is microneedling suitable for acne scars?\nThanks',
};

describe('POST /api/contact', () => {
  test('stores the message, then notifies the salon with reply-to set to the sender', async ({
    ctx,
  }) => {
    const res = await ctx.request('/api/contact', jsonPost(valid));
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(contacts);
    expect(row).toMatchObject({
      name: 'Olivia Bennett',
      email: 'olivia@example.com',
      phone: '+44 7700 900 555',
      subject: 'Treatment Information',
      isRead: false,
      adminResponse: null,
    });

    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'Salon <salon@example.com>',
      dataDir: '.tmp',
      logger,
    });
    expect(await dispatchDueMail(ctx.db, transport, logger)).toEqual({ sent: 1, failed: 0 });
    const mail = smtp.messages.find((m) => m.subject.includes('Olivia Bennett'));
    expect(mail?.to).toBe(testConfig.salonNotifyEmail);
    expect(mail?.replyTo).toBe('"Olivia Bennett" <olivia@example.com>');
    expect(mail?.subject).toBe('[Website] Treatment Information — Olivia Bennett');
    expect(mail?.text).toContain('Is microneedling suitable for acne scars?');
    expect(mail?.text).toContain('+44 7700 900 555');
  });

  test('defaults the subject to Booking and the phone to none', async ({ ctx }) => {
    const { phone: _phone, subject: _subject, ...minimal } = valid;
    expect((await ctx.request('/api/contact', jsonPost(minimal))).status).toBe(201);
    const [row] = await ctx.db.select().from(contacts);
    expect(row).toMatchObject({ subject: 'Booking', phone: null });
  });

  test('escapes the visitor’s text in the notification’s HTML', async ({ ctx }) => {
    await ctx.request(
      '/api/contact',
      jsonPost({ ...valid, name: '<b>Eve</b>', message: '<script>x()</script>' }),
    );
    const [queued] = await ctx.db.select().from(mailQueue);
    expect(queued?.html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(queued?.html).not.toContain('<script>');
  });

  test.for([
    ['no name', { ...valid, name: '' }, 'name', 'Please enter your name.'],
    [
      'a long name',
      { ...valid, name: 'n'.repeat(101) },
      'name',
      'Your name can be at most 100 characters.',
    ],
    [
      'a bad e-mail',
      { ...valid, email: 'olivia@' },
      'email',
      'Please enter a valid email address.',
    ],
    [
      'a bad phone',
      { ...valid, phone: 'call me maybe' },
      'phone',
      'Please enter a valid phone number.',
    ],
    ['an unknown subject', { ...valid, subject: 'Spam' }, 'subject', 'Please choose a subject.'],
    ['no message', { ...valid, message: '  ' }, 'message', 'Please write your message.'],
    [
      'a huge message',
      { ...valid, message: 'm'.repeat(5001) },
      'message',
      'Your message can be at most 5000 characters.',
    ],
    [
      'a message of the wrong type',
      { ...valid, message: ['a'] },
      'message',
      'Please write your message.',
    ],
  ] as const)(
    'refuses %s with a 400 and stores nothing',
    async ([, body, field, message], { ctx }) => {
      const res = await ctx.request('/api/contact', jsonPost(body));
      expect(res.status).toBe(400);
      const error = ((await res.json()) as { error: { fields: Record<string, string> } }).error;
      expect(error.fields[field]).toBe(message);
      expect(await ctx.db.select().from(contacts)).toEqual([]);
      expect(await ctx.db.select().from(mailQueue)).toEqual([]);
    },
  );

  test('keeps the message when the mail server is down, and retries later', async ({ ctx }) => {
    expect((await ctx.request('/api/contact', jsonPost(valid))).status).toBe(201);
    // The real SMTP transport, pointed at a port where nothing listens.
    const down = createMailTransport({
      smtpUrl: await closedSmtpUrl(),
      from: 'Salon <salon@example.com>',
      dataDir: '.tmp',
      logger,
    });
    expect(await dispatchDueMail(ctx.db, down, logger)).toEqual({ sent: 0, failed: 1 });
    down.close();
    expect(await ctx.db.select().from(contacts)).toHaveLength(1);
    const [queued] = await ctx.db.select().from(mailQueue);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued!.lastError).toContain('ECONNREFUSED');
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(queued!.createdAt.getTime());
  });

  test('drops a bot that fills the honeypot', async ({ ctx }) => {
    expect(
      (await ctx.request('/api/contact', jsonPost({ ...valid, website: 'https://x' }))).status,
    ).toBe(201);
    expect(await ctx.db.select().from(contacts)).toEqual([]);
  });

  test('limits each address to 10 messages an hour', async ({ ctx }) => {
    for (let i = 0; i < 10; i++) {
      expect((await ctx.request('/api/contact', jsonPost(valid, '192.0.2.44'))).status).toBe(201);
    }
    expect((await ctx.request('/api/contact', jsonPost(valid, '192.0.2.44'))).status).toBe(429);
    expect(await ctx.db.select().from(contacts)).toHaveLength(10);
  });
});
