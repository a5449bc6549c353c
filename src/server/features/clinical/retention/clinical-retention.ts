import { count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addYears, salonToday } from '@shared/salon-dates';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { clients } from '../../../db/schema/clients';
import type { Logger } from '../../../logger';
import { CLINICAL_TABLES, type ClinicalTable } from '../clinical-tables';

/**
 * How long the clinical records are kept (decision 053): five years after the client's last visit,
 * the privacy policy's period for the treatment history ("até 5 anos após o seu último
 * atendimento"), through an erasure too. The last visit is the client's latest completed
 * appointment; a client with none is counted from the day their record was made.
 */
export const CLINICAL_RETENTION_YEARS = 5;

/** The table's `id` column: every clinical table has one (clinical-tables.test.ts). */
export function idColumnOf(entry: ClinicalTable): AnyPgColumn {
  const id = (getTableColumns(entry.table) as Record<string, AnyPgColumn>).id;
  if (!id) throw new Error(`clinical table ${entry.name} has no id column`);
  return id;
}

/** The salon's date of the client's last visit, as SQL (the record's creation without one). */
const lastVisitDay = sql`(coalesce(
    (select max(${appointments.startsAt}) from ${appointments}
      where ${appointments.clientId} = ${clients.id} and ${appointments.status} = 'completed'),
    ${clients.createdAt}
  ) at time zone 'Europe/London')::date`;

/**
 * The clients whose clinical records have reached the end of their period on the salon's date
 * `today`: the fifth anniversary of their last visit has come. Only clients with clinical rows.
 */
async function clientsPastRetention(db: Db, today: string): Promise<string[]> {
  if (CLINICAL_TABLES.length === 0) return [];
  const withRecords = sql.join(
    CLINICAL_TABLES.map((entry) => sql`select ${entry.clientId} from ${entry.table}`),
    sql` union `,
  );
  // The last visit's day plus five years, on the calendar (29 February counts to 28 February).
  const cutoff = addYears(today, -CLINICAL_RETENTION_YEARS);
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`${clients.id} in (${withRecords}) and ${lastVisitDay} <= ${cutoff}::date`);
  return rows.map((row) => row.id);
}

export interface RetentionRun {
  clients: number;
  /** Rows deleted, by table. */
  deleted: Record<string, number>;
}

/**
 * The retention job: deletes the clinical records of every client whose period has ended, by id,
 * each table in the registry's reverse order (what hangs from a record goes before it). One
 * transaction, so a round either deletes a client's whole record or nothing.
 */
export async function deleteExpiredClinicalRecords(
  db: Db,
  now: Date,
  log?: Logger,
): Promise<RetentionRun> {
  return db.transaction(async (tx) => {
    const expired = await clientsPastRetention(tx, salonToday(now));
    const deleted: Record<string, number> = {};
    if (expired.length === 0) return { clients: 0, deleted };
    for (const entry of [...CLINICAL_TABLES].reverse()) {
      const id = idColumnOf(entry);
      const ids = (
        await tx
          .select({ id: sql<string>`${id}` })
          .from(entry.table)
          .where(inArray(entry.clientId, expired))
      ).map((row) => row.id);
      if (ids.length === 0) continue;
      const gone = await tx
        .delete(entry.table)
        .where(inArray(id, ids))
        .returning({ id: sql<string>`${id}` });
      deleted[entry.name] = gone.length;
    }
    log?.info(
      { clients: expired.length, deleted },
      'clinical records past their retention deleted',
    );
    return { clients: expired.length, deleted };
  });
}

/** How many clinical rows a client has, by table (what an erasure keeps, restricted). */
export async function clinicalRowCounts(db: Db, clientId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of CLINICAL_TABLES) {
    const [row] = await db
      .select({ n: count() })
      .from(entry.table)
      .where(eq(entry.clientId, clientId));
    if (row && row.n > 0) counts[entry.name] = row.n;
  }
  return counts;
}

/** A row as JSON: instants in ISO 8601, bytes (the photos) in base64. */
function exportable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date
        ? value.toISOString()
        : value instanceof Uint8Array
          ? Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')
          : value,
    ]),
  );
}

/**
 * The client's clinical records for their data export (UK GDPR right of access), every table of
 * the registry by its SQL name, photos included as base64.
 */
export async function exportClinicalRecords(
  db: Db,
  clientId: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const entry of CLINICAL_TABLES) {
    const rows = (await db
      .select()
      .from(entry.table)
      .where(eq(entry.clientId, clientId))) as Record<string, unknown>[];
    records[entry.name] = rows.map(exportable);
  }
  return records;
}
