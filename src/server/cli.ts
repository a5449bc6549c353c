import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { normaliseEmail } from '@shared/email-pattern';
import { createClock } from './auth/clock';
import { ConfigError, loadConfig } from './config';
import { restoreBackup, writeBackup } from './db/backup';
import { openDatabase, openPostgres } from './db/client';
import { MoveError, moveDatabase } from './db/move-database';
import { claimDataDir, holderOf } from './db/data-dir-lock';
import { keepNewFilesPrivate, securePrivateFolder, writePrivateFile } from './data-dir-permissions';
import { STAFF_ROLES, type StaffRole } from '@shared/staff-roles';
import {
  grantDone,
  grantRefused,
  type StaffGrant,
  setStaffRole,
} from './features/admin-rights/admin-rights.service';

const USAGE = [
  "Usage: npm run admin:grant -- <email> [owner|manager|reception|professional [professional's name]]",
  '       npm run admin:revoke -- <email>',
  '       npm run db:backup -- [file]      |   npm run db:restore -- <file>',
  '       npm run db:move -- postgres://user:password@host:5432/database',
].join('\n');

/**
 * While a server holds the embedded database, the change is made through that server (the CLI
 * proves it may by sending the secret from the lock file); otherwise the CLI opens the database.
 */
async function throughServer(dataDir: string, grant: StaffGrant): Promise<number | undefined> {
  const holder = holderOf(dataDir);
  if (!holder) return undefined;
  if (!holder.port) {
    console.error(
      `The site (pid ${holder.pid}) is still starting on this data folder; try again in a moment.`,
    );
    return 1;
  }
  const res = await fetch(`http://127.0.0.1:${holder.port}/api/internal/admin-rights`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${holder.token}` },
    body: JSON.stringify(grant),
  });
  if (res.status === 404 || res.status === 409) {
    const { error } = (await res.json()) as { error: { message: string } };
    console.error(error.message);
    return 1;
  }
  if (!res.ok) {
    console.error(`The running site refused the change (${res.status}): ${await res.text()}`);
    return 1;
  }
  const { professionalName } = (await res.json()) as { professionalName: string | null };
  console.log(grantDone(grant, professionalName));
  return 0;
}

/** A dump of the embedded database: from the running site when there is one, else directly. */
async function backup(file: string | undefined): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
    return 2;
  }
  const target = resolve(
    file ?? `salon-backup-${createClock().now().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
  );
  const holder = holderOf(config.dataDir);
  if (holder?.port) {
    const res = await fetch(`http://127.0.0.1:${holder.port}/api/internal/backup`, {
      headers: { Authorization: `Bearer ${holder.token}` },
    });
    if (!res.ok) {
      console.error(`The running site refused the backup (${res.status}).`);
      return 1;
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    writePrivateFile(target, bytes);
    console.log(`Backed up the running site's database to ${target} (${bytes.length} bytes).`);
    return 0;
  }
  if (holder) {
    console.error(`The site (pid ${holder.pid}) is still starting; try again in a moment.`);
    return 1;
  }
  securePrivateFolder(config.dataDir);
  const claim = claimDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const size = await writeBackup(database, target);
    console.log(`Backed up ${config.dataDir} to ${target} (${size} bytes).`);
    return 0;
  } finally {
    await database.close();
    claim.release();
  }
}

async function restore(file: string | undefined): Promise<number> {
  const config = loadConfig();
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 1;
  }
  const holder = holderOf(config.dataDir);
  if (holder) {
    console.error(`Stop the site first (pid ${holder.pid} is using ${config.dataDir}).`);
    return 1;
  }
  securePrivateFolder(config.dataDir);
  const claim = claimDataDir(config.dataDir);
  try {
    const { keptAs } = await restoreBackup(config.dataDir, file);
    console.log(
      `Restored ${file} into ${config.dataDir}.` +
        (keptAs ? ` The previous database is kept in ${keptAs}.` : ''),
    );
    return 0;
  } finally {
    claim.release();
  }
}

/** Copies the embedded database into a new, empty PostgreSQL database (README: outgrowing it). */
async function move(url: string | undefined): Promise<number> {
  const config = loadConfig();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(USAGE);
    return 2;
  }
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: the site already runs on PostgreSQL; there is nothing to move.',
    );
    return 2;
  }
  const holder = holderOf(config.dataDir);
  if (holder) {
    console.error(`Stop the site first (pid ${holder.pid} is using ${config.dataDir}).`);
    return 1;
  }
  securePrivateFolder(config.dataDir);
  const claim = claimDataDir(config.dataDir);
  const source = await openDatabase(config);
  // One transaction copies every table, idle on the target while each is read from the source:
  // the request limits would cut a large copy short.
  const target = openPostgres(url, config.migrationsDir, {
    ...config.databasePool,
    statementTimeoutMs: 0,
    idleInTransactionTimeoutMs: 0,
  });
  try {
    console.log(`Copying ${config.dataDir} into ${redacted(url)}…`);
    const copied = await moveDatabase(source, target, (line) => console.log(`  ${line}`));
    const rows = copied.reduce((sum, c) => sum + c.rows, 0);
    console.log(
      [
        `Done: ${copied.length} tables, ${rows} rows, every count checked.`,
        'Start the site on PostgreSQL from now on (the embedded database is left as it was):',
        `  DATABASE_URL=${url} npm start`,
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    if (!(err instanceof MoveError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await target.close();
    await source.close();
    claim.release();
  }
}

/** The address without its password, for the log. */
function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function main(argv: string[]): Promise<number> {
  // Backups and the database files a command creates are the server's user's alone.
  keepNewFilesPrivate();
  const [command, rawEmail, rawRole, professional] = argv;
  if (command === 'backup') return backup(rawEmail);
  if (command === 'restore') return restore(rawEmail);
  if (command === 'move') return move(rawEmail);
  if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
    console.error(USAGE);
    return 2;
  }
  const role = command === 'grant' ? (rawRole ?? 'owner') : null;
  if (role !== null && !STAFF_ROLES.includes(role as StaffRole)) {
    console.error(`Unknown role ${role}: one of ${STAFF_ROLES.join(', ')}.\n${USAGE}`);
    return 2;
  }
  if (professional !== undefined && role !== 'professional') {
    console.error(`Only a professional is linked to the catalogue's professional.\n${USAGE}`);
    return 2;
  }
  const grant: StaffGrant = {
    email: normaliseEmail(rawEmail),
    role: role as StaffRole | null,
    ...(professional !== undefined && { professional }),
  };
  const config = loadConfig();

  let release = () => {};
  if (!config.databaseUrl) {
    const viaServer = await throughServer(config.dataDir, grant);
    if (viaServer !== undefined) return viaServer;
    securePrivateFolder(config.dataDir);
    release = claimDataDir(config.dataDir).release;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const outcome = await setStaffRole(database.db, grant, createClock().now());
    if (!outcome.ok) {
      console.error(grantRefused(grant, outcome.reason));
      return 1;
    }
    console.log(grantDone(grant, outcome.professionalName));
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
