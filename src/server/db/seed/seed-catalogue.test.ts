import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../../tests/support/test-app';
import type { Db } from '../client';
import { professionals, services } from '../schema/catalogue';
import { professionalServices, workingIntervals } from '../schema/diary';
import { seedCatalogue } from './seed-catalogue';

async function teamOf(db: Db, slug: string): Promise<string[]> {
  const rows = await db
    .select({ name: professionals.name })
    .from(professionalServices)
    .innerJoin(services, eq(services.id, professionalServices.serviceId))
    .innerJoin(professionals, eq(professionals.id, professionalServices.professionalId))
    .where(eq(services.slug, slug))
    .orderBy(asc(professionals.sortOrder));
  return rows.map((r) => r.name);
}

describe('the seeded team and who does what', () => {
  test('every bookable service has at least one active professional', async ({ ctx }) => {
    const bookable = await ctx.db
      .select({ id: services.id, slug: services.slug })
      .from(services)
      .where(and(eq(services.bookable, true), eq(services.isActive, true)));
    expect(bookable.length).toBeGreaterThan(60);
    const performed = new Set(
      (
        await ctx.db
          .select({ serviceId: professionalServices.serviceId })
          .from(professionalServices)
          .innerJoin(professionals, eq(professionals.id, professionalServices.professionalId))
          .where(eq(professionals.isActive, true))
      ).map((r) => r.serviceId),
    );
    expect(bookable.filter((s) => !performed.has(s.id)).map((s) => s.slug)).toEqual([]);
  });

  test('each service goes to the people of its trade', async ({ ctx }) => {
    expect(await teamOf(ctx.db, 'classic-cut')).toEqual(['Rafael Lima']);
    expect(await teamOf(ctx.db, 'children-s-cut')).toEqual(['Rafael Lima', 'Beatriz Santos']);
    expect(await teamOf(ctx.db, 'balayage')).toEqual(['Mariana Costa', 'Beatriz Santos']);
    expect(await teamOf(ctx.db, 'anti-wrinkle-injections-1-area')).toEqual([
      'Mariana Costa',
      'Chloe Bennett',
    ]);
    expect(await teamOf(ctx.db, 'gel-manicure')).toEqual(['Juliana Alves']);
    expect(await teamOf(ctx.db, 'swedish-massage')).toEqual(['Camila Rocha']);
    expect(await teamOf(ctx.db, 'glow-package')).toEqual([]);
  });

  test('injectables are 18+ with a 15-minute buffer, colour has 10, a cut none', async ({
    ctx,
  }) => {
    const rows = await ctx.db
      .select({ slug: services.slug, buffer: services.bufferMinutes, adults: services.adultsOnly })
      .from(services);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const slug of ['anti-wrinkle-injections-2-areas', 'lip-filler', 'cheek-filler'])
      expect(bySlug.get(slug), slug).toEqual({ slug, buffer: 15, adults: true });
    expect(bySlug.get('balayage')).toEqual({ slug: 'balayage', buffer: 10, adults: false });
    expect(bySlug.get('classic-cut')).toEqual({ slug: 'classic-cut', buffer: 0, adults: false });
    expect(rows.filter((r) => r.adults).length).toBe(7);
  });

  test('deposits: £50 on every injectable, a quarter on other treatments over two hours', async ({
    ctx,
  }) => {
    const rows = await ctx.db.select().from(services);
    for (const row of rows) {
      const expected = !row.bookable
        ? [null, null]
        : row.adultsOnly
          ? ['fixed', 5000]
          : row.durationMinutes > 120
            ? ['percent', 25]
            : [null, null];
      expect([row.depositKind, row.depositValue], row.slug).toEqual(expected);
    }
    expect(rows.filter((r) => r.depositKind === 'percent').length).toBeGreaterThan(0);
  });

  test('the first three follow the opening hours; the newer members have their own weeks', async ({
    ctx,
  }) => {
    const team = await ctx.db.select().from(professionals).orderBy(asc(professionals.sortOrder));
    expect(team.map((p) => [p.name, p.followsOpeningHours])).toEqual([
      ['Mariana Costa', true],
      ['Rafael Lima', true],
      ['Juliana Alves', true],
      ['Beatriz Santos', false],
      ['Chloe Bennett', false],
      ['Camila Rocha', false],
    ]);
    const nurse = team.find((p) => p.name === 'Chloe Bennett')!;
    const days = await ctx.db
      .select()
      .from(workingIntervals)
      .where(eq(workingIntervals.professionalId, nurse.id))
      .orderBy(asc(workingIntervals.weekday));
    expect(days.map((d) => [d.weekday, d.startMinute, d.endMinute])).toEqual([
      [2, 720, 1200],
      [4, 720, 1200],
      [6, 540, 900],
    ]);
  });

  test('an empty team is seeded with its patterns and services in the same run', async ({
    ctx,
  }) => {
    await ctx.db.delete(professionals);
    expect(await ctx.db.select().from(professionalServices)).toEqual([]);
    const { inserted } = await seedCatalogue(ctx.db);
    expect(inserted.professionals).toBe(6);
    expect(await teamOf(ctx.db, 'swedish-massage')).toEqual(['Camila Rocha']);
    expect((await ctx.db.select().from(workingIntervals)).length).toBe(inserted.workingIntervals);
  });
});
