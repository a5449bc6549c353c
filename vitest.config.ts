import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workerCount } from './tests/support/worker-count';
import { alias } from './vite.config';

export default defineConfig({
  resolve: { alias },
  test: {
    // Generous: the first test of a file waits for its PGlite, and CI machines are shared.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: workerCount(8),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/standard-fetch-globals.ts'],
          pool: 'forks',
          // A worker keeps its modules between test files, so its one database (tests/support/
          // test-database.ts) is opened, migrated and seeded once per worker, not once per file:
          // that was most of the API tests' time. Tests must not rely on fresh module state
          // between files.
          isolate: false,
        },
      },
      {
        // Components in a browser-like DOM, with no database: they run once, not on each engine.
        extends: true,
        plugins: [react()],
        test: {
          name: 'components',
          include: ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
    ],
  },
});
