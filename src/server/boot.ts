import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { createClock } from './auth/clock';
import { type Config, ConfigError, testModeProblem } from './config';
import { openDatabase } from './db/client';
import { watchDataChanges } from './db/data-changes';
import { claimDataDir } from './db/data-dir-lock';
import { keepNewFilesPrivate, securePrivateFolder } from './data-dir-permissions';
import { seedCatalogue } from './db/seed/seed-catalogue';
import { materialsDirIn, moveMaterialFilesIntoDatabase } from './features/academy/material-files';
import { seedCourseMaterials } from './features/academy/seed-course-materials';
import { loadSiteContent } from './features/site/content.service';
import { gracefulDrain } from './http/graceful-drain';
import { trackInFlight } from './http/in-flight';
import { leanRequestListener } from './http/lean-path';
import { LiveFeed } from './http/live-feed';
import { MemoryAnswers } from './http/memory-answers';
import { proxyHopsOf } from './http/client-address';
import { startJobRunner } from './jobs/job-runner';
import { scheduledJobs } from './jobs/scheduled-jobs';
import { createLogger } from './logger';
import { MAIL_INTERVAL_MS, startMailDispatcher } from './mail/mail-queue';
import { createMailTransport } from './mail/mail-transport';
import { loadChunkManifest } from './web/chunk-manifest';
import { loadPageRenderer } from './web/page-renderer';
import { loadStaticFiles } from './web/static-files';
import { keepSalonSettingsBy } from './domain/salon-settings';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** Opens and prepares the database, then serves the app: what `npm start` runs. */
export async function boot(config: Config): Promise<RunningServer> {
  // loadConfig refuses it too; a Config built in code (tests, scripts) meets the same rule.
  const testMode = testModeProblem(config);
  if (testMode) throw new ConfigError([testMode]);
  // Before anything opens the data folder: a folder from an older version was readable by all.
  keepNewFilesPrivate();
  securePrivateFolder(config.dataDir);
  const logger = createLogger(config.logLevel);
  const content = loadSiteContent(config.contentDir);
  const staticFiles = loadStaticFiles(config.clientDir);
  if (!staticFiles) logger.warn({ clientDir: config.clientDir }, 'no client build: API only');
  const pageRenderer = staticFiles ? await loadPageRenderer(config.ssrDir) : undefined;
  if (staticFiles && !pageRenderer) {
    logger.warn({ ssrDir: config.ssrDir }, 'no server renderer: pages render in the browser only');
  }
  const chunks = loadChunkManifest(config.chunkManifest);

  const claim = config.databaseUrl ? undefined : claimDataDir(config.dataDir);
  const database = await openDatabase(config);
  await database.migrate();
  const { inserted } = await seedCatalogue(database.db);
  if (Object.keys(inserted).length > 0) logger.info({ inserted }, 'seeded the catalogue');
  await moveMaterialFilesIntoDatabase(database.db, materialsDirIn(config.dataDir), logger);
  const materials = await seedCourseMaterials(database.db);
  if (materials.inserted + materials.restored > 0) {
    logger.info(materials, 'seeded the course materials');
  }
  if (database.kind === 'pglite') {
    const { dir, intervalHours, keepDays } = config.backups;
    logger.warn(
      { backups: intervalHours > 0 ? { dir, everyHours: intervalHours, keepDays } : 'off' },
      'the embedded database does not flush its writes to disk (PGlite has no fsync): a crash of the machine or a power cut can lose the latest changes; set DATABASE_URL to a PostgreSQL server for full durability',
    );
  }
  if (!config.stripe && config.nodeEnv === 'production') {
    logger.warn('STRIPE_SECRET_KEY is not set: the course shop cannot take payments');
  } else if (!config.stripe) {
    logger.info('no STRIPE_SECRET_KEY: courses are sold through the labelled test checkout');
  } else if (!config.stripe.webhookSecret) {
    logger.warn(
      'STRIPE_WEBHOOK_SECRET is not set: purchases are recorded only when buyers reach the success page',
    );
  }

  // One clock for the requests, the scheduled jobs and the mail queue: end-to-end tests move them
  // all at once.
  const clock = createClock();
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    clock,
  });
  const mail = startMailDispatcher(database.db, transport, logger, MAIL_INTERVAL_MS, clock);
  // Every instance hears every committed change (decision 031) before it answers from memory.
  const changes = watchDataChanges(database, logger);
  await changes.ready;
  const answers = new MemoryAnswers(changes.versions, clock);
  keepSalonSettingsBy(database.db, changes.versions);
  const jobs = startJobRunner({
    jobs: scheduledJobs({ db: database.db, database, config, logger, clock }),
    clock,
    logger,
    afterRound: () => mail.kick(),
  });
  // The live diary's streams hear the same notices (decision 047); the drain ends them.
  const live = new LiveFeed(changes.versions);
  const drain = gracefulDrain({
    graceMs: config.shutdownGraceMs,
    onPortClosed: () => live.close(),
  });
  const app = createApp({
    draining: () => drain.draining,
    config,
    database,
    logger,
    content,
    staticFiles,
    pageRenderer,
    chunks,
    mail,
    clock,
    jobs,
    answers,
    live,
    cliToken: claim?.token,
  });
  const handling = trackInFlight(app.fetch);
  const listener = leanRequestListener({
    fetch: handling.fetch,
    files: staticFiles,
    answers,
    security: {
      publicUrl: config.publicUrl,
      trustProxy: proxyHopsOf(config.trustProxy) > 0,
    },
    logger,
  });
  const server: Server = createServer();
  drain.serve(server, listener);
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment
  // gets ECONNRESET (seen in the e2e runs). Outlive the usual client and proxy idle timeouts.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((listening) => server.listen(config.port, listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  claim?.setPort(port);
  logger.info({ port, database: database.kind, url: config.publicUrl }, 'listening');

  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      // Drain and close the port (graceful-drain.ts), let the requests still being handled
      // finish (a client that hung up leaves its handler running), then release the database.
      if (!closing) {
        logger.info(
          { graceMs: config.shutdownGraceMs },
          'stopping: draining before the port closes',
        );
      }
      closing ??= drain
        .stop()
        .then(() => handling.idle())
        .then(() => jobs.stop())
        .then(() => mail.stop())
        .then(() => changes.stop())
        .then(() => database.close())
        .then(() => claim?.release());
      return closing;
    },
  };
}
