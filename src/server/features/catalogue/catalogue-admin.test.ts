import { eq } from 'drizzle-orm';
import type { Catalogue } from '@shared/catalogue-schema';
import type { AdminProfessional, AdminService } from '@shared/schemas/admin-catalogue';
import type { Page } from '@shared/schemas/admin-pagination';
import { as, json, signedInAdmin } from '../../../../tests/support/admin-helpers';
import { describe, expect, test, type TestContext } from '../../../../tests/support/test-app';
import { adminAuditLog } from '../../db/schema/audit';
import { services } from '../../db/schema/catalogue';

const catalogue = async (ctx: TestContext) => json<Catalogue>(await ctx.request('/api/catalogue'));

async function serviceBySlug(ctx: TestContext, slug: string) {
  const [row] = await ctx.db.select().from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`no service ${slug}`);
  return row;
}

/** The edit form's values for an existing service, as the dashboard sends them. */
function formOf(row: typeof services.$inferSelect) {
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    section: row.section,
    durationMinutes: String(row.durationMinutes),
    price: (row.pricePence / 100).toFixed(2),
    priceMax: row.priceMaxPence === null ? '' : (row.priceMaxPence / 100).toFixed(2),
    priceIsFrom: row.priceIsFrom,
    bookable: row.bookable,
  };
}

const newService = {
  name: 'Scalp Detox Ritual',
  description: 'A deep-cleansing scalp treatment.',
  category: 'cabelo',
  section: 'tratamentos-capilares',
  durationMinutes: 50,
  price: '42.50',
};

describe('services in the back office', () => {
  test('lists every service, inactive too, paginated, with search and filters', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const first = await json<Page<AdminService>>(
      await ctx.request('/api/admin/services?pageSize=10', as(admin)),
    );
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe((await catalogue(ctx)).services.length);

    const beard = await serviceBySlug(ctx, 'beard-moustache');
    await ctx.request(`/api/admin/services/${beard.id}/deactivate`, as(admin, 'POST'));
    const inactive = await json<Page<AdminService>>(
      await ctx.request('/api/admin/services?status=inactive', as(admin)),
    );
    expect(inactive.items.map((s) => s.slug)).toEqual(['beard-moustache']);
    expect(inactive.items[0]?.isActive).toBe(false);

    const search = await json<Page<AdminService>>(
      await ctx.request('/api/admin/services?q=BEARD', as(admin)),
    );
    expect(search.items.map((s) => s.slug)).toEqual(
      expect.arrayContaining(['beard-moustache', 'cut-beard']),
    );
    // Wildcards typed in the search are searched for literally.
    const literal = await json<Page<AdminService>>(
      await ctx.request('/api/admin/services?q=%25', as(admin)),
    );
    expect(literal.total).toBe(0);

    const section = await json<Page<AdminService>>(
      await ctx.request('/api/admin/services?section=barbearia&pageSize=100', as(admin)),
    );
    expect(section.total).toBe(6);
    expect(new Set(section.items.map((s) => s.section))).toEqual(new Set(['barbearia']));

    for (const query of ['status=gone', 'section=nails', 'page=0', `q=${'x'.repeat(101)}`]) {
      expect((await ctx.request(`/api/admin/services?${query}`, as(admin))).status, query).toBe(
        400,
      );
    }
  });

  test('a new price shows on the public catalogue at once', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const cut = await serviceBySlug(ctx, 'classic-cut');
    // The public catalogue is cached by version: read it first so the cache is warm.
    const before = await catalogue(ctx);
    expect(before.services.find((s) => s.id === cut.id)?.pricePence).toBe(cut.pricePence);

    const res = await ctx.request(
      `/api/admin/services/${cut.id}`,
      as(admin, 'PUT', { ...formOf(cut), price: '£23.50', priceMax: '30' }),
    );
    expect(res.status).toBe(200);
    expect(await json<AdminService>(res)).toMatchObject({
      pricePence: 2350,
      priceMaxPence: 3000,
      slug: 'classic-cut',
    });
    const after = (await catalogue(ctx)).services.find((s) => s.id === cut.id);
    expect(after).toMatchObject({ pricePence: 2350, priceMaxPence: 3000 });

    const [entry] = await ctx.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({
      actorEmail: 'owner@example.com',
      action: 'service.update',
      targetType: 'service',
      targetId: cut.id,
      details: {
        name: cut.name,
        changes: {
          pricePence: [cut.pricePence, 2350],
          priceMaxPence: [cut.priceMaxPence, 3000],
        },
      },
    });
  });

  test("'Rebook after (days)' is set and cleared on that service alone; a bad value is refused", async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    const pedicure = await serviceBySlug(ctx, 'gel-pedicure');
    const podiatry = await serviceBySlug(ctx, 'podiatry');
    const put = (body: object) =>
      ctx.request(`/api/admin/services/${pedicure.id}`, as(admin, 'PUT', body));

    for (const bad of ['0', '366', 'soon', '2.5']) {
      const res = await put({ ...formOf(pedicure), rebookAfterDays: bad });
      expect(res.status, bad).toBe(400);
    }
    const set = await put({ ...formOf(pedicure), rebookAfterDays: '35' });
    expect(set.status).toBe(200);
    expect(await json<AdminService>(set)).toMatchObject({ rebookAfterDays: 35 });
    // Absent keeps it; empty clears it.
    await put(formOf(pedicure));
    expect((await serviceBySlug(ctx, 'gel-pedicure')).rebookAfterDays).toBe(35);
    await put({ ...formOf(pedicure), rebookAfterDays: '' });
    expect((await serviceBySlug(ctx, 'gel-pedicure')).rebookAfterDays).toBeNull();
    expect((await serviceBySlug(ctx, 'podiatry')).rebookAfterDays).toBe(podiatry.rebookAfterDays);
  });

  test('saving an unchanged service records nothing', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const cut = await serviceBySlug(ctx, 'classic-cut');
    const res = await ctx.request(`/api/admin/services/${cut.id}`, as(admin, 'PUT', formOf(cut)));
    expect(res.status).toBe(200);
    expect(await ctx.db.select().from(adminAuditLog)).toEqual([]);
  });

  test('renaming gives the service the slug of its new name', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const kids = await serviceBySlug(ctx, 'children-s-cut');
    const res = await ctx.request(
      `/api/admin/services/${kids.id}`,
      as(admin, 'PUT', { ...formOf(kids), name: 'Corte Infantil Júnior' }),
    );
    expect(res.status).toBe(200);
    expect((await json<AdminService>(res)).slug).toBe('corte-infantil-junior');
    expect((await catalogue(ctx)).services.find((s) => s.id === kids.id)?.slug).toBe(
      'corte-infantil-junior',
    );
  });

  test('creates a service, placed in its section, bookable and public at once', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    await catalogue(ctx);
    const res = await ctx.request('/api/admin/services', as(admin, 'POST', newService));
    expect(res.status).toBe(201);
    const created = await json<AdminService>(res);
    expect(created).toMatchObject({
      slug: 'scalp-detox-ritual',
      pricePence: 4250,
      priceMaxPence: null,
      priceIsFrom: false,
      bookable: true,
      isActive: true,
      durationMinutes: 50,
    });
    const listed = (await catalogue(ctx)).services;
    expect(listed.find((s) => s.id === created.id)).toMatchObject({ name: 'Scalp Detox Ritual' });
    const section = listed.filter((s) => s.section === 'tratamentos-capilares');
    expect(section.at(-1)?.id).toBe(created.id);
    const [entry] = await ctx.db.select().from(adminAuditLog);
    expect(entry).toMatchObject({ action: 'service.create', targetId: created.id });
  });

  test('refuses a name another service has (by slug) with 409', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const res = await ctx.request(
      '/api/admin/services',
      as(admin, 'POST', { ...newService, name: 'classic  CUT' }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'duplicate', message: 'Já existe um serviço com este nome.' },
    });
    const beard = await serviceBySlug(ctx, 'beard-moustache');
    const rename = await ctx.request(
      `/api/admin/services/${beard.id}`,
      as(admin, 'PUT', { ...formOf(beard), name: 'Classic Cut' }),
    );
    expect(rename.status).toBe(409);
    expect((await serviceBySlug(ctx, 'beard-moustache')).name).toBe(beard.name);
    // The refused change left the request's transaction usable.
    expect((await ctx.request('/api/admin/services', as(admin, 'POST', newService))).status).toBe(
      201,
    );
  });

  test.for([
    ['no name', { name: '  ' }, 'name', 'Informe o nome do serviço.'],
    ['a name of symbols', { name: '***' }, 'name', 'O nome precisa ter letras ou números.'],
    [
      'a bad price',
      { price: '12,345.6' },
      'price',
      'Informe o preço em libras, por exemplo 25 ou 25.50.',
    ],
    [
      'a negative price',
      { price: '-5' },
      'price',
      'Informe o preço em libras, por exemplo 25 ou 25.50.',
    ],
    [
      'three decimals',
      { price: '1.999' },
      'price',
      'Informe o preço em libras, por exemplo 25 ou 25.50.',
    ],
    ['no price', { price: '' }, 'price', 'Informe o preço em libras, por exemplo 25 ou 25.50.'],
    [
      'a range upside down',
      { priceMax: '40' },
      'priceMax',
      'O preço máximo deve ser maior que o preço.',
    ],
    [
      'a zero duration',
      { durationMinutes: 0 },
      'durationMinutes',
      'A duração deve ser um número inteiro de minutos, entre 5 e 600.',
    ],
    [
      'a fractional duration',
      { durationMinutes: '30.5' },
      'durationMinutes',
      'A duração deve ser um número inteiro de minutos, entre 5 e 600.',
    ],
    ['an unknown category', { category: 'tattoo' }, 'category', 'Escolha uma categoria.'],
    [
      'an unknown section',
      { section: 'tattoos' },
      'section',
      'Escolha uma seção da lista de preços.',
    ],
  ] as const)(
    'refuses %s with 400 and the field’s message',
    async ([, patch, field, message], { ctx }) => {
      const admin = await signedInAdmin(ctx);
      const res = await ctx.request(
        '/api/admin/services',
        as(admin, 'POST', { ...newService, ...patch }),
      );
      expect(res.status).toBe(400);
      const body = await json<{ error: { fields: Record<string, string> } }>(res);
      expect(body.error.fields[field]).toBe(message);
      expect(
        await ctx.db.select().from(services).where(eq(services.slug, 'scalp-detox-ritual')),
      ).toEqual([]);
    },
  );

  test('a deactivated service leaves the public catalogue and comes back when reactivated', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    const beard = await serviceBySlug(ctx, 'beard-moustache');
    await catalogue(ctx);
    const off = await ctx.request(`/api/admin/services/${beard.id}/deactivate`, as(admin, 'POST'));
    expect(off.status).toBe(200);
    expect((await json<AdminService>(off)).isActive).toBe(false);
    expect((await catalogue(ctx)).services.some((s) => s.id === beard.id)).toBe(false);
    // Again: nothing changes, nothing more is recorded.
    await ctx.request(`/api/admin/services/${beard.id}/deactivate`, as(admin, 'POST'));
    const on = await ctx.request(`/api/admin/services/${beard.id}/reactivate`, as(admin, 'POST'));
    expect((await json<AdminService>(on)).isActive).toBe(true);
    expect((await catalogue(ctx)).services.some((s) => s.id === beard.id)).toBe(true);
    expect((await ctx.db.select().from(adminAuditLog)).map((a) => a.action).sort()).toEqual([
      'service.deactivate',
      'service.reactivate',
    ]);
  });

  test('answers 404 for an unknown service', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const id = '6f1c8f0e-2b7a-4c1e-9d55-0a8e3f7b9c21';
    expect(
      (await ctx.request(`/api/admin/services/${id}`, as(admin, 'PUT', newService))).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/admin/services/${id}/deactivate`, as(admin, 'POST'))).status,
    ).toBe(404);
    expect((await ctx.request('/api/admin/services/x/reactivate', as(admin, 'POST'))).status).toBe(
      404,
    );
  });
});

describe('professionals in the back office', () => {
  test('creates, edits, deactivates and reactivates a professional; booking follows', async ({
    ctx,
  }) => {
    const admin = await signedInAdmin(ctx);
    await catalogue(ctx);
    const res = await ctx.request(
      '/api/admin/professionals',
      as(admin, 'POST', { name: '  Sofia Mendes ', role: 'Nail Artist' }),
    );
    expect(res.status).toBe(201);
    const sofia = await json<AdminProfessional>(res);
    expect(sofia).toMatchObject({ name: 'Sofia Mendes', role: 'Nail Artist', isActive: true });
    expect((await catalogue(ctx)).professionals.map((p) => p.name)).toContain('Sofia Mendes');

    const edited = await ctx.request(
      `/api/admin/professionals/${sofia.id}`,
      as(admin, 'PUT', { name: 'Sofia Mendes', role: 'Senior Nail Artist' }),
    );
    expect((await json<AdminProfessional>(edited)).role).toBe('Senior Nail Artist');
    expect((await catalogue(ctx)).professionals.find((p) => p.id === sofia.id)?.role).toBe(
      'Senior Nail Artist',
    );

    await ctx.request(`/api/admin/professionals/${sofia.id}/deactivate`, as(admin, 'POST'));
    expect((await catalogue(ctx)).professionals.some((p) => p.id === sofia.id)).toBe(false);
    const inactive = await json<Page<AdminProfessional>>(
      await ctx.request('/api/admin/professionals?status=inactive', as(admin)),
    );
    expect(inactive.items.map((p) => p.name)).toEqual(['Sofia Mendes']);
    await ctx.request(`/api/admin/professionals/${sofia.id}/reactivate`, as(admin, 'POST'));
    expect((await catalogue(ctx)).professionals.some((p) => p.id === sofia.id)).toBe(true);

    const all = await json<Page<AdminProfessional>>(
      await ctx.request('/api/admin/professionals', as(admin)),
    );
    expect(all.total).toBe(7);
    expect((await ctx.db.select().from(adminAuditLog)).map((a) => a.action).sort()).toEqual([
      'professional.create',
      'professional.deactivate',
      'professional.reactivate',
      'professional.update',
    ]);
  });

  test('refuses a duplicate name with 409 and a blank one with 400', async ({ ctx }) => {
    const admin = await signedInAdmin(ctx);
    const dup = await ctx.request(
      '/api/admin/professionals',
      as(admin, 'POST', { name: 'Rafael Lima' }),
    );
    expect(dup.status).toBe(409);
    expect((await json<{ error: { message: string } }>(dup)).error.message).toBe(
      'Já existe um profissional com este nome.',
    );
    const blank = await ctx.request('/api/admin/professionals', as(admin, 'POST', { name: ' ' }));
    expect(blank.status).toBe(400);
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(blank)).error.fields.name,
    ).toBe('Informe o nome do profissional.');
  });
});
