import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { jsonPost } from '../../../../tests/support/json-request';
import { startSmtpCapture } from '../../../../tests/support/smtp-capture';
import { mailQueue } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { createLogger } from '../../logger';
import { dispatchDueMail } from '../../mail/mail-queue';
import { createMailTransport } from '../../mail/mail-transport';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('POST /api/newsletter', () => {
  test('subscribes a trimmed, lower-cased address and sends a welcome with one-click unsubscribe', async ({
    ctx,
  }) => {
    const res = await ctx.request(
      '/api/newsletter',
      jsonPost({ email: '  Maria.Silva@Example.COM ' }),
    );
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(newsletterSubscribers);
    expect(row?.email).toBe('maria.silva@example.com');
    expect(row?.unsubscribedAt).toBeNull();

    const logger = createLogger('silent');
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'Salon <salon@example.com>',
      dataDir: '.tmp',
      logger,
    });
    expect(await dispatchDueMail(ctx.db, transport, logger)).toEqual({ sent: 1, failed: 0 });
    const mail = smtp.messages.find((m) => m.to === 'maria.silva@example.com');
    expect(mail?.subject).toContain('Welcome');
    expect(mail?.headers['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/newsletter/unsubscribe?token=${row?.unsubscribeToken}>`,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(
      `http://localhost:3000/newsletter/unsubscribe?token=${row?.unsubscribeToken}`,
    );
    expect(mail?.html).toContain('Unsubscribe in one click');
  });

  test('detects a duplicate whatever its case or spaces, through the unique constraint', async ({
    ctx,
  }) => {
    expect(
      (await ctx.request('/api/newsletter', jsonPost({ email: 'joao@example.com' }))).status,
    ).toBe(201);
    const again = await ctx.request('/api/newsletter', jsonPost({ email: '  JOAO@Example.com  ' }));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'already_subscribed',
      message: 'This email is already subscribed to our newsletter.',
    });
    expect(await ctx.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await ctx.db.select().from(mailQueue)).toHaveLength(1);
  });

  test.for([
    ['an empty address', { email: '' }, 'Please enter your email.'],
    ['spaces only', { email: '   ' }, 'Please enter your email.'],
    ['no address at all', {}, 'Please enter your email.'],
    ['a missing dot', { email: 'ana@example' }, 'Please enter a valid email address.'],
    ['a missing at sign', { email: 'ana.example.com' }, 'Please enter a valid email address.'],
    ['a number', { email: 12345 }, 'Please enter your email.'],
    [
      'an oversized address',
      { email: `${'a'.repeat(250)}@example.com` },
      'Please enter a valid email address.',
    ],
  ] as const)('refuses %s with the spec’s message', async ([, body, message], { ctx }) => {
    const res = await ctx.request('/api/newsletter', jsonPost(body));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    expect(await ctx.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  test('drops a bot that fills the honeypot', async ({ ctx }) => {
    const res = await ctx.request(
      '/api/newsletter',
      jsonPost({ email: 'bot@example.com', website: 'x' }),
    );
    expect(res.status).toBe(201);
    expect(await ctx.db.select().from(newsletterSubscribers)).toEqual([]);
  });
});

describe('unsubscribing', () => {
  async function subscribed(ctx: TestContext, email: string) {
    await ctx.request('/api/newsletter', jsonPost({ email }));
    const [row] = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row!.unsubscribeToken;
  }

  test('works from the page with the link’s token, without an account, and is recorded', async ({
    ctx,
  }) => {
    const token = await subscribed(ctx, 'leave@example.com');
    const res = await ctx.request('/api/newsletter/unsubscribe', jsonPost({ token }));
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(newsletterSubscribers);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await ctx.request('/api/newsletter/unsubscribe', jsonPost({ token }))).status).toBe(
      200,
    );
  });

  test('works as a mail client’s one-click POST (RFC 8058)', async ({ ctx }) => {
    const token = await subscribed(ctx, 'oneclick@example.com');
    const res = await ctx.request(`/api/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(newsletterSubscribers);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  test('refuses unknown and malformed tokens', async ({ ctx }) => {
    const unknown = await ctx.request(
      '/api/newsletter/unsubscribe',
      jsonPost({ token: 'a'.repeat(32) }),
    );
    expect(unknown.status).toBe(404);
    const malformed = await ctx.request(
      '/api/newsletter/unsubscribe',
      jsonPost({ token: "x' or 1=1 --" }),
    );
    expect(malformed.status).toBe(400);
    const missing = await ctx.request('/api/newsletter/unsubscribe', jsonPost({}));
    expect(missing.status).toBe(400);
  });

  test('lets someone who left subscribe again, with a new link', async ({ ctx }) => {
    const token = await subscribed(ctx, 'back@example.com');
    await ctx.request('/api/newsletter/unsubscribe', jsonPost({ token }));
    const res = await ctx.request('/api/newsletter', jsonPost({ email: 'Back@example.com' }));
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(newsletterSubscribers);
    expect(row?.unsubscribedAt).toBeNull();
    expect(row?.unsubscribeToken).not.toBe(token);
    expect((await ctx.request('/api/newsletter/unsubscribe', jsonPost({ token }))).status).toBe(
      404,
    );
  });
});
