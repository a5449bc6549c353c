import { eq } from 'drizzle-orm';
import { PRICE_SECTIONS } from '@shared/catalogue';
import { catalogueSchema } from '@shared/catalogue-schema';
import { slugify } from '@shared/slug';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { professionals, services } from '../../db/schema/catalogue';
import { seedCatalogue } from '../../db/seed/seed-catalogue';

const SERVICE_CARD_FROM_PRICES: Record<string, number> = {
  'cabelo-cortes': 2500,
  'coloracao-premium': 4500,
  'tratamentos-capilares': 4500,
  'manicure-pedicure': 2000,
  'estetica-facial': 3500,
  'sobrancelhas-cilios': 1000,
  'massagens-relaxantes': 2500,
  'maquiagem-profissional': 3500,
};

describe('GET /api/catalogue', () => {
  test('returns the active services and professionals in the shared shape', async ({ ctx }) => {
    const res = await ctx.request('/api/catalogue');
    expect(res.status).toBe(200);
    const body = catalogueSchema.parse(await res.json());
    expect(body.services.length).toBeGreaterThan(60);
    expect(body.professionals.map((p) => p.name)).toEqual([
      'Mariana Costa',
      'Rafael Lima',
      'Juliana Alves',
      'Beatriz Santos',
      'Chloe Bennett',
      'Camila Rocha',
    ]);
    for (const section of PRICE_SECTIONS) {
      expect(
        body.services.some((s) => s.section === section.key),
        section.key,
      ).toBe(true);
    }
  });

  test('gives every service a unique slug made from its name', async ({ ctx }) => {
    const body = catalogueSchema.parse(await (await ctx.request('/api/catalogue')).json());
    const slugs = body.services.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const service of body.services) expect(service.slug).toBe(slugify(service.name));
  });

  test("derives the service cards' 'from' prices of the spec from the catalogue", async ({
    ctx,
  }) => {
    const body = catalogueSchema.parse(await (await ctx.request('/api/catalogue')).json());
    for (const [section, pence] of Object.entries(SERVICE_CARD_FROM_PRICES)) {
      const prices = body.services.filter((s) => s.section === section).map((s) => s.pricePence);
      expect(Math.min(...prices), section).toBe(pence);
    }
  });

  test('holds the six barbershop cards of the spec', async ({ ctx }) => {
    const body = catalogueSchema.parse(await (await ctx.request('/api/catalogue')).json());
    const barber = body.services
      .filter((s) => s.section === 'barbearia')
      .map((s) => [s.name, s.durationMinutes, s.pricePence, s.priceMaxPence, s.priceIsFrom]);
    expect(barber).toEqual([
      ['Classic Cut', 45, 2000, 2800, false],
      ['Beard & Moustache', 30, 1500, null, false],
      ['Cut & Beard', 75, 3500, 4300, false],
      ['Barbotherapy', 60, 3500, null, true],
      ["Children's Cut", 30, 2000, null, false],
      ['Hair Treatment', 45, 2000, 9500, false],
    ]);
  });

  test('answers 304 to a matching If-None-Match', async ({ ctx }) => {
    const first = await ctx.request('/api/catalogue');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    const second = await ctx.request('/api/catalogue', { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
  });

  test('follows a price change at once, with a new ETag', async ({ ctx }) => {
    const first = await ctx.request('/api/catalogue');
    await ctx.db
      .update(services)
      .set({ pricePence: 2600 })
      .where(eq(services.slug, 'ladies-haircut'));
    const second = await ctx.request('/api/catalogue', {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(second.status).toBe(200);
    const body = catalogueSchema.parse(await second.json());
    expect(body.services.find((s) => s.slug === 'ladies-haircut')?.pricePence).toBe(2600);
  });

  test('hides inactive services and professionals, even after serving them', async ({ ctx }) => {
    expect((await ctx.request('/api/catalogue')).status).toBe(200);
    await ctx.db.update(services).set({ isActive: false }).where(eq(services.slug, 'balayage'));
    await ctx.db
      .update(professionals)
      .set({ isActive: false })
      .where(eq(professionals.name, 'Juliana Alves'));
    const body = catalogueSchema.parse(await (await ctx.request('/api/catalogue')).json());
    expect(body.services.some((s) => s.slug === 'balayage')).toBe(false);
    expect(body.services.length).toBeGreaterThan(60);
    expect(body.professionals.some((p) => p.name === 'Juliana Alves')).toBe(false);
  });
});

describe('seedCatalogue', () => {
  test('is idempotent and never overwrites the owner’s edits', async ({ ctx }) => {
    await ctx.db.update(services).set({ pricePence: 9999 }).where(eq(services.slug, 'balayage'));
    const again = await seedCatalogue(ctx.db);
    expect(again.inserted).toEqual({});
    const [row] = await ctx.db.select().from(services).where(eq(services.slug, 'balayage'));
    expect(row?.pricePence).toBe(9999);
  });

  test('fills an empty catalogue', async ({ ctx }) => {
    await ctx.db.delete(services);
    const result = await seedCatalogue(ctx.db);
    expect(result.inserted.services).toBeGreaterThan(60);
  });
});
