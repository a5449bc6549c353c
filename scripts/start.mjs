// `npm start`: builds when the sources are newer than the last build, then runs the server.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../dist/server/main.js');
