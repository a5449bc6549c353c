import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { testConfig } from '../../tests/support/test-database';
import { boot } from './boot';
import { writeBackup } from './db/backup';
import { openPglite } from './db/client';
import { createLogger } from './logger';
import { createMailTransport } from './mail/mail-transport';

const logger = createLogger('silent');

/** Every folder and file under `root` (itself included) whose mode is not the owner's alone. */
function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    const mode = info.mode & 0o777;
    const wanted = info.isDirectory() ? 0o700 : 0o600;
    if (mode !== wanted) found.push(`${path.slice(root.length) || '/'} ${mode.toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

/**
 * Whatever the server sets, each test starts from the usual umask, under which files are 0644. A
 * server started here also replaces the global Request and Response with @hono/node-server's
 * own; the worker's later test files expect the standard ones, so they are put back.
 */
let umaskBefore: number;
const { Request: StandardRequest, Response: StandardResponse } = globalThis;
beforeEach(() => {
  umaskBefore = process.umask(0o022);
});
afterEach(() => {
  process.umask(umaskBefore);
  globalThis.Request = StandardRequest;
  globalThis.Response = StandardResponse;
});

/** A data folder as an older version left it: readable by every user of the machine. */
async function olderDataFolder(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-perms-'));
  chmodSync(dataDir, 0o755);
  const database = await openPglite(dataDir, testConfig.migrationsDir);
  await database.migrate();
  await database.close();
  for (const folder of ['outbox', 'course-materials'])
    mkdirSync(join(dataDir, folder), { mode: 0o755 });
  writeFileSync(join(dataDir, 'outbox', 'old-reset-link.eml'), 'a live link', { mode: 0o644 });
  writeFileSync(join(dataDir, 'course-materials', 'old.pdf'), '%PDF-1.4', { mode: 0o644 });
  writeFileSync(join(dataDir, 'auth-secret'), 'an old secret that is long enough\n', {
    mode: 0o644,
  });
  return dataDir;
}

describe('the data folder is private to the server’s user', () => {
  test('a start makes an older folder private and keeps everything it writes so', async () => {
    const dataDir = await olderDataFolder();
    expect(notPrivate(dataDir).length).toBeGreaterThan(5);

    const server = await boot({
      ...testConfig,
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      port: 0,
    });
    try {
      // The embedded database writes new files while it runs (the catalogue seed, a contact
      // message): they are private too.
      const res = await fetch(`http://127.0.0.1:${server.port}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: testConfig.publicUrl },
        body: JSON.stringify({
          name: 'Perm Check',
          email: 'perm@example.com',
          subject: 'Booking',
          message: 'Private files, please',
        }),
      });
      expect(res.status).toBe(201);
      expect(notPrivate(dataDir), 'while the server runs').toEqual([]);
    } finally {
      await server.close();
    }
    expect(notPrivate(dataDir)).toEqual([]);
  }, 120_000);

  test('an outbox message is private even where nothing set the umask', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-perms-outbox-'));
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'Salon <salon@example.com>',
      dataDir,
      logger,
    });
    await transport.send({
      to: 'client@example.com',
      subject: 'Reset your password',
      text: 'https://example.com/reset?token=live',
      html: '<p>reset</p>',
    });
    chmodSync(dataDir, 0o700); // the folder is the start's to secure; this test looks inside it
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);
    expect(notPrivate(dataDir)).toEqual([]);
  });

  test('a backup is private, also when it replaces an existing file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-perms-backup-'));
    const database = await openPglite(dataDir, testConfig.migrationsDir);
    await database.migrate();
    const backups = mkdtempSync(join(tmpdir(), 'salon-perms-backups-'));
    chmodSync(backups, 0o700);
    const existing = join(backups, 'existing.tar.gz');
    writeFileSync(existing, 'an older backup', { mode: 0o644 });
    try {
      await writeBackup(database, join(backups, 'new.tar.gz'));
      await writeBackup(database, existing);
    } finally {
      await database.close();
    }
    expect(notPrivate(backups)).toEqual([]);
  }, 120_000);
});
