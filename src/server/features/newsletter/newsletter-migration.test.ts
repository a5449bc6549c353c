import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { testConfig } from '../../../../tests/support/test-database';
import { openPglite } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';

/** The committed migrations up to (not including) the one tagged `before`. */
function migrationsBefore(before: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'salon-migrations-'));
  cpSync(testConfig.migrationsDir, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(before));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

test('subscribers from before double opt-in are confirmed by the migration (decision 021)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-migration-data-'));
  const before = await openPglite(dataDir, migrationsBefore('0005_newsletter'));
  try {
    await before.migrate();
    await before.db.execute(sql`
      insert into newsletter_subscribers (email, unsubscribe_token, subscribed_at)
      values ('old.reader@example.com', 'token-old-reader-000000000', '2026-05-01T10:00:00Z')`);
  } finally {
    await before.close();
  }

  const after = await openPglite(dataDir, testConfig.migrationsDir);
  try {
    await after.migrate();
    const [row] = await after.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'old.reader@example.com'));
    expect(row?.confirmedAt?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(row?.confirmationToken).toBeNull();
  } finally {
    await after.close();
  }
}, 120_000);
