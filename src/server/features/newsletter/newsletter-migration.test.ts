import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { migrationsBefore } from '../../../../tests/support/partial-migrations';
import { testConfig } from '../../../../tests/support/test-database';
import { openPglite } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/newsletter';

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
