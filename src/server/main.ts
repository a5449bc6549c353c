import { boot } from './boot';
import { ConfigError, loadConfig } from './config';
import { keepNewFilesPrivate } from './data-dir-permissions';

try {
  // Loading the configuration may already create the data folder and its secret.
  keepNewFilesPrivate();
  const config = loadConfig();
  const server = await boot(config);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // A client holding a request open must not keep the instance from stopping forever: 25 s
      // once the drain's grace (decision 041) is over.
      const limit = config.shutdownGraceMs + 25_000;
      setTimeout(() => {
        console.error(`Shutdown took longer than ${limit / 1000} s; exiting.`);
        process.exit(1);
      }, limit).unref();
      server.close().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error('Shutdown failed:', err);
          process.exit(1);
        },
      );
    });
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
