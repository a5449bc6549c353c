import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { testConfig } from './test-database';

/**
 * A migrated, seeded database of its own, for tests that must commit (real concurrency): a new
 * database on the run's PostgreSQL server when there is one, else a new in-memory PGlite.
 */
export async function openIsolatedDatabase(): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  const runUrl = inject('databaseUrl');
  if (!runUrl) {
    const database = await openPglite(undefined, testConfig.migrationsDir);
    await database.migrate();
    await seedCatalogue(database.db);
    return { database, dispose: () => database.close() };
  }
  const name = `salon_iso_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), testConfig.migrationsDir);
  await database.migrate();
  await seedCatalogue(database.db);
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: runUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
