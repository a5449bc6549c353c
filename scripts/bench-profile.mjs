// `npm run bench:profile`: where the server's CPU goes for one kind of request. Starts the
// production build with V8's sampling profiler, loads one path with autocannon, stops the server and
// prints the functions with the most self time, and the share per package.
//   node scripts/bench-profile.mjs [--path=/assets/…] [--method=POST --body=… --cookie=…]
//     [--duration=5] [--connections=50] [--database=postgres://…]   (default: the embedded one)
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './bench-server.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split(/=(.*)/s))
    .map(([k, v]) => [k, v ?? true]),
);
const DURATION = Number(args.duration ?? 5);
const CONNECTIONS = Number(args.connections ?? 50);

const server = await startServer(
  typeof args.database === 'string' ? { DATABASE_URL: args.database } : {},
  { profile: true },
);
const base = server.base;
const assets = readdirSync('dist/client/assets').map((f) => ({
  path: `/assets/${f}`,
  size: statSync(join('dist/client/assets', f)).size,
}));
// Default: the built asset closest to 2.7 KB, the reference.
const path =
  typeof args.path === 'string'
    ? args.path
    : assets.reduce((a, b) => (Math.abs(b.size - 2765) < Math.abs(a.size - 2765) ? b : a)).path;
// Warm the path (a kept answer is filled by its first request), then measure.
await fetch(base + path);
const result = await autocannon({
  url: base + path,
  connections: CONNECTIONS,
  duration: DURATION,
  method: typeof args.method === 'string' ? args.method : 'GET',
  body: typeof args.body === 'string' ? args.body : undefined,
  headers: {
    'accept-encoding': 'gzip, br',
    ...(typeof args.body === 'string' ? { 'content-type': 'application/json' } : {}),
    ...(typeof args.cookie === 'string' ? { cookie: args.cookie } : {}),
  },
});
console.log(
  `${path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${CONNECTIONS} connections, ${DURATION} s)`,
);
await server.stop();
