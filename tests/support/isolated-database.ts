import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { databaseUrlFor } from './global-setup';
import { testConfig } from './test-database';

/**
 * A migrated, seeded database of its own: a copy of the run's template database on its PostgreSQL
 * server when there is one (dropped by `dispose`, or with the template at the end of the run),
 * else a new in-memory PGlite.
 */
export async function openIsolatedDatabase(
  /** `postgresServer`: on the PostgreSQL server even when the run's engine is PGlite. */
  engine: 'run' | 'postgresServer' = 'run',
): Promise<{
  database: Database;
  /** Its address on the PostgreSQL server, for a second pool (another app instance); PGlite has none. */
  url?: string;
  dispose(): Promise<void>;
}> {
  const postgres = inject(engine === 'run' ? 'postgres' : 'postgresServer');
  if (!postgres) {
    const database = await openPglite(undefined, testConfig.migrationsDir);
    await database.migrate();
    await seedCatalogue(database.db);
    return { database, dispose: () => database.close() };
  }
  const name = `${postgres.template}_${randomBytes(4).toString('hex')}`;
  await onServer(postgres.serverUrl, `create database ${name} template ${postgres.template}`);
  const url = databaseUrlFor(postgres.serverUrl, name);
  const database = openPostgres(url, testConfig.migrationsDir);
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await onServer(postgres.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
