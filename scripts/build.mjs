// Builds the client (Vite), the server renderer of its public pages (Vite SSR) and bundles the
// server (esbuild) into dist/.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { buildModeFor, stampFile } from './build-if-stale.mjs';

// Read before Vite runs: it sets NODE_ENV when it is unset.
const mode = buildModeFor(process.env);

await viteBuild({ logLevel: 'warn' });
// Vite writes the chunk manifest (and the chunks' modules, for the budget test) into the client
// folder; they are moved beside it, so they are never served to browsers.
renameSync('dist/client/.vite/manifest.json', 'dist/client-manifest.json');
renameSync('dist/client/.vite/chunk-modules.json', 'dist/client-chunk-modules.json');
rmSync('dist/client/.vite', { recursive: true, force: true });
await viteBuild({
  logLevel: 'warn',
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
await esbuild({
  entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
mkdirSync('dist', { recursive: true });
// The mode, so that a start in another mode rebuilds (build-if-stale.mjs).
writeFileSync(stampFile, JSON.stringify({ builtAt: new Date().toISOString(), mode }));
console.log(`Built dist/client, dist/ssr and dist/server for ${mode}.`);
