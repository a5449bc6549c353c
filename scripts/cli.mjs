// The operator commands: admin:grant, admin:revoke, db:backup, db:restore and db:move (src/server/cli.ts).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/server/cli.js');
