import { and, asc, eq } from 'drizzle-orm';
import type { Page } from '@shared/schemas/admin-pagination';
import type {
  AdminProduct,
  StockChange,
  StockMovement,
  StockWarning,
} from '@shared/schemas/till-products';
import type { StaffRole } from '@shared/staff-roles';
import { as, json, signedInAdmin, speaksEnglish } from '../../../../../tests/support/admin-helpers';
import { signedInClient } from '../../../../../tests/support/auth-helpers';
import { describe, expect, test, type TestContext } from '../../../../../tests/support/test-app';
import { adminAuditLog } from '../../../db/schema/audit';
import { saleLines, salePayments, sales, stockMovements } from '../../../db/schema/till';
import { settleSaleIfPaid } from '../sales/settle-sale';

const shampoo = {
  name: 'Repair Shampoo 250ml',
  brand: 'Kérastase',
  barcode: '3474636397440',
  pricePence: 2450,
  vatRateBp: 2000,
  costPence: 1100,
  lowStockThreshold: 3,
};

async function create(ctx: TestContext, cookie: string, body: Record<string, unknown>) {
  const res = await ctx.request('/api/admin/till/products', as(cookie, 'POST', body));
  expect(res.status, await res.clone().text()).toBe(201);
  return json<AdminProduct>(res);
}

const list = async (ctx: TestContext, cookie: string, query: string) =>
  json<Page<AdminProduct>>(await ctx.request(`/api/admin/till/products?${query}`, as(cookie)));

async function move(
  ctx: TestContext,
  cookie: string,
  id: string,
  path: 'deliveries' | 'counts',
  body: Record<string, unknown>,
) {
  const res = await ctx.request(`/api/admin/till/products/${id}/${path}`, as(cookie, 'POST', body));
  expect(res.status, await res.clone().text()).toBe(201);
  return json<StockChange>(res);
}

const auditOf = (ctx: TestContext, id: string) =>
  ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'product'), eq(adminAuditLog.targetId, id)))
    .orderBy(asc(adminAuditLog.seq));

/**
 * A walk-in's paid sale of `quantity` of a product, settled as the till settles every sale: a
 * local stand-in for the checkout's factory (tests/support/till-factories.ts, not yet merged).
 */
async function sellAndSettle(ctx: TestContext, productId: string, quantity: number) {
  const [sale] = await ctx.db
    .insert(sales)
    .values({
      businessDate: '2026-11-24',
      subtotalPence: 500 * quantity,
      totalPence: 500 * quantity,
    })
    .returning({ id: sales.id });
  await ctx.db.insert(saleLines).values({
    saleId: sale!.id,
    kind: 'product',
    productId,
    description: 'Repair Shampoo 250ml',
    quantity,
    unitPricePence: 500,
    totalPence: 500 * quantity,
  });
  await ctx.db.insert(salePayments).values({
    saleId: sale!.id,
    method: 'card_other',
    status: 'succeeded',
    amountPence: 500 * quantity,
    clientKey: `pay-${sale!.id}`,
  });
  const status = await ctx.db.transaction((tx) =>
    settleSaleIfPaid(tx, sale!.id, {
      actor: null,
      now: new Date('2026-11-24T11:00:00Z'),
      publicUrl: 'http://localhost',
    }),
  );
  expect(status).toBe('paid');
  return sale!.id;
}

describe('retail products in the back office (issue 34)', () => {
  test('the owner creates a product; bad input is refused with its message, nothing saved', async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...shampoo, name: '  ' }, 'name', 'Informe o nome do produto.'],
      [{ ...shampoo, name: 'x'.repeat(121) }, 'name', 'O nome pode ter no máximo 120 caracteres.'],
      [
        { ...shampoo, pricePence: -1 },
        'pricePence',
        'Informe o preço em pence, um número inteiro entre 0 e 1000000.',
      ],
      [
        { ...shampoo, pricePence: 12.5 },
        'pricePence',
        'Informe o preço em pence, um número inteiro entre 0 e 1000000.',
      ],
      [{ ...shampoo, vatRateBp: 1500 }, 'vatRateBp', 'Escolha a taxa de IVA: 0%, 5% ou 20%.'],
      [
        { ...shampoo, barcode: '3474 6363' },
        'barcode',
        'O código de barras pode ter só letras e números, sem espaços (até 40).',
      ],
      [
        { ...shampoo, costPence: -5 },
        'costPence',
        'Informe o custo em pence, um número inteiro entre 0 e 1000000, ou deixe vazio.',
      ],
      [
        { ...shampoo, lowStockThreshold: -1 },
        'lowStockThreshold',
        'O estoque mínimo deve ser um número inteiro entre 0 e 100000, ou ficar vazio.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await ctx.request('/api/admin/till/products', as(owner, 'POST', body));
      expect(res.status, field).toBe(400);
      const answer = await json<{ error: { message: string; fields: Record<string, string> } }>(
        res,
      );
      expect(answer.error.fields[field], field).toBe(message);
    }
    expect((await list(ctx, owner, '')).total).toBe(0);

    const created = await create(ctx, owner, shampoo);
    expect(created).toMatchObject({
      ...shampoo,
      stockQuantity: 0,
      isActive: true,
      lowStock: true,
      stockWarning: false,
    });
    // Optional fields absent: no barcode, no cost, no threshold, standard VAT.
    const plain = await create(ctx, owner, { name: 'Hair Oil', pricePence: 1800 });
    expect(plain).toMatchObject({
      brand: '',
      barcode: null,
      costPence: null,
      lowStockThreshold: null,
      vatRateBp: 2000,
      lowStock: false,
    });
    const [audit] = await auditOf(ctx, created.id);
    expect(audit).toMatchObject({
      action: 'product.create',
      details: expect.objectContaining({ name: shampoo.name, pricePence: 2450 }),
    });
  });

  test('a barcode names one product: a second is refused with a clear message', async ({ ctx }) => {
    const owner = await signedInAdmin(ctx);
    const first = await create(ctx, owner, shampoo);
    const again = await ctx.request(
      '/api/admin/till/products',
      as(owner, 'POST', { ...shampoo, name: 'Another shampoo', barcode: ` ${shampoo.barcode} ` }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: {
        message: 'Já existe um produto com este código de barras.',
        fields: { barcode: 'Já existe um produto com este código de barras.' },
      },
    });
    // Products without a barcode are many.
    await create(ctx, owner, { name: 'Comb', pricePence: 300, barcode: '' });
    await create(ctx, owner, { name: 'Brush', pricePence: 900 });
    const other = await create(ctx, owner, { name: 'Mask', pricePence: 2000, barcode: '5000' });
    const edit = await ctx.request(
      `/api/admin/till/products/${other.id}`,
      as(owner, 'PATCH', { barcode: shampoo.barcode }),
    );
    expect(edit.status).toBe(409);
    expect(
      (
        await json<AdminProduct>(
          await ctx.request(`/api/admin/till/products/${other.id}`, as(owner)),
        )
      ).barcode,
    ).toBe('5000');
    // In English for a member who chose it.
    await speaksEnglish(ctx);
    const english = await ctx.request(
      '/api/admin/till/products',
      as(owner, 'POST', { ...shampoo, name: 'Third' }),
    );
    expect((await english.json()).error.message).toBe(
      'A product with this barcode already exists.',
    );
    expect(first.barcode).toBe(shampoo.barcode);
  });

  test('search by name, brand or the exact barcode; the scanner by barcode alone', async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx);
    const a = await create(ctx, owner, shampoo);
    const b = await create(ctx, owner, {
      name: 'Elixir Ultime Oil',
      brand: 'Kérastase',
      barcode: '3474636400000',
      pricePence: 4100,
    });
    const c = await create(ctx, owner, {
      name: 'Sea Salt Spray',
      brand: 'Bumble',
      pricePence: 2600,
      isActive: false,
    });
    const names = async (query: string) => (await list(ctx, owner, query)).items.map((p) => p.id);
    expect(await names('')).toEqual([b.id, a.id, c.id]);
    expect(await names('q=shampoo')).toEqual([a.id]);
    expect(await names('q=k%C3%A9rastase')).toEqual([b.id, a.id]);
    expect(await names(`q=${shampoo.barcode}`)).toEqual([a.id]);
    // A part of a barcode is no barcode: a scan never finds the wrong product.
    expect(await names('q=3474636')).toEqual([]);
    expect(await names(`barcode=${b.id === a.id ? '' : '3474636400000'}`)).toEqual([b.id]);
    expect(await names('barcode=3474636')).toEqual([]);
    expect(await names('status=active')).toEqual([b.id, a.id]);
    expect(await names('status=inactive')).toEqual([c.id]);
    expect(await names('q=%25')).toEqual([]);
    for (const query of ['status=gone', `q=${'x'.repeat(101)}`, 'page=0']) {
      const res = await ctx.request(`/api/admin/till/products?${query}`, as(owner));
      expect(res.status, query).toBe(400);
    }
    const one = await ctx.request(`/api/admin/till/products/${a.id}`, as(owner));
    expect(await json<AdminProduct>(one)).toMatchObject({ id: a.id, name: shampoo.name });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await ctx.request(`/api/admin/till/products/${id}`, as(owner));
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Produto não encontrado.');
    }
  });

  test('editing a product: PUT replaces, PATCH changes some fields, each change audited', async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx);
    const product = await create(ctx, owner, shampoo);
    const put = await ctx.request(
      `/api/admin/till/products/${product.id}`,
      as(owner, 'PUT', { ...shampoo, pricePence: 2600, vatRateBp: 500 }),
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ pricePence: 2600, vatRateBp: 500, costPence: 1100 });
    const patch = await ctx.request(
      `/api/admin/till/products/${product.id}`,
      as(owner, 'PATCH', { isActive: false, costPence: null }),
    );
    expect(await patch.json()).toMatchObject({
      pricePence: 2600,
      isActive: false,
      costPence: null,
      barcode: shampoo.barcode,
      lowStock: false,
    });
    // Nothing changed, nothing audited.
    await ctx.request(
      `/api/admin/till/products/${product.id}`,
      as(owner, 'PATCH', { pricePence: 2600 }),
    );
    const bad = await ctx.request(
      `/api/admin/till/products/${product.id}`,
      as(owner, 'PATCH', { pricePence: 'dez' }),
    );
    expect(bad.status).toBe(400);
    // Stock is no field of an edit.
    await ctx.request(
      `/api/admin/till/products/${product.id}`,
      as(owner, 'PATCH', { stockQuantity: 50 }),
    );
    expect((await list(ctx, owner, '')).items[0]?.stockQuantity).toBe(0);
    const audit = await auditOf(ctx, product.id);
    expect(audit.map((a) => a.action)).toEqual([
      'product.create',
      'product.update',
      'product.update',
    ]);
    expect(audit[1]?.details).toMatchObject({
      changes: { pricePence: [2450, 2600], vatRateBp: [2000, 500] },
    });
    expect(audit[2]?.details).toMatchObject({
      changes: { isActive: [true, false], costPence: [1100, null] },
    });
  });

  test('a delivery adds, a count sets and records the difference; the history keeps both', async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx);
    const product = await create(ctx, owner, shampoo);
    const delivered = await move(ctx, owner, product.id, 'deliveries', {
      quantity: 12,
      note: 'Pedido 4411',
    });
    expect(delivered.product.stockQuantity).toBe(12);
    expect(delivered.movement).toMatchObject({
      kind: 'delivery',
      quantityChange: 12,
      quantityAfter: 12,
      wentNegative: false,
      note: 'Pedido 4411',
    });
    const counted = await move(ctx, owner, product.id, 'counts', { quantity: 9, note: '' });
    expect(counted.product.stockQuantity).toBe(9);
    expect(counted.movement).toMatchObject({
      kind: 'count',
      quantityChange: -3,
      quantityAfter: 9,
      note: null,
    });
    // The one route with a kind does the same.
    const more = await ctx.request(
      `/api/admin/till/products/${product.id}/movements`,
      as(owner, 'POST', { kind: 'delivery', quantity: '2' }),
    );
    expect(more.status).toBe(201);
    expect((await json<StockChange>(more)).product.stockQuantity).toBe(11);
    const rows = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(rows.map((r) => [r.kind, r.quantityChange, r.quantityAfter]).sort()).toEqual([
      ['count', -3, 9],
      ['delivery', 12, 12],
      ['delivery', 2, 11],
    ]);
    const history = await json<Page<StockMovement>>(
      await ctx.request(`/api/admin/till/products/${product.id}/movements`, as(owner)),
    );
    expect(history.total).toBe(3);
    expect(history.items.map((m) => m.quantityAfter)).toHaveLength(3);
    expect(history.items.every((m) => m.staffName !== null)).toBe(true);

    const refusals: ['deliveries' | 'counts' | 'movements', Record<string, unknown>, string][] = [
      [
        'deliveries',
        { quantity: 0 },
        'Informe a quantidade recebida: um número inteiro entre 1 e 100000.',
      ],
      [
        'deliveries',
        { quantity: 1.5 },
        'Informe a quantidade recebida: um número inteiro entre 1 e 100000.',
      ],
      [
        'counts',
        { quantity: -1 },
        'Informe a quantidade contada: um número inteiro entre 0 e 100000.',
      ],
      [
        'counts',
        { quantity: 4, note: 'x'.repeat(501) },
        'A observação pode ter no máximo 500 caracteres.',
      ],
      ['movements', { kind: 'theft', quantity: 1 }, 'Escolha entrada de estoque ou contagem.'],
    ];
    for (const [path, body, message] of refusals) {
      const res = await ctx.request(
        `/api/admin/till/products/${product.id}/${path}`,
        as(owner, 'POST', body),
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
    const unknown = await ctx.request(
      '/api/admin/till/products/00000000-0000-4000-8000-000000000000/counts',
      as(owner, 'POST', { quantity: 1 }),
    );
    expect(unknown.status).toBe(404);
    // Nothing refused was recorded.
    expect(
      await ctx.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id)),
    ).toHaveLength(3);
    const audit = await auditOf(ctx, product.id);
    expect(audit.map((a) => a.action)).toEqual([
      'product.create',
      'product.delivery',
      'product.count',
      'product.delivery',
    ]);
    expect(audit[2]?.details).toMatchObject({ counted: 9, quantityBefore: 12, quantityAfter: 9 });
  });

  test("'Repor' lists the active products at or below their threshold, the furthest below first", async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx);
    const low = await create(ctx, owner, { name: 'A low', pricePence: 100, lowStockThreshold: 5 });
    const atThreshold = await create(ctx, owner, {
      name: 'B at',
      pricePence: 100,
      lowStockThreshold: 2,
    });
    const above = await create(ctx, owner, {
      name: 'C above',
      pricePence: 100,
      lowStockThreshold: 1,
    });
    const noThreshold = await create(ctx, owner, { name: 'D none', pricePence: 100 });
    const inactive = await create(ctx, owner, {
      name: 'E inactive',
      pricePence: 100,
      lowStockThreshold: 9,
      isActive: false,
    });
    await move(ctx, owner, low.id, 'deliveries', { quantity: 1 });
    await move(ctx, owner, atThreshold.id, 'deliveries', { quantity: 2 });
    await move(ctx, owner, above.id, 'deliveries', { quantity: 2 });
    const reorder = async () =>
      (
        await json<{ items: AdminProduct[] }>(
          await ctx.request('/api/admin/till/products/reorder', as(owner)),
        )
      ).items.map((p) => p.id);
    expect(await reorder()).toEqual([low.id, atThreshold.id]);
    expect(await reorder()).not.toContain(noThreshold.id);
    expect(await reorder()).not.toContain(inactive.id);
    // A count below the threshold puts it on the list; a delivery takes it off.
    await move(ctx, owner, above.id, 'counts', { quantity: 0 });
    expect(await reorder()).toEqual([low.id, above.id, atThreshold.id]);
    await move(ctx, owner, low.id, 'deliveries', { quantity: 10 });
    expect(await reorder()).toEqual([above.id, atThreshold.id]);
  });

  test('a sale below zero is never refused: it records went_negative and warns until a count', async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx);
    const product = await create(ctx, owner, shampoo);
    await move(ctx, owner, product.id, 'deliveries', { quantity: 1 });
    const saleId = await sellAndSettle(ctx, product.id, 3);
    const [sold] = await ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.kind, 'sale')));
    expect(sold).toMatchObject({
      saleId,
      quantityChange: -3,
      quantityAfter: -2,
      wentNegative: true,
    });
    const read = await json<AdminProduct>(
      await ctx.request(`/api/admin/till/products/${product.id}`, as(owner)),
    );
    expect(read).toMatchObject({ stockQuantity: -2, stockWarning: true, lowStock: true });
    const warnings = async () =>
      json<{ items: StockWarning[] }>(
        await ctx.request('/api/admin/till/products/stock-warnings', as(owner)),
      );
    expect((await warnings()).items).toEqual([
      {
        product: expect.objectContaining({ id: product.id, stockQuantity: -2 }),
        movement: expect.objectContaining({ kind: 'sale', saleId, wentNegative: true }),
      },
    ]);
    // A delivery brings it above zero, but only a count says what the shelf holds.
    await move(ctx, owner, product.id, 'deliveries', { quantity: 6 });
    expect((await warnings()).items.map((w) => w.product.stockQuantity)).toEqual([4]);
    await move(ctx, owner, product.id, 'counts', { quantity: 5, note: 'Contagem de sexta' });
    expect((await warnings()).items).toEqual([]);
    // A sale that leaves stock at zero or above is no warning.
    await sellAndSettle(ctx, product.id, 5);
    const [last] = await ctx.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.quantityAfter, 0)));
    expect(last).toMatchObject({ kind: 'sale', wentNegative: false });
    expect((await warnings()).items).toEqual([]);
  });

  test('by role: reception keeps stock but edits no product; a professional sees none', async ({
    ctx,
  }) => {
    const owner = await signedInAdmin(ctx);
    const product = await create(ctx, owner, shampoo);
    const cookies = {} as Record<StaffRole, string>;
    for (const role of ['manager', 'reception', 'professional'] as const)
      cookies[role] = await signedInClient(ctx, `${role}@example.com`, { role });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/till/products'],
      ['GET', `/api/admin/till/products/${product.id}`],
      ['POST', '/api/admin/till/products', { name: 'Gel', pricePence: 500 }],
      ['PATCH', `/api/admin/till/products/${product.id}`, { pricePence: 2500 }],
      ['POST', `/api/admin/till/products/${product.id}/deliveries`, { quantity: 1 }],
      ['POST', `/api/admin/till/products/${product.id}/counts`, { quantity: 1 }],
      ['GET', `/api/admin/till/products/${product.id}/movements`],
      ['GET', '/api/admin/till/products/reorder'],
      ['GET', '/api/admin/till/products/stock-warnings'],
    ];
    const expected: Record<'manager' | 'reception' | 'professional', number[]> = {
      manager: [200, 200, 201, 200, 201, 201, 200, 200, 200],
      reception: [200, 200, 403, 403, 201, 201, 200, 200, 200],
      professional: [403, 403, 403, 403, 403, 403, 403, 403, 403],
    };
    for (const role of ['professional', 'reception', 'manager'] as const) {
      const statuses: number[] = [];
      for (const [method, path, body] of calls)
        statuses.push((await ctx.request(path, as(cookies[role], method, body))).status);
      expect(statuses, role).toEqual(expected[role]);
    }
    const client = await signedInClient(ctx, 'client@example.com');
    expect((await ctx.request('/api/admin/till/products', as(client))).status).toBe(403);
    expect((await ctx.request('/api/admin/till/products')).status).toBe(401);
  });
});
