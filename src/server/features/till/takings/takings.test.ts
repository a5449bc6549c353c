import { and, eq, sql } from 'drizzle-orm';
import type { CommissionReport, TillDay } from '@shared/till-takings';
import { takingsMessages } from '@shared/till-takings';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { as, json, signedInAdmin } from '../../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../../tests/support/auth-helpers';
import { aProduct, aRefund, aSale, emptyTill } from '../../../../../tests/support/takings-sales';
import { adminAuditLog } from '../../../db/schema/audit';
import { professionals, services } from '../../../db/schema/catalogue';
import { ApiError } from '../../../http/errors';
import { assertDayOpen } from './day-close.service';

// The day's takings (issue 34): the close of a salon day, its read-only state and corrections,
// and the commission report. Sales are rows written straight into the till's tables.

const DAY = '2026-11-20';

async function team(ctx: TestContext) {
  await emptyTill(ctx.db);
  const [ana, bia] = await ctx.db
    .insert(professionals)
    .values([{ name: '=Ana Caixa' }, { name: 'Bia Caixa' }])
    .returning();
  const [cut] = await ctx.db.select().from(services).where(eq(services.slug, 'cut-blow-dry'));
  const product = await aProduct(ctx.db);
  ctx.clock.stopAt(new Date('2026-11-20T19:00:00Z'));
  return { ana: ana!, bia: bia!, cut: cut!, product };
}

/**
 * Friday 20 November: a cut with a product and a tip paid by reader and cash (split), a cut paid
 * by the deposit and the salon's other machine, the product refunded in cash the same day; the
 * day before and the day after have money of their own, and an open sale has a pending card.
 */
async function aDay(ctx: TestContext) {
  const t = await team(ctx);
  const first = await aSale(
    ctx.db,
    '2026-11-20T10:00:00Z',
    [
      { kind: 'service', pence: 5000, serviceId: t.cut.id, professionalId: t.ana.id },
      { kind: 'product', pence: 2000, productId: t.product.id, professionalId: t.ana.id },
      { kind: 'tip', pence: 500, professionalId: t.ana.id },
    ],
    [
      { method: 'card_terminal', pence: 4000 },
      { method: 'cash', pence: 3500 },
    ],
  );
  await aSale(
    ctx.db,
    '2026-11-20T12:00:00Z',
    [{ kind: 'service', pence: 3000, serviceId: t.cut.id, professionalId: t.bia.id }],
    [
      { method: 'deposit', pence: 1000 },
      { method: 'card_other', pence: 2000 },
    ],
  );
  await aSale(
    ctx.db,
    '2026-11-19T16:00:00Z',
    [{ kind: 'service', pence: 1000, serviceId: t.cut.id }],
    [{ method: 'cash', pence: 1000 }],
  );
  const open = await aSale(
    ctx.db,
    '2026-11-20T17:00:00Z',
    [{ kind: 'service', pence: 2500, serviceId: t.cut.id }],
    [{ method: 'card_terminal', pence: 2500, status: 'pending' }],
    'open',
  );
  const cash = first.payments.find((p) => p.method === 'cash')!;
  const product = first.lines.find((l) => l.kind === 'product')!;
  await aRefund(ctx.db, '2026-11-20T15:00:00Z', cash, [{ id: product.id, pence: 2000 }]);
  return { ...t, first, open };
}

async function day(ctx: TestContext, cookie: string, date = DAY) {
  const res = await ctx.request(`/api/admin/till/closes/${date}`, as(cookie));
  expect(res.status, await res.clone().text()).toBe(200);
  return json<TillDay>(res);
}

describe("the day's close", () => {
  test('expects each method: split payments, the deposit apart, a refund on its method', async ({
    ctx,
  }) => {
    await aDay(ctx);
    const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    const before = await day(ctx, reception);
    expect(before).toMatchObject({
      date: DAY,
      expected: { card_terminal: 4000, card_other: 2000, cash: 1500 },
      depositsPence: 1000,
      sales: 2,
      tipsPence: 500,
      refundsPence: 2000,
      closed: false,
      close: null,
      corrections: [],
    });

    // Reception closes the day: £14.50 counted against £15.00 expected.
    const res = await ctx.request(
      `/api/admin/till/closes/${DAY}`,
      as(reception, 'POST', { countedCashPence: 1450, note: 'Faltou troco' }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const closed = await json<TillDay>(res);
    expect(closed.closed).toBe(true);
    expect(closed.close).toMatchObject({
      kind: 'close',
      expected: { card_terminal: 4000, card_other: 2000, cash: 1500 },
      countedCashPence: 1450,
      differencePence: -50,
      note: 'Faltou troco',
      createdByName: 'Test Client',
    });
    const [audit] = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'till_close.close'));
    expect(audit).toMatchObject({ targetType: 'till_close', targetId: closed.close!.id });
    expect(audit!.details).toMatchObject({ date: DAY, differencePence: -50 });
    expect((await day(ctx, reception)).close?.id).toBe(closed.close!.id);
  });

  test('a closed day is read-only: a second close is 409 and assertDayOpen refuses it', async ({
    ctx,
  }) => {
    await aDay(ctx);
    const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    await expect(assertDayOpen(ctx.db, DAY)).resolves.toBeUndefined();
    const close = () =>
      ctx.request(
        `/api/admin/till/closes/${DAY}`,
        as(reception, 'POST', { countedCashPence: 1500 }),
      );
    expect((await close()).status).toBe(201);
    const again = await close();
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      takingsMessages.alreadyClosed,
    );
    const refused = await assertDayOpen(ctx.db, DAY).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, code: 'day_closed' });
    // The next day is still open; the one close is the day's.
    await expect(assertDayOpen(ctx.db, '2026-11-21')).resolves.toBeUndefined();
    const [count] = await ctx.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from till_closes where business_date = ${DAY}`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(count!.n).toBe(1);
  });

  test('a correction is a new row with its reason, audited; the owner or manager only', async ({
    ctx,
  }) => {
    await aDay(ctx);
    const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    const manager = await signedInClient(ctx, 'gerente@example.com', {
      role: 'manager',
    });
    const correct = (cookie: string, body: unknown) =>
      ctx.request(`/api/admin/till/closes/${DAY}/corrections`, as(cookie, 'POST', body));
    // Not closed yet: nothing to correct.
    const early = await correct(manager, { countedCashPence: 1500, note: 'Recontagem' });
    expect(early.status).toBe(409);
    expect(
      (
        await ctx.request(
          `/api/admin/till/closes/${DAY}`,
          as(reception, 'POST', { countedCashPence: 1450, note: '' }),
        )
      ).status,
    ).toBe(201);
    expect((await correct(reception, { countedCashPence: 1500, note: 'x' })).status).toBe(403);
    const noReason = await correct(manager, { countedCashPence: 1500, note: '  ' });
    expect(noReason.status).toBe(400);
    expect((await json<{ error: { message: string } }>(noReason)).error.message).toBe(
      takingsMessages.noteRequired,
    );
    const res = await correct(manager, {
      countedCashPence: 1500,
      note: 'Achei 50p na gaveta',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const after = await json<TillDay>(res);
    expect(after.close).toMatchObject({ countedCashPence: 1450, differencePence: -50 });
    expect(after.corrections).toEqual([
      expect.objectContaining({
        kind: 'correction',
        countedCashPence: 1500,
        differencePence: 0,
        note: 'Achei 50p na gaveta',
      }),
    ]);
    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'till_close.correction'),
          eq(adminAuditLog.targetId, after.corrections[0]!.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorRole: 'manager', targetType: 'till_close' });
    expect(audit[0]!.details).toMatchObject({ note: 'Achei 50p na gaveta', differencePence: 0 });
  });

  test('bad input: a 400 with its message, never a 500', async ({ ctx }) => {
    await team(ctx);
    const owner = await signedInAdmin(ctx);
    const post = (date: string, body: unknown) =>
      ctx.request(`/api/admin/till/closes/${date}`, as(owner, 'POST', body));
    const message = async (res: Response) =>
      (await json<{ error: { message: string } }>(res)).error.message;
    for (const body of [{}, { countedCashPence: -1 }, { countedCashPence: 10.5 }, 'x']) {
      const res = await post(DAY, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await message(await post(DAY, { countedCashPence: '12' }))).toBe(
      takingsMessages.counted,
    );
    const badDate = await ctx.request('/api/admin/till/closes/2026-02-30', as(owner));
    expect(badDate.status).toBe(400);
    expect(await message(badDate)).toBe(takingsMessages.badDate);
    // Tomorrow has not come yet.
    const future = await post('2026-11-21', { countedCashPence: 0 });
    expect(future.status).toBe(400);
    expect(await message(future)).toBe(takingsMessages.futureDay);
    expect((await day(ctx, owner)).closed).toBe(false);
  });

  test('who may: reception closes the day but sees no commissions; a professional neither', async ({
    ctx,
  }) => {
    await team(ctx);
    const reception = await signedInClient(ctx, 'desk@example.com', { role: 'reception' });
    const professional = await signedInClient(ctx, 'pro@example.com', { role: 'professional' });
    const client = await signedInClient(ctx, 'cliente@example.com');
    const paths = [
      '/api/admin/insights/commissions?period=this_month',
      '/api/admin/insights/commissions.csv?period=this_month',
      '/api/admin/insights/commission-rates',
    ];
    for (const path of paths) {
      expect((await ctx.request(path, as(reception))).status, path).toBe(403);
      expect((await ctx.request(path, as(client))).status, path).toBe(403);
      expect((await ctx.request(path)).status, path).toBe(401);
    }
    expect((await ctx.request(`/api/admin/till/closes/${DAY}`, as(reception))).status).toBe(200);
    expect((await ctx.request(`/api/admin/till/closes/${DAY}`, as(professional))).status).toBe(403);
    expect(
      (
        await ctx.request(
          `/api/admin/till/closes/${DAY}`,
          as(professional, 'POST', { countedCashPence: 0 }),
        )
      ).status,
    ).toBe(403);
  });
});

describe('commissions', () => {
  test('per professional: each category × its rate, products × theirs, tips apart, refunds off', async ({
    ctx,
  }) => {
    const t = await team(ctx);
    const owner = await signedInAdmin(ctx);
    const saved = await ctx.request(
      '/api/admin/insights/commission-rates',
      as(owner, 'PUT', {
        rates: [
          { scope: 'cabelo', rateBp: 1250 },
          { scope: 'products', rateBp: 1000 },
        ],
      }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await json(saved)).toEqual(
      expect.arrayContaining([
        { scope: 'cabelo', rateBp: 1250 },
        { scope: 'products', rateBp: 1000 },
        { scope: 'estetica', rateBp: 0 },
      ]),
    );
    const rateAudit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'commission_rates.update'));
    expect(rateAudit).toHaveLength(1);
    const badRate = await ctx.request(
      '/api/admin/insights/commission-rates',
      as(owner, 'PUT', { rates: [{ scope: 'cabelo', rateBp: 10001 }] }),
    );
    expect(badRate.status).toBe(400);
    const badScope = await ctx.request(
      '/api/admin/insights/commission-rates',
      as(owner, 'PUT', { rates: [{ scope: 'unhas', rateBp: 100 }] }),
    );
    expect(badScope.status).toBe(400);

    const sale = await aSale(
      ctx.db,
      '2026-11-10T10:00:00Z',
      [
        { kind: 'service', pence: 3333, serviceId: t.cut.id, professionalId: t.ana.id },
        { kind: 'product', pence: 1999, productId: t.product.id, professionalId: t.ana.id },
        { kind: 'tip', pence: 500, professionalId: t.ana.id },
      ],
      [{ method: 'card_other', pence: 5832 }],
    );
    await aSale(
      ctx.db,
      '2026-11-12T10:00:00Z',
      [{ kind: 'service', pence: 4000, serviceId: t.cut.id, professionalId: t.bia.id }],
      [{ method: 'cash', pence: 4000 }],
    );
    // Outside the period: not in the report.
    await aSale(
      ctx.db,
      '2026-10-31T23:30:00Z',
      [{ kind: 'service', pence: 9000, serviceId: t.cut.id, professionalId: t.ana.id }],
      [{ method: 'cash', pence: 9000 }],
    );
    // £10 of Ana's cut given back: 3333 − 1000 = 2333 commissioned.
    const service = sale.lines.find((l) => l.kind === 'service')!;
    await aRefund(ctx.db, '2026-11-11T10:00:00Z', sale.payments[0]!, [
      { id: service.id, pence: 1000 },
    ]);

    const query = 'period=custom&from=2026-11-01&to=2026-11-30';
    const res = await ctx.request(`/api/admin/insights/commissions?${query}`, as(owner));
    expect(res.status, await res.clone().text()).toBe(200);
    const report = await json<CommissionReport>(res);
    // 2333 × 12.5% = 291.625 → 292; 1999 × 10% = 199.9 → 200; 4000 × 12.5% = 500.
    expect(report.rows).toEqual([
      {
        professionalId: t.ana.id,
        name: '=Ana Caixa',
        lines: [
          { scope: 'cabelo', rateBp: 1250, salesPence: 2333, commissionPence: 292 },
          { scope: 'products', rateBp: 1000, salesPence: 1999, commissionPence: 200 },
        ],
        salesPence: 4332,
        commissionPence: 492,
        tipsPence: 500,
      },
      {
        professionalId: t.bia.id,
        name: 'Bia Caixa',
        lines: [{ scope: 'cabelo', rateBp: 1250, salesPence: 4000, commissionPence: 500 }],
        salesPence: 4000,
        commissionPence: 500,
        tipsPence: 0,
      },
    ]);
    expect(report).toMatchObject({ totalCommissionPence: 992, totalTipsPence: 500 });

    const csv = await ctx.request(`/api/admin/insights/commissions.csv?${query}`, as(owner));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="comissoes-2026-11-01-2026-11-30.csv"',
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      'Profissional,Categoria,Vendas (£),Comissão (%),Comissão (£)',
      "'=Ana Caixa,Cabelo,23.33,12.5,2.92",
      "'=Ana Caixa,Produtos,19.99,10,2.00",
      "'=Ana Caixa,Gorjetas (sem comissão),5.00,,",
      "'=Ana Caixa,Total,43.32,,4.92",
      'Bia Caixa,Cabelo,40.00,12.5,5.00',
      'Bia Caixa,Gorjetas (sem comissão),0.00,,',
      'Bia Caixa,Total,40.00,,5.00',
      '',
    ]);
  });
});
