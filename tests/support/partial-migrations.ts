import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { testConfig } from './test-database';

/**
 * A copy of the committed migrations up to (not including) the one tagged `before`: a database as
 * it was before a migration, to check what that migration does to existing rows.
 */
export function migrationsBefore(before: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'salon-migrations-'));
  cpSync(testConfig.migrationsDir, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(before));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
