// `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>`.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/server/cli.js');
