// The operator commands: admin:grant, admin:revoke, db:backup and db:restore (src/server/cli.ts).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/server/cli.js');
