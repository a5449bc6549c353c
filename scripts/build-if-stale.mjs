// Builds when the sources are newer than the last build (used by `npm start` and the admin CLI).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = ['src', 'package-lock.json', 'vite.config.ts', 'scripts/build.mjs'];
// A build from before a part was added (the server renderer, say) is incomplete, whatever its age.
const outputs = [
  'dist/client/index.html',
  'dist/client-manifest.json',
  'dist/ssr/entry-server.js',
  'dist/server/main.js',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

export function buildIfStale() {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const complete = outputs.every((output) => existsSync(output));
  if (complete && !inputs.some((input) => newestMtime(input) > builtAt)) return;
  console.log('Building the site…');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
