import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { jsonPost } from '../../../../tests/support/json-request';
import { linkFromMail } from '../../../../tests/support/auth-helpers';
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

/**
 * The token of the address's current confirmation link, taken from an e-mail sent to it (rows
 * queued in one test share a timestamp, so "the newest e-mail" is the one with the current token).
 */
async function confirmationToken(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.db
    .select({ token: newsletterSubscribers.confirmationToken })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (!row?.token) throw new Error(`${email} has no confirmation link`);
  const link = await linkFromMail(ctx, email, `/newsletter/confirm?token=${row.token}`);
  return new URL(link).searchParams.get('token')!;
}

/** What the confirmation page does with the link's token. */
const confirm = (ctx: TestContext, token: string) =>
  ctx.request('/api/newsletter/confirm', jsonPost({ token }));

const rowOf = async (ctx: TestContext, email: string) =>
  (
    await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  )[0];

const mailTo = (ctx: TestContext, email: string) =>
  ctx.db.select().from(mailQueue).where(eq(mailQueue.to, email));

/** Signs up and follows the confirmation link: a subscribed address. */
async function subscribedAddress(ctx: TestContext, email: string) {
  const res = await ctx.request('/api/newsletter', jsonPost({ email }));
  if (res.status !== 201) throw new Error(`sign-up of ${email} answered ${res.status}`);
  const confirmed = await confirm(ctx, await confirmationToken(ctx, email));
  if (confirmed.status !== 200) throw new Error(`confirmation of ${email}: ${confirmed.status}`);
  return (await rowOf(ctx, email))!;
}

describe('POST /api/newsletter (double opt-in)', () => {
  test('a sign-up sends only a confirmation e-mail; the address is not subscribed yet', async ({
    ctx,
  }) => {
    const res = await ctx.request(
      '/api/newsletter',
      jsonPost({ email: '  Maria.Silva@Example.COM ' }),
    );
    expect(res.status).toBe(201);
    const row = await rowOf(ctx, 'maria.silva@example.com');
    expect(row?.confirmedAt).toBeNull();
    expect(row?.unsubscribedAt).toBeNull();

    const logger = createLogger('silent');
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: 'Salon <salon@example.com>',
      dataDir: '.tmp',
      logger,
    });
    expect(await dispatchDueMail(ctx.db, transport, logger)).toEqual({ sent: 1, failed: 0 });
    const mails = smtp.messages.filter((m) => m.to === 'maria.silva@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your subscription to Aurora Beauty Studio',
    ]);
    expect(mails[0]?.text).toContain(
      `http://localhost:3000/newsletter/confirm?token=${row?.confirmationToken}`,
    );
    expect(mails[0]?.html).toContain('Confirm my subscription');
    // No newsletter mail before the confirmation: no unsubscribe link, no welcome.
    expect(mails[0]?.text).not.toContain(row!.unsubscribeToken);
  });

  test('following the link subscribes the address and only then sends the welcome', async ({
    ctx,
  }) => {
    await ctx.request('/api/newsletter', jsonPost({ email: 'maria@example.com' }));
    expect((await mailTo(ctx, 'maria@example.com')).map((m) => m.subject)).toEqual([
      'Confirm your subscription to Aurora Beauty Studio',
    ]);
    const token = await confirmationToken(ctx, 'maria@example.com');
    const res = await confirm(ctx, token);
    expect(res.status).toBe(200);
    const row = await rowOf(ctx, 'maria@example.com');
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const mails = await mailTo(ctx, 'maria@example.com');
    const welcome = mails.find((m) => m.subject.includes('Welcome'));
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/newsletter/unsubscribe?token=${row?.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome?.text).toContain(
      `http://localhost:3000/newsletter/unsubscribe?token=${row?.unsubscribeToken}`,
    );

    // Following the link again (a second click, a mail scanner) still says confirmed, once.
    expect((await confirm(ctx, token)).status).toBe(200);
    expect(
      (await mailTo(ctx, 'maria@example.com')).filter((m) => m.subject.includes('Welcome')),
    ).toHaveLength(1);
  });

  test('a second sign-up, waiting or confirmed, answers the duplicate message and sends nothing', async ({
    ctx,
  }) => {
    expect(
      (await ctx.request('/api/newsletter', jsonPost({ email: 'joao@example.com' }))).status,
    ).toBe(201);
    const waiting = await ctx.request(
      '/api/newsletter',
      jsonPost({ email: '  JOAO@Example.com  ' }),
    );
    expect(waiting.status).toBe(409);
    expect(await errorOf(waiting)).toEqual({
      code: 'already_subscribed',
      message: 'This email is already subscribed to our newsletter.',
    });
    expect(await confirm(ctx, await confirmationToken(ctx, 'joao@example.com'))).toHaveProperty(
      'status',
      200,
    );
    const confirmed = await ctx.request('/api/newsletter', jsonPost({ email: 'joao@example.com' }));
    expect(confirmed.status).toBe(409);
    expect(await ctx.db.select().from(newsletterSubscribers)).toHaveLength(1);
    // The confirmation, then the welcome: nothing for the two duplicates.
    expect(await mailTo(ctx, 'joao@example.com')).toHaveLength(2);
  });

  test('an expired link is refused; signing up again sends a new one', async ({ ctx }) => {
    await ctx.request('/api/newsletter', jsonPost({ email: 'late@example.com' }));
    const oldToken = await confirmationToken(ctx, 'late@example.com');
    // Signed up 48 hours and a minute ago.
    await ctx.db
      .update(newsletterSubscribers)
      .set({ subscribedAt: new Date(Date.now() - (48 * 60 + 1) * 60_000) })
      .where(eq(newsletterSubscribers.email, 'late@example.com'));
    const expired = await confirm(ctx, oldToken);
    expect(expired.status).toBe(404);
    expect(await errorOf(expired)).toEqual({
      code: 'not_found',
      message: 'This confirmation link is not valid or has expired.',
    });
    expect((await rowOf(ctx, 'late@example.com'))?.confirmedAt).toBeNull();

    expect(
      (await ctx.request('/api/newsletter', jsonPost({ email: 'late@example.com' }))).status,
    ).toBe(201);
    const newToken = await confirmationToken(ctx, 'late@example.com');
    expect(newToken).not.toBe(oldToken);
    expect((await confirm(ctx, oldToken)).status).toBe(404);
    expect((await confirm(ctx, newToken)).status).toBe(200);
  });

  test('refuses unknown and malformed confirmation tokens', async ({ ctx }) => {
    expect((await confirm(ctx, 'a'.repeat(32))).status).toBe(404);
    expect((await confirm(ctx, "x' or 1=1 --")).status).toBe(400);
    expect((await ctx.request('/api/newsletter/confirm', jsonPost({}))).status).toBe(400);
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
  const subscribed = async (ctx: TestContext, email: string) =>
    (await subscribedAddress(ctx, email)).unsubscribeToken;

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

  test('lets someone who left subscribe again, confirming again, with a new link', async ({
    ctx,
  }) => {
    const token = await subscribed(ctx, 'back@example.com');
    await ctx.request('/api/newsletter/unsubscribe', jsonPost({ token }));
    const res = await ctx.request('/api/newsletter', jsonPost({ email: 'Back@example.com' }));
    expect(res.status).toBe(201);
    const [row] = await ctx.db.select().from(newsletterSubscribers);
    expect(row?.unsubscribedAt).toBeNull();
    expect(row?.confirmedAt).toBeNull();
    expect((await confirm(ctx, await confirmationToken(ctx, 'back@example.com'))).status).toBe(200);
    expect(row?.unsubscribeToken).not.toBe(token);
    expect((await ctx.request('/api/newsletter/unsubscribe', jsonPost({ token }))).status).toBe(
      404,
    );
  });
});
