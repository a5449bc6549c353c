import { defineConfig } from 'vitest/config';
import { workerCount } from './tests/support/worker-count';
import { alias } from './vite.config';

export default defineConfig({
  resolve: { alias },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/standard-fetch-globals.ts'],
    pool: 'forks',
    maxWorkers: workerCount(8),
    // A worker keeps its modules between test files, so its one database (tests/support/
    // test-database.ts) is opened, migrated and seeded once per worker, not once per file: that
    // was most of the API tests' time. Tests must not rely on fresh module state between files.
    isolate: false,
    // Generous: the first test of a file waits for its PGlite, and CI machines are shared.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
