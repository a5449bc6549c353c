// The tests that prove the app on a real server (concurrency, several instances) need PostgreSQL
// on 127.0.0.1:5432. Uses the one that answers; starts Debian's cluster when it is installed but
// stopped; installs Debian's package when running as root; otherwise stops with what to run.
// Never skips: a test run without PostgreSQL would be green for the wrong reasons.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

// A password is set only on a server this script installed; a server with trust auth ignores it.
export const POSTGRES_URL = 'postgres://postgres:postgres@127.0.0.1:5432/test';
const SERVER_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const INSTALL = 'apt-get update && apt-get install -y postgresql';

const run = (command, options = {}) =>
  spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    ...options,
  }).status;

async function connect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return { client };
  } catch (error) {
    await client.end().catch(() => {});
    return { error };
  }
}

function fail(message) {
  console.error(`PostgreSQL is needed for the database tests: ${message}`);
  process.exit(1);
}

const clusters = () =>
  existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];

/** Starts Debian's installed cluster (containers have no init system to do it). */
function startInstalledCluster() {
  const version = clusters().at(-1);
  if (!version) return fail('no PostgreSQL version is installed under /usr/lib/postgresql');
  if (!existsSync(`/etc/postgresql/${version}/main`)) {
    run(`pg_createcluster ${version} main`);
  }
  console.log(`Starting PostgreSQL ${version}`);
  // Answers non-zero when the package's own scripts already started it: the wait below decides.
  run(`pg_ctlcluster ${version} main start`);
}

async function waitForServer() {
  for (let i = 0; i < 30; i++) {
    const { client, error } = await connect(SERVER_URL);
    if (client) return client;
    if (error.code !== 'ECONNREFUSED' && error.code !== '57P03') return fail(error.message);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return fail('the server did not start listening on 127.0.0.1:5432');
}

/** Answers a URL of a database named `test` on a running server, installing one if need be. */
export async function ensurePostgres() {
  let { client, error } = await connect(SERVER_URL);
  if (!client) {
    if (error.code !== 'ECONNREFUSED') {
      return fail(`the server on 127.0.0.1:5432 refused the connection: ${error.message}`);
    }
    const root = process.getuid?.() === 0;
    if (clusters().length === 0) {
      if (!root)
        return fail(`nothing listens on 127.0.0.1:5432. Install it: sudo sh -c '${INSTALL}'`);
      console.log(`Installing Debian's PostgreSQL: ${INSTALL}`);
      if (run(INSTALL) !== 0) return fail(`could not install it (${INSTALL})`);
    }
    if (!root)
      return fail('it is installed but not running: start it (sudo pg_ctlcluster … start)');
    startInstalledCluster();
    run(`su postgres -c "psql -qc \\"alter user postgres password 'postgres'\\""`);
    client = await waitForServer();
  }
  const { rows } = await client.query("select 1 from pg_database where datname = 'test'");
  if (rows.length === 0) await client.query('create database test');
  await client.end();
  return POSTGRES_URL;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`PostgreSQL is ready: ${await ensurePostgres()}`);
}
