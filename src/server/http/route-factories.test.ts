import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 045 ("route factories"): a lint rule would override the server's own
// no-restricted-syntax list for these files, so the one signature is checked here instead.
const FOLDERS = ['src/server/features', 'src/server/auth'];
/** Mounted by createApp beside the API, with the CLI's token: there is no app context there. */
const OUTSIDE_THE_API = ['adminRightsRoutes'];

const routeFiles = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.routes.ts'))
    .map((path) => join(folder, path)),
);

/** Each exported `xxxRoutes(` factory with its first parameter (a name or a pattern, and its type). */
const factories = routeFiles.flatMap((file) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /export function (\w+Routes)\(\s*((?:\{[^}]*\}|\w+)(?:\s*:\s*\w+)?)/g,
    ),
  ].map(([, name, first]) => ({ file, name: name!, first: first!.trim() })),
);

describe('route factories', () => {
  it('are found', () => {
    expect(factories.length).toBeGreaterThan(20);
  });

  it('take the app context as their first argument', () => {
    const others = factories.filter(
      ({ name, first }) => !OUTSIDE_THE_API.includes(name) && !/:\s*AppContext$/.test(first),
    );
    expect(others).toEqual([]);
  });
});
