import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';

/** The target is not a new, empty database, or the copy does not match: nothing was moved. */
export class MoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveError';
  }
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const table = (name: string) => sql.identifier(name);

async function tablesIn(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

/** Parents before children, so every foreign key finds its row. */
async function inDependencyOrder(db: Db, names: string[]): Promise<string[]> {
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new MoveError(`The tables' foreign keys form a cycle at ${name}.`);
    path.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.filter((name) => names.includes(name));
}

async function rowCount(db: Db, name: string): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from ${table(name)}`,
  );
  return Number(row!.n);
}

/** Rows go over as JSON text, in pieces of about this size: bytea and jsonb survive as they are. */
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Copies every table of `source` (the embedded database) into `target`, a PostgreSQL database that
 * must be new or empty: the target is migrated to the same schema, filled in one transaction (a
 * failure leaves it empty), its identity sequences moved past the copied values, and each table's
 * row count compared with the source's. The source is only read.
 */
export async function moveDatabase(
  source: Database,
  target: Database,
  progress: (line: string) => void = () => {},
): Promise<{ table: string; rows: number }[]> {
  await source.migrate();
  await target.migrate();
  const names = await tablesIn(source.db);
  const targetNames = new Set(await tablesIn(target.db));
  const missing = names.filter((name) => !targetNames.has(name));
  if (missing.length > 0) {
    throw new MoveError(`The target database lacks the tables ${missing.join(', ')}.`);
  }
  for (const name of targetNames) {
    if ((await rowCount(target.db, name)) > 0) {
      throw new MoveError(
        `The target database is not empty (the table ${name} has rows): move into a new, empty database.`,
      );
    }
  }
  const order = await inDependencyOrder(source.db, names);
  const identities = await rowsOf<{ table_name: string; column_name: string }>(
    source.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );

  const copied: { table: string; rows: number }[] = [];
  await target.db.transaction(async (tx) => {
    for (const name of order) {
      const rows = await rowsOf<{ r: string }>(
        source.db,
        sql`select row_to_json(t)::text as r from ${table(name)} t`,
      );
      let batch: string[] = [];
      let size = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${table(name)} overriding system value
              select * from json_populate_recordset(null::${table(name)}, ${`[${batch.join(',')}]`}::json)`,
        );
        batch = [];
        size = 0;
      };
      for (const { r } of rows) {
        batch.push(r);
        size += r.length;
        if (size >= BATCH_BYTES) await flush();
      }
      await flush();
      for (const identity of identities.filter((i) => i.table_name === name)) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${name}"`}, ${identity.column_name}),
                 coalesce((select max(${sql.identifier(identity.column_name)}) from ${table(name)}), 0) + 1, false)`,
        );
      }
      copied.push({ table: name, rows: rows.length });
      progress(`${name}: ${rows.length}`);
    }
  });

  for (const { table: name, rows } of copied) {
    const there = await rowCount(target.db, name);
    if (there !== rows) {
      throw new MoveError(`The table ${name} has ${there} rows in the target, not ${rows}.`);
    }
  }
  return copied;
}
