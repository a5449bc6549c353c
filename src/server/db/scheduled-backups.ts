import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateFolder } from '../data-dir-permissions';
import type { Logger } from '../logger';
import { writeBackup } from './backup';
import type { Database } from './client';

const BACKUP_NAME = /^salon-(\d{8}T\d{6}Z)\.tar\.gz$/;

/** `salon-20261124T031500Z.tar.gz`: sorts by time, and says when it was taken. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `salon-${stamp}.tar.gz`;
}

function takenAt(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const s = match[1]!;
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

export interface BackupSchedule {
  dir: string;
  intervalHours: number;
  keepDays: number;
}

/**
 * Takes a backup of the embedded database when the newest one in `dir` is older than the
 * interval, then deletes the scheduled backups older than `keepDays` (never the newest, and never
 * a file it did not name). Returns what it did. The server's other backups (`npm run db:backup`)
 * are left alone: only files named like `backupFileName` are counted or pruned.
 */
export async function runScheduledBackup(
  database: Database,
  schedule: BackupSchedule,
  now: Date,
  logger: Logger,
): Promise<{ written: string | null; pruned: string[] }> {
  if (!database.dump || schedule.intervalHours === 0) return { written: null, pruned: [] };
  makePrivateFolder(schedule.dir);
  const existing = readdirSync(schedule.dir)
    .map((name) => ({ name, at: takenAt(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const newest = existing.at(-1);
  let written: string | null = null;
  if (!newest || now.getTime() - newest.at.getTime() >= schedule.intervalHours * 3_600_000) {
    const name = backupFileName(now);
    const file = join(schedule.dir, name);
    // Written under another name first: a backup cut short by a crash never counts as the newest.
    const partial = `${file}.partial`;
    const bytes = await writeBackup(database, partial);
    renameSync(partial, file);
    logger.info({ file, bytes }, 'backed up the embedded database');
    written = name;
    existing.push({ name, at: now });
  }
  const keepFrom = now.getTime() - schedule.keepDays * 86_400_000;
  const pruned = existing
    .slice(0, -1)
    .filter((b) => b.at.getTime() < keepFrom)
    .map((b) => b.name);
  for (const name of pruned) rmSync(join(schedule.dir, name), { force: true });
  if (pruned.length > 0) logger.info({ pruned }, 'deleted backups past their keeping time');
  return { written, pruned };
}
