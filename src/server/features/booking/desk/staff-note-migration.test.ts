import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { migrationsBefore } from '../../../../../tests/support/partial-migrations';
import { testConfig } from '../../../../../tests/support/test-database';
import { openPglite } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';

test('notes the desk wrote before the staff note existed become staff notes; the clients’ own stay theirs', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-migration-data-'));
  const before = await openPglite(dataDir, migrationsBefore('0014_appointment_staff_note'));
  try {
    await before.migrate();
    // Raw SQL: today's schema has columns this database does not have yet.
    await before.db.execute(sql`
      insert into services (slug, name, category, section, duration_minutes, price_pence)
      values ('cut-blow-dry', 'Cut & Blow-Dry', 'cabelo', 'cabelo-cortes', 60, 4500)`);
    await before.db.execute(sql`insert into professionals (name) values ('Mariana Costa')`);
    await before.db.execute(sql`
      insert into clients (id, full_name, phone)
      values ('00000000-0000-4000-8000-0000000000c1', 'Joana Prado', '07700 900 461')`);
    // 1: booked online with the client's own notes, later confirmed by staff (an audit row of
    // another action). 2: booked at the desk with notes. 3: at the desk without notes.
    for (const [id, hour, notes] of [
      ['00000000-0000-4000-8000-000000000001', 10, 'Fragrance free shampoo please'],
      ['00000000-0000-4000-8000-000000000002', 11, 'Cliente ligou pelo WhatsApp'],
      ['00000000-0000-4000-8000-000000000003', 12, null],
    ] as const) {
      const start = `2026-05-01T${hour}:00Z`;
      const end = `2026-05-01T${hour}:45Z`;
      await before.db.execute(sql`
        insert into appointments (id, client_id, service_id, assigned_professional_id, starts_at,
          ends_at, blocked_until, total_price_pence, status, notes)
        select ${id}, '00000000-0000-4000-8000-0000000000c1', s.id, p.id, ${start}, ${end}, ${end},
          4500, 'confirmed', ${notes}
        from services s, professionals p limit 1`);
    }
    await before.db.execute(sql`
      insert into admin_audit_log (actor_email, action, target_type, target_id, details) values
        ('desk@example.com', 'appointment.status', 'appointment',
          '00000000-0000-4000-8000-000000000001', '{"from":"pending","to":"confirmed"}'),
        ('desk@example.com', 'appointment.create', 'appointment',
          '00000000-0000-4000-8000-000000000002', '{"newClient":false}'),
        ('desk@example.com', 'appointment.create', 'appointment',
          '00000000-0000-4000-8000-000000000003', '{"newClient":false}')`);
  } finally {
    await before.close();
  }

  const after = await openPglite(dataDir, testConfig.migrationsDir);
  try {
    await after.migrate();
    const rows = await after.db
      .select({ notes: appointments.notes, staffNote: appointments.staffNote })
      .from(appointments)
      .orderBy(asc(appointments.startsAt));
    expect(rows).toEqual([
      { notes: 'Fragrance free shampoo please', staffNote: null },
      { notes: null, staffNote: 'Cliente ligou pelo WhatsApp' },
      { notes: null, staffNote: null },
    ]);
  } finally {
    await after.close();
  }
}, 120_000);
