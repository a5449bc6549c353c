import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, loadTestSettings } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { seedCourseMaterials } from '../../src/server/features/academy/seed-course-materials';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * With a PostgreSQL server: the migrated, seeded template database of this run. Each worker
     * (and each test that must commit) copies it into a database of its own.
     */
    postgres: { serverUrl: string; template: string } | undefined;
    /**
     * The same template on a PostgreSQL server whichever engine the run uses, for the tests only
     * PostgreSQL can run (a connection ended under the app, the pool's bounds); undefined when no
     * server was given (`npx vitest run` alone: `npm test` and CI always give one).
     */
    postgresServer: { serverUrl: string; template: string } | undefined;
  }
}

/**
 * With TEST_DATABASE_URL set, the database tests run against a real PostgreSQL server: this run
 * migrates and seeds one template database, and every database copied from it carries its name
 * as a prefix, so the teardown drops them all. Otherwise each worker uses PGlite.
 */
export default async function setup(project: TestProject) {
  const { databaseUrl, postgresServerUrl: serverUrl } = loadTestSettings();
  if (!serverUrl) {
    project.provide('postgres', undefined);
    project.provide('postgresServer', undefined);
    return;
  }
  const template = `salon_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(
      `${databaseUrl ? 'TEST_DATABASE_URL' : 'E2E_POSTGRES_URL'} is set but its PostgreSQL server does not answer: ${(err as Error).message}`,
    );
  }
  await admin.query(`create database ${template}`);
  await admin.end();

  // The same data folder as tests/support/test-database.ts, where the course materials go.
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'x'.repeat(32),
    DATA_DIR: '.tmp/test-data',
  });
  const database = openPostgres(databaseUrlFor(serverUrl, template), config.migrationsDir);
  await database.migrate();
  await seedCatalogue(database.db);
  await seedCourseMaterials(database.db);
  await database.close();
  project.provide('postgres', databaseUrl ? { serverUrl, template } : undefined);
  project.provide('postgresServer', { serverUrl, template });

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template}%`],
    );
    for (const { datname } of rows) {
      await cleanup.query(`drop database if exists ${datname} with (force)`);
    }
    await cleanup.end();
  };
}

/** The URL of another database on the same server. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
