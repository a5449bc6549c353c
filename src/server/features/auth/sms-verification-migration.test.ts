import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { migrationsBefore } from '../../../../tests/support/partial-migrations';
import { testConfig } from '../../../../tests/support/test-database';
import { openPglite } from '../../db/client';
import { profiles } from '../../db/schema/auth';

test('profiles that opted in to texts before numbers were verified are unverified (issue 27)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-migration-data-'));
  const before = await openPglite(dataDir, migrationsBefore('0016_sms_number_verification'));
  try {
    await before.migrate();
    await before.db.execute(sql`
      insert into "user" (id, name, email, email_verified) values ('old-texter', 'Old Texter', 'old.texter@example.com', true)`);
    await before.db.execute(sql`
      insert into profiles (user_id, full_name, phone, sms_reminders)
      values ('old-texter', 'Old Texter', '07700 900 999', true)`);
  } finally {
    await before.close();
  }

  const after = await openPglite(dataDir, testConfig.migrationsDir);
  try {
    await after.migrate();
    const [row] = await after.db.select().from(profiles).where(eq(profiles.userId, 'old-texter'));
    expect(row).toMatchObject({
      phone: '07700 900 999',
      smsReminders: true,
      smsVerifiedNumber: null,
      smsVerifiedAt: null,
    });
  } finally {
    await after.close();
  }
}, 120_000);
