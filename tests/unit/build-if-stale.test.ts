import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { staleReason } from '../../scripts/build-if-stale.mjs';

const reasonFor = staleReason as (root: string, env: Record<string, string | undefined>) => string;

const OUTPUTS = [
  'dist/client/index.html',
  'dist/client-manifest.json',
  'dist/ssr/entry-server.js',
  'dist/server/main.js',
];

/** A project folder whose sources are older than a complete build with the given stamp. */
function builtProject(stamp: string): string {
  const root = mkdtempSync(join(tmpdir(), 'salon-build-'));
  const write = (path: string, text: string, mtime: Date) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    utimesSync(join(root, path), mtime, mtime);
  };
  const sourcesTime = new Date('2026-11-20T10:00:00Z');
  const buildTime = new Date('2026-11-21T10:00:00Z');
  write('src/server/main.ts', 'export {};', sourcesTime);
  write('package-lock.json', '{}', sourcesTime);
  for (const output of OUTPUTS) write(output, '', buildTime);
  write('dist/.build-stamp', stamp, buildTime);
  return root;
}

const stampFor = (mode: string) => JSON.stringify({ builtAt: '2026-11-21T10:00:00Z', mode });

describe('npm start serves a build made for the mode it runs in', () => {
  test('a development build is rebuilt for a production start (jsxDEV is missing there)', () => {
    const root = builtProject(stampFor('development'));
    expect(reasonFor(root, { NODE_ENV: 'production' })).toBe(
      'the build was made for development, not production',
    );
    expect(reasonFor(root, {})).toBe('the build was made for development, not production');
    expect(reasonFor(root, { NODE_ENV: 'development' })).toBeUndefined();
  });

  test('a production build is rebuilt for a development or test start, and serves production', () => {
    const root = builtProject(stampFor('production'));
    expect(reasonFor(root, { NODE_ENV: 'production' })).toBeUndefined();
    // Vite builds for production when NODE_ENV is unset: the same mode, no needless rebuild.
    expect(reasonFor(root, {})).toBeUndefined();
    expect(reasonFor(root, { NODE_ENV: 'development' })).toBe(
      'the build was made for production, not development',
    );
    expect(reasonFor(root, { NODE_ENV: 'test' })).toBe(
      'the build was made for production, not test',
    );
  });

  test('a build that did not record its mode is rebuilt', () => {
    const root = builtProject('2026-11-21T10:00:00.000Z');
    expect(reasonFor(root, { NODE_ENV: 'production' })).toBe(
      'the build was made for an unknown mode, not production',
    );
  });

  test('newer sources and missing parts still cause a rebuild', () => {
    const root = builtProject(stampFor('production'));
    writeFileSync(join(root, 'src/server/main.ts'), 'export const changed = 1;');
    expect(reasonFor(root, { NODE_ENV: 'production' })).toBe(
      'the sources changed since the last build',
    );
    const incomplete = builtProject(stampFor('production'));
    rmSync(join(incomplete, 'dist/ssr/entry-server.js'));
    expect(reasonFor(incomplete, { NODE_ENV: 'production' })).toBe('the build is incomplete');
    expect(reasonFor(mkdtempSync(join(tmpdir(), 'salon-build-empty-')), {})).toBe('no build yet');
  });
});
