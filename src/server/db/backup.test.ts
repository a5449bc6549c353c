import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { testConfig } from '../../../tests/support/test-database';
import { restoreBackup, writeBackup } from './backup';
import { openPglite } from './client';
import { contacts } from './schema/contacts';
import { services } from './schema/catalogue';
import { seedCatalogue } from './seed/seed-catalogue';

test('a populated embedded database survives a backup and restore round trip', async () => {
  const original = mkdtempSync(join(tmpdir(), 'salon-backup-src-'));
  const restored = mkdtempSync(join(tmpdir(), 'salon-backup-dst-'));
  const file = join(original, 'backup.tar.gz');

  const source = await openPglite(original, testConfig.migrationsDir);
  await source.migrate();
  await seedCatalogue(source.db);
  await source.db.insert(contacts).values({
    name: 'Backup Test',
    email: 'backup@example.com',
    subject: 'Booking',
    message: 'Kept across a restore',
  });
  await source.db
    .update(services)
    .set({ pricePence: 4321 })
    .where(eq(services.slug, 'cut-blow-dry'));
  expect(await writeBackup(source, file)).toBeGreaterThan(1000);
  await source.close();

  // Restoring over an existing database keeps the old one beside it.
  const existing = await openPglite(restored, testConfig.migrationsDir);
  await existing.migrate();
  await existing.close();
  const { keptAs } = await restoreBackup(restored, file);
  expect(keptAs).toContain('pglite.before-restore-');

  const copy = await openPglite(restored, testConfig.migrationsDir);
  try {
    const [message] = await copy.db.select().from(contacts);
    expect(message).toMatchObject({
      email: 'backup@example.com',
      message: 'Kept across a restore',
    });
    const [service] = await copy.db
      .select()
      .from(services)
      .where(eq(services.slug, 'cut-blow-dry'));
    expect(service!.pricePence).toBe(4321);
    const [{ n }] = (await copy.db.select({ n: count() }).from(services)) as [{ n: number }];
    expect(n).toBeGreaterThan(50);
  } finally {
    await copy.close();
  }
}, 120_000);

test('a file that is not a backup is refused and the current database is put back', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'salon-backup-bad-'));
  const db = await openPglite(dir, testConfig.migrationsDir);
  await db.migrate();
  await db.close();
  const junk = join(dir, 'junk.tar.gz');
  writeFileSync(junk, 'not a backup');
  await expect(restoreBackup(dir, junk)).rejects.toThrow('is not a backup');
  expect(readdirSync(dir).filter((f) => f.startsWith('pglite'))).toEqual(['pglite']);
  const again = await openPglite(dir, testConfig.migrationsDir);
  await again.migrate();
  await again.close();
}, 120_000);
