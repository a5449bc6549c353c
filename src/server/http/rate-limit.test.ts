import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type TestContext } from '../../../tests/support/test-app';
import { signedInClient, withCookie } from '../../../tests/support/auth-helpers';
import { signedInAdmin } from '../../../tests/support/admin-helpers';
import { jsonPost } from '../../../tests/support/json-request';
import { adminAuditLog } from '../db/schema/audit';
import { user } from '../db/schema/auth';
import { services } from '../db/schema/catalogue';
import { clients } from '../db/schema/clients';

const HOUR_MS = 3600_000;
const GENERIC = 'Too many requests. Please try again later.';

/** The 429's Retry-After (seconds) and message, after checking it is a rate limit's 429. */
async function refusal(res: Response) {
  expect(res.status).toBe(429);
  const { error } = (await res.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe('rate_limited');
  return { retryAfter: Number(res.headers.get('retry-after')), message: error.message };
}

/**
 * Checks Retry-After against the app's clock, which keeps running while the requests are sent:
 * the hour-long window opened after `opened`, so at most the hour and at least what is left of
 * it counted from `opened` remain.
 */
function expectRetryAfter(ctx: TestContext, retryAfter: number, opened: Date, atMost = 3600) {
  const left = 3600 - (ctx.clock.now().getTime() - opened.getTime()) / 1000;
  expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(left));
  expect(retryAfter).toBeLessThanOrEqual(atMost);
}

/** Sends `count` requests and checks that none was refused by a limit. */
async function within(count: number, send: (i: number) => Promise<Response>) {
  for (let i = 0; i < count; i++) {
    const res = await send(i);
    expect(res.status, `request ${i + 1} of ${count}`).not.toBe(429);
  }
}

/** Monday 23 November 2026, 08:00 in Birmingham: the booking tests' morning. */
function setMonday(ctx: TestContext) {
  ctx.clock.advance(new Date('2026-11-23T08:00:00Z').getTime() - ctx.clock.now().getTime());
}

describe('the booking limit (20 an hour per account)', () => {
  test('the 21st attempt within the hour is refused, for that account only', async ({ ctx }) => {
    setMonday(ctx);
    const [service] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
    const attempt = { serviceId: service!.id, date: '2026-11-25', time: '10:00' };
    const cookie = await signedInClient(ctx, 'eager@example.com');
    const opened = ctx.clock.now();
    // Refused attempts (the slot taken after the first) count too: the limit is on trying.
    await within(20, () => ctx.request('/api/appointments', withCookie(cookie, jsonPost(attempt))));
    const refused = await refusal(
      await ctx.request('/api/appointments', withCookie(cookie, jsonPost(attempt))),
    );
    expect(refused.message).toBe('Too many bookings. Please call us to book more.');
    expectRetryAfter(ctx, refused.retryAfter, opened);

    // Per account, not per address: another client on the same address still books.
    const other = await signedInClient(ctx, 'patient@example.com');
    const booked = await ctx.request(
      '/api/appointments',
      withCookie(other, jsonPost({ ...attempt, time: '11:00' })),
    );
    expect(booked.status).toBe(201);

    ctx.clock.advance(HOUR_MS);
    const later = await ctx.request(
      '/api/appointments',
      withCookie(cookie, jsonPost({ ...attempt, date: '2026-11-26' })),
    );
    expect(later.status).toBe(201);
  });
});

describe('the newsletter limit (20 an hour per address)', () => {
  const subscribe = (ctx: TestContext, i: number, address?: string) =>
    ctx.request('/api/newsletter', jsonPost({ email: `reader-${i}@example.com` }, address));

  test('the 21st sign-up from one address within the hour is refused', async ({ ctx }) => {
    const opened = ctx.clock.now();
    await within(20, (i) => subscribe(ctx, i));
    const refused = await refusal(await subscribe(ctx, 20));
    expect(refused.message).toBe(GENERIC);
    expectRetryAfter(ctx, refused.retryAfter, opened);
    // Another address has its own count.
    expect((await subscribe(ctx, 21, '198.51.100.61')).status).not.toBe(429);
  });

  test('the window expires an hour after it opened, and Retry-After says when', async ({ ctx }) => {
    const opened = ctx.clock.now();
    await within(20, (i) => subscribe(ctx, i));
    ctx.clock.advance(HOUR_MS - 10_000);
    const stillRefused = await refusal(await subscribe(ctx, 20));
    expectRetryAfter(ctx, stillRefused.retryAfter, opened, 10);
    ctx.clock.advance(stillRefused.retryAfter * 1000);
    expect((await subscribe(ctx, 21)).status).not.toBe(429);
    // A fresh window: 19 more fit, the 21st of it is refused again.
    await within(19, (i) => subscribe(ctx, 22 + i));
    await refusal(await subscribe(ctx, 41));
  });

  test('without TRUST_PROXY (the default) a forged X-Forwarded-For does not get a new count', async ({
    ctx,
  }) => {
    const forged = (i: number) =>
      ctx.request('/api/newsletter', {
        ...jsonPost({ email: `forger-${i}@example.com` }),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
      });
    await within(20, forged);
    await refusal(await forged(20));
  });
});

describe('the course verification limit (60 an hour per address)', () => {
  test('the 61st verification from one address within the hour is refused', async ({ ctx }) => {
    const verify = (i: number) =>
      ctx.request('/api/courses/verify', jsonPost({ sessionId: `cs_unknown_${i}` }));
    const opened = ctx.clock.now();
    await within(60, verify);
    const refused = await refusal(await verify(60));
    expect(refused.message).toBe(GENERIC);
    expectRetryAfter(ctx, refused.retryAfter, opened);
    ctx.clock.advance(HOUR_MS);
    expect((await verify(61)).status).toBe(404);
  });
});

describe('the data export limits (per account)', () => {
  /** The audit rows of exports `actorEmail` made. */
  const exportsBy = (ctx: TestContext, actorEmail: string) =>
    ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'client.export'), eq(adminAuditLog.actorEmail, actorEmail)),
      );

  test("a client's own download: 5 an hour, then 429 with Retry-After and no audit row", async ({
    ctx,
  }) => {
    const cookie = await signedInClient(ctx, 'downloader@example.com');
    const download = () => ctx.request('/api/me/data', withCookie(cookie));
    const opened = ctx.clock.now();
    for (let i = 0; i < 5; i++) expect((await download()).status, `download ${i + 1}`).toBe(200);
    const refused = await refusal(await download());
    expect(refused.message).toBe(
      'You have downloaded your data several times this hour. Please try again later.',
    );
    expectRetryAfter(ctx, refused.retryAfter, opened);
    expect(await exportsBy(ctx, 'downloader@example.com')).toHaveLength(5);

    // Per account, not per address: another client on the same address still downloads.
    const other = await signedInClient(ctx, 'neighbour@example.com');
    expect((await ctx.request('/api/me/data', withCookie(other))).status).toBe(200);

    ctx.clock.advance(HOUR_MS);
    expect((await download()).status).toBe(200);
  });

  test('staff exports of client records: 20 an hour per staff member, in Portuguese', async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx, 'owner@example.com');
    await signedInClient(ctx, 'exported@example.com');
    const [record] = await ctx.db
      .select({ id: clients.id })
      .from(clients)
      .innerJoin(user, eq(user.id, clients.userId))
      .where(eq(user.email, 'exported@example.com'));
    const exportAs = (cookie: string) =>
      ctx.request(`/api/admin/clients/${record!.id}/export`, withCookie(cookie));
    const opened = ctx.clock.now();
    await within(20, async (i) => {
      const res = await exportAs(owner);
      expect(res.status, `export ${i + 1}`).toBe(200);
      return res;
    });
    const refused = await refusal(await exportAs(owner));
    expect(refused.message).toBe(
      'Demasiadas exportações de dados de clientes nesta hora. Tente novamente mais tarde.',
    );
    expectRetryAfter(ctx, refused.retryAfter, opened);
    expect(await exportsBy(ctx, 'owner@example.com')).toHaveLength(20);

    const manager = await signedInAdmin(ctx, 'manager@example.com');
    expect((await exportAs(manager)).status).toBe(200);
    ctx.clock.advance(HOUR_MS);
    expect((await exportAs(owner)).status).toBe(200);
  });
});
