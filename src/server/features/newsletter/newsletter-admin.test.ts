import type { AdminSubscriber } from '@shared/schemas/admin-newsletter';
import { MAX_PAGE_SIZE, type Page } from '@shared/schemas/admin-pagination';
import { as, json, signedInAdmin, speaksEnglish } from '../../../../tests/support/admin-helpers';
import { jsonPost } from '../../../../tests/support/json-request';
import { linkFromMail } from '../../../../tests/support/auth-helpers';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { newsletterSubscribers } from '../../db/schema/newsletter';

async function seedSubscribers(ctx: TestContext) {
  await ctx.db.insert(newsletterSubscribers).values([
    {
      email: 'early@example.com',
      unsubscribeToken: 'token-early-0000000000000',
      subscribedAt: new Date('2026-01-15T09:30:00Z'),
      confirmedAt: new Date('2026-01-15T09:40:00Z'),
    },
    {
      email: 'summer@example.com',
      unsubscribeToken: 'token-summer-000000000000',
      // 14:05 in London during British Summer Time.
      subscribedAt: new Date('2026-07-01T13:05:00Z'),
      confirmedAt: new Date('2026-07-01T13:07:00Z'),
    },
    {
      email: 'waiting@example.com',
      unsubscribeToken: 'token-waiting-00000000000',
      confirmationToken: 'confirm-waiting-000000000',
      subscribedAt: new Date('2026-08-01T10:00:00Z'),
    },
    {
      email: 'gone@example.com',
      unsubscribeToken: 'token-gone-00000000000000',
      subscribedAt: new Date('2026-03-01T12:00:00Z'),
      confirmedAt: new Date('2026-03-01T12:30:00Z'),
      unsubscribedAt: new Date('2026-04-02T08:15:00Z'),
    },
  ]);
}

/** The CSV's lines without the byte-order mark, split on the RFC 4180 line ending. */
async function csvLines(res: Response) {
  // Read the bytes: Response.text() would drop the byte-order mark Excel needs.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

describe('GET /api/admin/newsletter', () => {
  test('lists confirmed subscribers newest first, paginated, never their link secrets', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    await seedSubscribers(ctx);
    const page = await json<Page<AdminSubscriber>>(
      await ctx.request('/api/admin/newsletter?pageSize=1', as(admin)),
    );
    expect(page).toEqual({
      items: [
        {
          id: expect.any(String),
          email: 'summer@example.com',
          subscribedAt: '2026-07-01T13:05:00.000Z',
          confirmedAt: '2026-07-01T13:07:00.000Z',
          unsubscribedAt: null,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 1,
    });
    const gone = await json<Page<AdminSubscriber>>(
      await ctx.request('/api/admin/newsletter?status=unsubscribed', as(admin)),
    );
    expect(gone.items.map((s) => s.email)).toEqual(['gone@example.com']);
    const pending = await json<Page<AdminSubscriber>>(
      await ctx.request('/api/admin/newsletter?status=pending', as(admin)),
    );
    expect(pending.items).toEqual([
      {
        id: expect.any(String),
        email: 'waiting@example.com',
        subscribedAt: '2026-08-01T10:00:00.000Z',
        confirmedAt: null,
        unsubscribedAt: null,
      },
    ]);
    const all = await json<Page<AdminSubscriber>>(
      await ctx.request('/api/admin/newsletter?status=all', as(admin)),
    );
    expect(all.total).toBe(4);
    expect(JSON.stringify(all)).not.toContain('token-');
    expect(JSON.stringify(all)).not.toContain('confirm-');
    for (const query of ['status=bounced', 'page=x', 'pageSize=1000']) {
      expect((await ctx.request(`/api/admin/newsletter?${query}`, as(admin))).status).toBe(400);
    }
  });
});

describe('the newsletter’s refusals', () => {
  test('an English-speaking member of the team is refused in English', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await speaksEnglish(ctx);
    const refusal = async (query: string) => {
      const res = await ctx.request(`/api/admin/newsletter?${query}`, as(admin));
      expect(res.status, query).toBe(400);
      return (await json<{ error: { message: string } }>(res)).error.message;
    };
    expect(await refusal('status=bounced')).toBe(
      'Invalid filter: use active, pending, unsubscribed or all.',
    );
    expect(await refusal('pageSize=1000')).toBe(
      `The page size must be a number between 1 and ${MAX_PAGE_SIZE}.`,
    );
  });
});

describe('GET /api/admin/newsletter.csv', () => {
  test('downloads the confirmed subscribers as CSV, dated on the salon’s clock', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    await seedSubscribers(ctx);
    const res = await ctx.request('/api/admin/newsletter.csv', as(admin));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-active-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await csvLines(res)).toEqual([
      'Email,Situação,Inscrição,Confirmação,Cancelamento',
      'early@example.com,confirmada,15/01/2026 09:30,15/01/2026 09:40,',
      'summer@example.com,confirmada,01/07/2026 14:05,01/07/2026 14:07,',
    ]);
  });

  test('exports everyone or only those who left, and records each export', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await seedSubscribers(ctx);
    const all = await csvLines(
      await ctx.request('/api/admin/newsletter.csv?status=all', as(admin)),
    );
    expect(all).toContain(
      'gone@example.com,cancelada,01/03/2026 12:00,01/03/2026 12:30,02/04/2026 09:15',
    );
    expect(all).toContain('waiting@example.com,aguardando confirmação,01/08/2026 11:00,,');
    expect(all).toHaveLength(5);
    const pending = await csvLines(
      await ctx.request('/api/admin/newsletter.csv?status=pending', as(admin)),
    );
    expect(pending.slice(1)).toEqual([
      'waiting@example.com,aguardando confirmação,01/08/2026 11:00,,',
    ]);
    const gone = await csvLines(
      await ctx.request('/api/admin/newsletter.csv?status=unsubscribed', as(admin)),
    );
    expect(gone.slice(1)).toEqual([
      'gone@example.com,cancelada,01/03/2026 12:00,01/03/2026 12:30,02/04/2026 09:15',
    ]);
    expect((await ctx.request('/api/admin/newsletter.csv?status=everyone', as(admin))).status).toBe(
      400,
    );

    // One transaction per test: the three rows share created_at, so no order is promised.
    const audit = await ctx.db.select().from(adminAuditLog);
    expect(audit.map((a) => [a.action, a.targetType, a.details])).toHaveLength(3);
    expect(audit.map((a) => [a.action, a.targetType, a.details])).toEqual(
      expect.arrayContaining([
        ['newsletter.export', 'newsletter', { status: 'all', rows: 4 }],
        ['newsletter.export', 'newsletter', { status: 'pending', rows: 1 }],
        ['newsletter.export', 'newsletter', { status: 'unsubscribed', rows: 1 }],
      ]),
    );
  });

  test('neutralises spreadsheet formulas and quotes separators', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    // Addresses the simple e-mail pattern lets through; inserted directly to test the export.
    await ctx.db.insert(newsletterSubscribers).values(
      [
        '=hyperlink("http://evil.example","x")@evil.example',
        '+sum(1,2)@evil.example',
        '-2+3@evil.example',
        '@cmd@evil.example',
        'a"b,c@example.com',
      ].map((email, i) => ({
        email,
        unsubscribeToken: `token-formula-${i}-00000000000`,
        confirmedAt: new Date(),
      })),
    );
    const lines = (await csvLines(await ctx.request('/api/admin/newsletter.csv', as(admin)))).map(
      (line) => line.replace(/,confirmada,.*$/, ''),
    );
    expect(lines.slice(1).sort()).toEqual(
      [
        `"'=hyperlink(""http://evil.example"",""x"")@evil.example"`,
        `"'+sum(1,2)@evil.example"`,
        `'-2+3@evil.example`,
        `'@cmd@evil.example`,
        `"a""b,c@example.com"`,
      ].sort(),
    );
  });

  test('streams a long list completely, in order, once each', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const emails = Array.from(
      { length: 1203 },
      (_, i) => `reader${String(i).padStart(4, '0')}@example.com`,
    );
    await ctx.db.insert(newsletterSubscribers).values(
      emails.map((email, i) => ({
        email,
        unsubscribeToken: `token-bulk-${i}-0000000000`,
        confirmedAt: new Date(),
      })),
    );
    const lines = await csvLines(await ctx.request('/api/admin/newsletter.csv', as(admin)));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(emails);
  });

  test('a sign-up through the site waits for its confirmation, then is exported as confirmed', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    await ctx.request('/api/newsletter', jsonPost({ email: '  New.Reader@Example.com ' }));
    const DATE = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
    const waiting = await csvLines(
      await ctx.request('/api/admin/newsletter.csv?status=pending', as(admin)),
    );
    expect(waiting.slice(1)).toHaveLength(1);
    expect(waiting[1]).toMatch(
      new RegExp(`^new\\.reader@example\\.com,aguardando confirmação,${DATE},,$`),
    );
    expect(await csvLines(await ctx.request('/api/admin/newsletter.csv', as(admin)))).toHaveLength(
      1,
    );

    const link = await linkFromMail(ctx, 'new.reader@example.com', '/newsletter/confirm?token=');
    const token = new URL(link).searchParams.get('token');
    const confirmed = await ctx.request('/api/newsletter/confirm', jsonPost({ token }));
    expect(confirmed.status).toBe(200);
    const lines = await csvLines(await ctx.request('/api/admin/newsletter.csv', as(admin)));
    expect(lines[1]).toMatch(
      new RegExp(`^new\\.reader@example\\.com,confirmada,${DATE},${DATE},$`),
    );
  });
});
