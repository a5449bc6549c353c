import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { databaseUrlFor } from '../../../tests/support/global-setup';
import { testConfig } from '../../../tests/support/test-database';
import { seedCourseMaterials } from '../features/academy/seed-course-materials';
import { type Database, openPglite, openPostgres } from './client';
import { moveDatabase } from './move-database';
import { adminAuditLog } from './schema/audit';
import { contacts } from './schema/contacts';
import { seedCatalogue } from './seed/seed-catalogue';

const postgres = inject('postgres');
const INTO = postgres
  ? 'a new PostgreSQL database'
  : 'a new embedded database (no PostgreSQL here)';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: postgres!.serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every row of a table, as text, in one order: equal fingerprints mean equal contents. */
async function fingerprint(db: Database['db'], table: string): Promise<string> {
  const result = (await db.execute(
    sql`select count(*) as n, md5(coalesce(string_agg(r, '|' order by r), '')) as digest
        from (select row_to_json(t)::text as r from ${sql.identifier(table)} t) rows`,
  )) as unknown as { rows: { n: string | number; digest: string }[] };
  const row = result.rows[0]!;
  return `${Number(row.n)}:${row.digest}`;
}

let source: Database;
let target: Database;
let dropTarget = async () => {};

beforeAll(async () => {
  source = await openPglite(mkdtempSync(join(tmpdir(), 'salon-move-')), testConfig.migrationsDir);
  await source.migrate();
  await seedCatalogue(source.db);
  await seedCourseMaterials(source.db);
  await source.db.insert(contacts).values({
    name: 'Zoë Ashworth',
    email: 'zoe@example.com',
    subject: 'Booking',
    message: 'Emoji 💅, quotes "and" \\backslashes\\ survive',
  });
  for (const action of ['first', 'second'])
    await source.db.insert(adminAuditLog).values({
      actorEmail: 'owner@example.com',
      action,
      targetType: 'test',
      details: { nested: { list: [1, 'two', null] } },
    });

  if (postgres) {
    const name = `salon_move_${randomBytes(4).toString('hex')}`;
    await onServer(`create database ${name}`);
    target = openPostgres(databaseUrlFor(postgres.serverUrl, name), testConfig.migrationsDir);
    dropTarget = () => onServer(`drop database if exists ${name} with (force)`);
  } else {
    target = await openPglite(undefined, testConfig.migrationsDir);
  }
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
  await dropTarget();
});

describe(`db:move copies the embedded database into ${INTO}`, () => {
  test('every table, row for row, materials included; the target refuses a second copy', async () => {
    const copied = await moveDatabase(source, target);
    const tables = copied.map((c) => c.table);
    expect(tables).toEqual(
      expect.arrayContaining(['services', 'course_material_files', 'contacts']),
    );
    // Parents come before children.
    expect(tables.indexOf('services')).toBeLessThan(tables.indexOf('professional_services'));
    expect(tables.indexOf('course_materials')).toBeLessThan(
      tables.indexOf('course_material_files'),
    );
    expect(copied.find((c) => c.table === 'course_material_files')!.rows).toBe(8);

    for (const table of tables) {
      expect(await fingerprint(target.db, table), table).toBe(await fingerprint(source.db, table));
    }

    // The audit log's order goes on after the copied rows.
    await target.db.insert(adminAuditLog).values({
      actorEmail: 'owner@example.com',
      action: 'after the move',
      targetType: 'test',
    });
    const seqs = (await target.db.select().from(adminAuditLog)).map((r) => [r.action, r.seq]);
    expect(seqs).toEqual([
      ['first', 1],
      ['second', 2],
      ['after the move', 3],
    ]);

    await expect(moveDatabase(source, target)).rejects.toThrow(/not empty/);
  }, 120_000);
});
