import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import { pageHandle } from '../../src/client/app/page-handle';
import { routes } from '../../src/client/app/routes';
import { loadChunkManifest } from '../../src/server/web/chunk-manifest';
import { staticFile } from '../../src/server/web/static-files';
import { PUBLIC_PATHS } from '../../src/shared/routes';
// @ts-expect-error -- a plain ES module script without type declarations
import { staleReason } from '../../scripts/build-if-stale.mjs';

/**
 * The public pages' budgets (decision 017), read from the production build: what a first visit
 * downloads is the entry script, the app it starts (main.tsx imports app/start-app.tsx at once)
 * and the chunks the server names for the page (its route's `handle.modules`), each with the
 * chunks it imports. Chunks a page loads later (the review form on a click, sonner with the
 * first toast, the account menu once signed in) are not part of the first load.
 */

const HOME_BUDGET_BYTES = 150 * 1024;
const MANIFEST = 'dist/client-manifest.json';
const CHUNK_MODULES = 'dist/client-chunk-modules.json';
const START_APP = 'app/start-app.tsx';

/**
 * zod's size is why the public pages' first load keeps it out (decision 017): the home page's
 * newsletter block and the API client check by hand, the review form loads on a click. One public
 * page carries a form validated by the shared schema as its purpose (DESIGN.md's forms rule): the
 * contact page; its form's chunks may hold zod, the page's own may not.
 */
const ZOD_ALLOWED_FOR = new Set(['features/contact/components/contact-form.tsx']);
const isZod = (moduleId: string) => /(^|\/)node_modules\/zod\//.test(moduleId);

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

let manifest: Record<string, ManifestChunk>;
let chunkModules: Record<string, string[]>;

beforeAll(() => {
  // Builds when dist is missing, older than the sources or not a production build, as npm start.
  const reason = (staleReason as (root: string, env: object) => string | undefined)('.', {
    NODE_ENV: 'production',
  });
  if (reason || !existsSync(CHUNK_MODULES)) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
  }
  manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  chunkModules = JSON.parse(readFileSync(CHUNK_MODULES, 'utf8')) as Record<string, string[]>;
}, 180_000);

/** Manifest keys of the chunks `keys` need, themselves included. */
function closure(keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    expect(manifest[key], `the build has no chunk for ${key}`).toBeDefined();
    into.add(key);
    closure(manifest[key]!.imports ?? [], into);
  }
  return into;
}

const entries = () => Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

/** The modules the route table names for a path, as the server renders it. */
const pageModules = (path: string) => [
  ...new Set((matchRoutes(routes, path) ?? []).flatMap((m) => pageHandle(m.route).modules ?? [])),
];

/** The manifest keys of a first visit to `path`, leaving out the given page modules. */
function firstLoad(path: string, leaveOut: ReadonlySet<string> = new Set()): Set<string> {
  return closure([
    ...entries(),
    START_APP,
    ...pageModules(path).filter((module) => !leaveOut.has(module)),
  ]);
}

/** Bytes a browser receives for the file gzip-encoded, as the server compresses it. */
const gzippedBytes = (file: string) => {
  const served = staticFile('.js', readFileSync(`dist/client/${file}`), { immutable: true });
  return served.gzip?.length ?? served.body.length;
};

describe('the public pages’ JavaScript budgets (decision 017)', () => {
  test('the entry script starts the app at once', () => {
    const [entry, ...others] = entries();
    expect(others).toEqual([]);
    expect(manifest[entry!]!.dynamicImports).toContain(START_APP);
  });

  test('the home page’s first load is at most 150 KB of gzipped JavaScript', () => {
    const files = [...firstLoad('/')].map((key) => manifest[key]!.file);
    expect(files.every((file) => file.endsWith('.js'))).toBe(true);
    const sizes = files.map((file) => [file, gzippedBytes(file)] as const);
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    const listing = sizes
      .sort((a, b) => b[1] - a[1])
      .map(([file, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${file}`)
      .join('\n');
    expect(
      total,
      `home page: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files\n${listing}`,
    ).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });

  test('no chunk a public page loads at first holds zod', () => {
    const offenders: string[] = [];
    for (const path of PUBLIC_PATHS) {
      for (const key of firstLoad(path, ZOD_ALLOWED_FOR)) {
        const file = manifest[key]!.file;
        const zod = (chunkModules[file] ?? []).filter(isZod);
        if (zod.length > 0) offenders.push(`${path}: ${file} (${key}) holds ${zod[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  test('the zod exemption names a module a public page still loads', () => {
    const loaded = new Set(PUBLIC_PATHS.flatMap(pageModules));
    for (const module of ZOD_ALLOWED_FOR) expect(loaded).toContain(module);
  });

  test('the chunk map covers every chunk the manifest names', () => {
    for (const chunk of Object.values(manifest).filter((c) => c.file.endsWith('.js'))) {
      expect(chunkModules[chunk.file], chunk.file).toBeDefined();
    }
  });
});

describe('the chart library (issue 19)', () => {
  const isChartLibrary = (moduleId: string) =>
    /(^|\/)node_modules\/(recharts|victory-vendor|d3-[a-z-]+)\//.test(moduleId);
  const INSIGHTS_TAB = 'features/insights/admin/insights-tab.tsx';

  test('loads with the Insights tab alone: no other chunk of the site holds it', () => {
    const holders = Object.entries(chunkModules)
      .filter(([, modules]) => modules.some(isChartLibrary))
      .map(([file]) => file);
    expect(holders).toEqual([manifest[INSIGHTS_TAB]!.file]);
    expect(manifest[INSIGHTS_TAB]!.isDynamicEntry).toBe(true);
  });
});

describe('the route table’s preloads name chunks the build produces', () => {
  const withModules = (list: readonly RouteObject[]): RouteObject[] =>
    list.flatMap((route) => [
      ...(pageHandle(route).modules ? [route] : []),
      ...withModules(route.children ?? []),
    ]);

  test('every module a route preloads is a chunk of its own, and the server names it', () => {
    const chunks = loadChunkManifest(MANIFEST)!;
    const routesWithModules = withModules(routes);
    expect(routesWithModules.length).toBeGreaterThan(0);
    for (const route of routesWithModules) {
      const modules = pageHandle(route).modules!;
      const preload = chunks(modules);
      for (const module of modules) {
        const chunk = manifest[module];
        expect(chunk, `${route.path ?? '/'}: the build has no chunk for ${module}`).toBeDefined();
        expect(chunk!.isDynamicEntry, `${module} is not loaded on its own`).toBe(true);
        expect(preload).toContain(`/${chunk!.file}`);
      }
    }
  });

  test('every public page preloads its modules', () => {
    for (const path of PUBLIC_PATHS) expect(pageModules(path), path).not.toEqual([]);
  });
});
