import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writePrivateFile } from '../data-dir-permissions';
import { type Database, loadPgliteDump } from './client';
import { createClock } from '../auth/clock';

/** Writes the embedded database's dump to `file`, private; returns its size in bytes. */
export async function writeBackup(database: Database, file: string): Promise<number> {
  if (!database.dump) throw new Error('Only the embedded database is backed up this way.');
  const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
  writePrivateFile(file, bytes);
  return bytes.length;
}

/**
 * Replaces the data folder's embedded database with a backup. The current one is kept beside it
 * (`pglite.before-restore-<time>`) and put back if the backup cannot be loaded.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  now = createClock().now(),
): Promise<{ keptAs?: string }> {
  const dump = new Blob([readFileSync(file)]);
  const current = join(dataDir, 'pglite');
  const keptAs = existsSync(current)
    ? `${current}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
    : undefined;
  if (keptAs) renameSync(current, keptAs);
  try {
    await loadPgliteDump(dataDir, dump);
    return { keptAs };
  } catch (err) {
    rmSync(current, { recursive: true, force: true });
    if (keptAs) renameSync(keptAs, current);
    throw new Error(`${file} is not a backup of this site's database.`, { cause: err });
  }
}
