import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { migrationsBefore } from '../../../../tests/support/partial-migrations';
import { testConfig } from '../../../../tests/support/test-database';
import { openPglite } from '../../db/client';
import { adminAuditLog } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';

test('administrators become owners, clients stay clients, and the log names who acted', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-migration-data-'));
  const before = await openPglite(dataDir, migrationsBefore('0021_staff_roles'));
  try {
    await before.migrate();
    // Raw SQL: today's schema has columns this database does not have yet.
    await before.db.execute(sql`
      insert into "user" (id, name, email, email_verified, is_admin) values
        ('u-admin', 'Helena Rocha', 'helena@example.com', true, true),
        ('u-client', 'Joana Prado', 'joana@example.com', true, false)`);
    await before.db.execute(sql`
      insert into admin_audit_log (actor_user_id, actor_email, action, target_type) values
        ('u-admin', 'helena@example.com', 'settings.update', 'settings'),
        (null, 'gone@example.com', 'review.approve', 'review')`);
  } finally {
    await before.close();
  }

  const after = await openPglite(dataDir, testConfig.migrationsDir);
  try {
    await after.migrate();
    expect(
      await after.db
        .select({ id: user.id, staffRole: user.staffRole })
        .from(user)
        .orderBy(asc(user.id)),
    ).toEqual([
      { id: 'u-admin', staffRole: 'owner' },
      { id: 'u-client', staffRole: null },
    ]);
    expect(
      await after.db
        .select({
          actorEmail: adminAuditLog.actorEmail,
          actorName: adminAuditLog.actorName,
          actorRole: adminAuditLog.actorRole,
        })
        .from(adminAuditLog)
        .orderBy(asc(adminAuditLog.seq)),
    ).toEqual([
      { actorEmail: 'helena@example.com', actorName: 'Helena Rocha', actorRole: 'owner' },
      { actorEmail: 'gone@example.com', actorName: '', actorRole: null },
    ]);
  } finally {
    await after.close();
  }
}, 120_000);
