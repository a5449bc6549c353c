import { inject } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { type Database, openPglite } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { seedCourseMaterials } from '../../src/server/features/academy/seed-course-materials';

/** The data folder of the API tests: the seeded course materials live in it. */
export const TEST_DATA_DIR = '.tmp/test-data';

export const testConfig = loadConfig({
  NODE_ENV: 'test',
  AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
  DATA_DIR: TEST_DATA_DIR,
  PUBLIC_URL: 'http://localhost:3000',
});

let shared: Promise<Database> | undefined;

/**
 * One migrated, seeded database per test worker, opened by the worker's first test file and kept
 * for every later one (the workers do not isolate modules between files: vitest.config.ts):
 * PGlite in memory, or, when the run has a PostgreSQL server, a copy of the run's template
 * database. Workers never share a database, so their tests cannot lock each other's rows.
 */
export function getTestDatabase(): Promise<Database> {
  shared ??= (async () => {
    if (inject('postgres')) {
      const { openIsolatedDatabase } = await import('./isolated-database');
      return (await openIsolatedDatabase()).database;
    }
    const database = await openPglite(undefined, testConfig.migrationsDir);
    await database.migrate();
    await seedCatalogue(database.db);
    await seedCourseMaterials(database.db);
    return database;
  })();
  return shared;
}
