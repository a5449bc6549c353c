import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { migrationsBefore } from '../../../tests/support/partial-migrations';
import { testConfig } from '../../../tests/support/test-database';
import { openPglite } from '../db/client';
import { appointments } from '../db/schema/booking';
import { clientDirectory, clients } from '../db/schema/clients';

test('an existing salon’s accounts become client records and keep their appointments (decision 026)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-migration-data-'));
  const before = await openPglite(dataDir, migrationsBefore('0007_front_desk'));
  try {
    await before.migrate();
    // Raw SQL: today's seed writes columns later migrations add.
    await before.db.execute(sql`
      insert into services (slug, name, category, section, duration_minutes, price_pence)
      values ('cut-blow-dry', 'Cut & Blow-Dry', 'cabelo', 'cabelo-cortes', 60, 4500)`);
    await before.db.execute(sql`insert into professionals (name) values ('Mariana Costa')`);
    await before.db.execute(sql`
      insert into "user" (id, name, email, email_verified) values
        ('old-client', 'Olivia Old', 'olivia@example.com', true),
        ('no-bookings', 'Nina None', 'nina@example.com', true)`);
    await before.db.execute(sql`
      insert into profiles (user_id, full_name, phone)
      values ('old-client', 'Olivia Oldham', '07700 900 111')`);
    await before.db.execute(sql`
      insert into appointments (user_id, service_id, assigned_professional_id, starts_at, ends_at,
        blocked_until, total_price_pence, status)
      select 'old-client', s.id, p.id, '2026-05-01T10:00Z', '2026-05-01T11:00Z', '2026-05-01T11:00Z',
        4500, 'completed'
      from services s, professionals p limit 1`);
  } finally {
    await before.close();
  }

  const after = await openPglite(dataDir, testConfig.migrationsDir);
  try {
    await after.migrate();
    const records = await after.db.select().from(clients);
    expect(records.map((r) => r.userId).sort()).toEqual(['no-bookings', 'old-client']);
    // The account's details stay on the account: the record holds none of its own.
    expect(records.every((r) => r.fullName === null && r.email === null)).toBe(true);
    const [appointment] = await after.db.select().from(appointments);
    const [olivia] = await after.db
      .select()
      .from(clientDirectory)
      .where(eq(clientDirectory.userId, 'old-client'));
    expect(appointment!.clientId).toBe(olivia!.id);
    expect(appointment!.sequence).toBe(0);
    expect(olivia).toMatchObject({
      fullName: 'Olivia Oldham',
      email: 'olivia@example.com',
      phone: '07700 900 111',
    });
  } finally {
    await after.close();
  }
}, 120_000);
