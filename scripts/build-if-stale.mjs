// Builds when the last build is missing, older than the sources, or made for another NODE_ENV
// (used by `npm start` and the admin CLI).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const stampFile = 'dist/.build-stamp';
const inputs = ['src', 'package-lock.json', 'vite.config.ts', 'scripts/build.mjs'];
// A build from before a part was added (the server renderer, say) is incomplete, whatever its age.
const outputs = [
  'dist/client/index.html',
  'dist/client-manifest.json',
  'dist/ssr/entry-server.js',
  'dist/server/main.js',
];

/**
 * The mode a build is made for: React's JSX runtime differs between them (a development build
 * calls jsxDEV, which React's production runtime lacks). Vite builds for production when NODE_ENV
 * is unset, so unset and 'production' are one mode.
 */
export const buildModeFor = (env) => env.NODE_ENV || 'production';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

/** What the stamp in `root` records: when and for which mode (none for a stamp without a mode). */
export function readStamp(root = '.') {
  const file = join(root, stampFile);
  if (!existsSync(file)) return undefined;
  let mode;
  try {
    mode = JSON.parse(readFileSync(file, 'utf8')).mode;
  } catch {
    mode = undefined; // a stamp written before builds recorded their mode
  }
  return { builtAtMs: statSync(file).mtimeMs, mode: typeof mode === 'string' ? mode : undefined };
}

/** Why the build in `root` cannot serve a start with `env`, or undefined when it can. */
export function staleReason(root = '.', env = process.env) {
  const stamp = readStamp(root);
  if (!stamp) return 'no build yet';
  if (!outputs.every((output) => existsSync(join(root, output)))) return 'the build is incomplete';
  const wanted = buildModeFor(env);
  if (stamp.mode !== wanted) {
    return `the build was made for ${stamp.mode ?? 'an unknown mode'}, not ${wanted}`;
  }
  if (inputs.some((input) => newestMtime(join(root, input)) > stamp.builtAtMs)) {
    return 'the sources changed since the last build';
  }
  return undefined;
}

export function buildIfStale() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
