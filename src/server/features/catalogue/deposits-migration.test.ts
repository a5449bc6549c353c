import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { migrationsBefore } from '../../../../tests/support/partial-migrations';
import { testConfig } from '../../../../tests/support/test-database';
import { openPglite } from '../../db/client';
import { services } from '../../db/schema/catalogue';
import { seedDepositOf } from '../../db/seed/catalogue-data';

// An existing salon's services get the seeded deposits from migration 0008 (decision 028): the
// same rule as a new database's seed.
const EXISTING = [
  // slug, category, section, minutes, adults only, bookable
  ['test-lip-filler', 'estetica', 'injetaveis', 45, true, true],
  ['test-long-keratin', 'cabelo', 'tratamentos-capilares', 180, false, true],
  ['test-exactly-two-hours', 'cabelo', 'tratamentos-capilares', 120, false, true],
  ['test-quick-trim', 'cabelo', 'cabelo-cortes', 30, false, true],
  ['test-consultation-only', 'estetica', 'consultas', 240, false, false],
] as const;

test('migration 0008 gives existing services the seeded deposits', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-migration-data-'));
  const before = await openPglite(dataDir, migrationsBefore('0008_no_shows'));
  try {
    await before.migrate();
    for (const [slug, category, section, minutes, adultsOnly, bookable] of EXISTING) {
      await before.db.execute(sql`
        insert into services (slug, name, category, section, duration_minutes, price_pence, adults_only, bookable)
        values (${slug}, ${slug}, ${category}, ${section}, ${minutes}, 24000, ${adultsOnly}, ${bookable})`);
    }
  } finally {
    await before.close();
  }

  const after = await openPglite(dataDir, testConfig.migrationsDir);
  try {
    await after.migrate();
    const rows = await after.db
      .select()
      .from(services)
      .where(
        inArray(
          services.slug,
          EXISTING.map(([slug]) => slug),
        ),
      );
    expect(rows).toHaveLength(EXISTING.length);
    for (const [slug, , section, durationMinutes, , bookable] of EXISTING) {
      const row = rows.find((r) => r.slug === slug)!;
      expect({ slug, depositKind: row.depositKind, depositValue: row.depositValue }).toEqual({
        slug,
        ...seedDepositOf({ section, durationMinutes, bookable }),
      });
    }
    // The rule itself, spelt out once.
    expect(rows.map((r) => [r.slug, r.depositKind, r.depositValue])).toEqual(
      expect.arrayContaining([
        ['test-lip-filler', 'fixed', 5000],
        ['test-long-keratin', 'percent', 25],
        ['test-exactly-two-hours', null, null],
        ['test-quick-trim', null, null],
        ['test-consultation-only', null, null],
      ]),
    );
  } finally {
    await after.close();
  }
}, 120_000);
