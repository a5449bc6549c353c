import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, loadTestSettings } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { materialsDirIn } from '../../src/server/features/academy/material-files';
import { seedCourseMaterials } from '../../src/server/features/academy/seed-course-materials';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh, migrated and seeded PostgreSQL database for this run, when one was asked for. */
    databaseUrl: string | undefined;
  }
}

/**
 * With TEST_DATABASE_URL set, the database tests run against a real PostgreSQL server: this run
 * gets its own database, created here and dropped at the end. Otherwise each worker uses PGlite.
 */
export default async function setup(project: TestProject) {
  const { databaseUrl: serverUrl } = loadTestSettings();
  if (!serverUrl) {
    project.provide('databaseUrl', undefined);
    return;
  }
  const name = `salon_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The same data folder as tests/support/test-database.ts, where the course materials go.
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'x'.repeat(32),
    DATA_DIR: '.tmp/test-data',
  });
  const database = openPostgres(url.toString(), config.migrationsDir);
  await database.migrate();
  await seedCatalogue(database.db);
  await seedCourseMaterials(database.db, materialsDirIn(config.dataDir));
  await database.close();
  project.provide('databaseUrl', url.toString());

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
