import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL, type DatabasePoolSettings } from '../config';
import { makePrivateFolder, securePrivateFolder } from '../data-dir-permissions';
import { Echoes } from './listener-echoes';
import { listenOnPostgres } from './postgres-listener';
import { retryReadsOnce } from './read-retry';
import { schema, type Schema } from './schema';

/** What every service takes: the database, or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** A consistent gzipped tarball of the embedded database's files (PGlite only). */
  dump?(): Promise<Blob>;
  /**
   * Hears the NOTIFY messages of a channel (committed transactions only). `onGap` is called when
   * messages may have been missed (a lost connection) and again once listening again; `hearing`
   * says whether every message is being heard right now.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Listener;
  close(): Promise<void>;
}

export interface Listener {
  readonly hearing: boolean;
  /** Resolves once the first LISTEN took effect (or failed: then `hearing` stays false). */
  ready: Promise<void>;
  /**
   * True once every message committed before the call has reached `onMessage`; false when that
   * cannot be known within `timeoutMs` (not hearing, the connection lost or silent).
   */
  caughtUp(timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
}

/** Any fixed number works; it only has to be the same for every instance. */
const MIGRATION_LOCK_ID = 7_340_512;

/**
 * `settings` bound the pool (decision 038): a request waits `waitMs` at most for a connection,
 * and the server ends a statement or an idle transaction past its limit, so nothing holds a
 * connection for ever. 0 turns a server-side limit off.
 */
export function openPostgres(
  url: string,
  migrationsFolder: string,
  settings: DatabasePoolSettings = DEFAULT_DATABASE_POOL,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.size,
    connectionTimeoutMillis: settings.waitMs,
    // Sent as start-up parameters of every connection (node-postgres leaves out a 0).
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
  });
  // An idle connection the server ends (a restart, a failover) is replaced on the next query; left
  // unhandled, its error event would stop the whole process.
  pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  // A connection in use can be ended between two statements too (idle_in_transaction_session_
  // timeout, a terminated backend); pg-pool listens only while it is idle, and an unheard error
  // event would stop the process. Its next statement fails instead, and the pool drops it.
  pool.on('connect', (client) =>
    client.on('error', (err) => console.error('PostgreSQL connection lost:', err.message)),
  );
  retryReadsOnce(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // A migration may rewrite a large table, and waits while another instance migrates: the
        // limits meant for requests do not apply to it.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.query('reset statement_timeout').catch(() => {});
        client.release();
      }
    },
    listen: (channel, onMessage, onGap) => listenOnPostgres(url, channel, onMessage, onGap),
    close: () => pool.end(),
  };
}

/** `dataDir` undefined means an in-memory database (tests). */
export async function openPglite(
  dataDir: string | undefined,
  migrationsFolder: string,
): Promise<Database> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    makePrivateFolder(path);
  }
  // btree_gist backs the appointments' no-overlap constraint (migration 0003), pg_trgm the
  // client search's indexes (migration 0018).
  const client = await PGlite.create(path, { extensions: { btree_gist, pg_trgm } });
  // PGlite sets some of its files' modes itself (0644, 0666) whatever the umask: the folder is
  // private (0700) anyway, and its files are made private again once open and once closed.
  const securePath = () => {
    if (path) securePrivateFolder(path);
  };
  securePath();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    dump: () => client.dumpDataDir('gzip'),
    listen(channel, onMessage) {
      // In-process: a committed statement's messages arrive before its promise settles.
      let hearing = false;
      const echoes = new Echoes(channel);
      const listening = Promise.all([
        client.listen(channel, onMessage),
        client.listen(echoes.channel, (token) => echoes.heard(token)),
      ]);
      const ready = listening.then(
        () => void (hearing = true),
        () => {},
      );
      return {
        get hearing() {
          return hearing;
        },
        ready,
        caughtUp(timeoutMs) {
          if (!hearing) return Promise.resolve(false);
          const { token, heard } = echoes.expect(timeoutMs);
          client
            .query('select pg_notify($1, $2)', [echoes.channel, token])
            .catch(() => echoes.failed(token));
          return heard;
        },
        async stop() {
          hearing = false;
          echoes.failAll();
          const unlisten = await listening.catch(() => undefined);
          if (!client.closed) for (const off of unlisten ?? []) await off().catch(() => {});
        },
      };
    },
    async close() {
      await client.close();
      securePath();
    },
  };
}

/** Creates a file-backed embedded database from a dump made by `Database.dump()`. */
export async function loadPgliteDump(dataDir: string, dump: Blob): Promise<void> {
  const path = join(dataDir, 'pglite');
  makePrivateFolder(path);
  const client = await PGlite.create(path, {
    loadDataDir: dump,
    extensions: { btree_gist, pg_trgm },
  });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
    securePrivateFolder(path);
  }
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsDir: string;
  databasePool?: DatabasePoolSettings;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.migrationsDir, options.databasePool)
    : openPglite(options.dataDir, options.migrationsDir);
}
