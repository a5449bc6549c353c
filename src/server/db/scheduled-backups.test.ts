import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testConfig } from '../../../tests/support/test-database';
import { createLogger } from '../logger';
import { restoreBackup } from './backup';
import { type Database, openPglite } from './client';
import { contacts } from './schema/contacts';
import { BACKUP_SETTLE_MS, scheduledJobs } from '../jobs/scheduled-jobs';
import { backupFileName, runScheduledBackup } from './scheduled-backups';

const logger = createLogger('silent');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: Database;
beforeAll(async () => {
  database = await openPglite(
    mkdtempSync(join(tmpdir(), 'salon-scheduled-src-')),
    testConfig.migrationsDir,
  );
  await database.migrate();
  await database.db.insert(contacts).values({
    name: 'Nightly',
    email: 'nightly@example.com',
    subject: 'Booking',
    message: 'In every backup',
  });
}, 120_000);
afterAll(() => database.close());

describe('scheduled backups of the embedded database', () => {
  test('one per interval, private, pruned after the keeping time, and restorable', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'salon-backups-')), 'backups');
    const schedule = { dir, intervalHours: 24, keepDays: 3 };
    const start = new Date('2026-03-28T02:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    // A backup the owner took by hand is neither counted nor deleted.
    const first = await runScheduledBackup(database, schedule, start, logger);
    writeFileSync(join(dir, 'by-hand.tar.gz'), 'mine');

    expect(first.written).toBe(backupFileName(start));
    expect(
      (await runScheduledBackup(database, schedule, at(23 * HOUR), logger)).written,
    ).toBeNull();
    for (let day = 1; day <= 5; day++) {
      expect((await runScheduledBackup(database, schedule, at(day * DAY), logger)).written).toBe(
        backupFileName(at(day * DAY)),
      );
    }
    const names = readdirSync(dir).sort();
    // Days 2 to 5 are within three days of day 5 (day 2 exactly on the edge); days 0 and 1 went.
    expect(names).toEqual([
      'by-hand.tar.gz',
      ...[2, 3, 4, 5].map((day) => backupFileName(at(day * DAY))),
    ]);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of names.filter((n) => n.startsWith('salon-')))
      expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600);

    const restored = mkdtempSync(join(tmpdir(), 'salon-scheduled-dst-'));
    await restoreBackup(restored, join(dir, backupFileName(at(5 * DAY))));
    const copy = await openPglite(restored, testConfig.migrationsDir);
    try {
      const rows = await copy.db.select().from(contacts);
      expect(rows.map((r) => r.message)).toEqual(['In every backup']);
    } finally {
      await copy.close();
    }
  }, 120_000);

  test('the newest backup is kept even when it is older than the keeping time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salon-backups-'));
    const weekly = { dir, intervalHours: 168, keepDays: 1 };
    const start = new Date('2026-10-24T23:30:00Z');
    await runScheduledBackup(database, weekly, start, logger);
    const twoDaysOn = new Date(start.getTime() + 2 * DAY);
    expect(await runScheduledBackup(database, weekly, twoDaysOn, logger)).toEqual({
      written: null,
      pruned: [],
    });
    // Switched off: nothing is written or deleted.
    const off = { ...weekly, intervalHours: 0 };
    const later = new Date(start.getTime() + 30 * DAY);
    expect(await runScheduledBackup(database, off, later, logger)).toEqual({
      written: null,
      pruned: [],
    });
    expect(readdirSync(dir)).toEqual([backupFileName(start)]);
  }, 60_000);

  test('the server schedules them for the embedded database only', () => {
    const names = (deps: Parameters<typeof scheduledJobs>[0]) =>
      scheduledJobs(deps).map((job) => job.name);
    const base = { db: database.db, config: testConfig, logger };
    expect(names({ ...base, database })).toContain('embedded database backup');
    const postgresLike = { ...database, dump: undefined };
    expect(names({ ...base, database: postgresLike })).not.toContain('embedded database backup');
  });

  test('the first backup waits until the server has settled after its start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salon-backups-'));
    const config = { ...testConfig, backups: { dir, intervalHours: 24, keepDays: 14 } };
    const job = scheduledJobs({ db: database.db, database, config, logger }).find(
      (j) => j.name === 'embedded database backup',
    )!;
    const start = new Date('2026-03-29T00:30:00Z');
    await job.run(start);
    await job.run(new Date(start.getTime() + BACKUP_SETTLE_MS - 1));
    expect(readdirSync(dir)).toEqual([]);
    const settled = new Date(start.getTime() + BACKUP_SETTLE_MS);
    await job.run(settled);
    expect(readdirSync(dir)).toEqual([backupFileName(settled)]);
  }, 60_000);
});
