import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@shared/page-renderer';

/**
 * Imports the server build of the client (dist/ssr/entry-server.js, from
 * src/client/entry-server.tsx). Without a build, the server sends the client-rendered shell.
 */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | undefined> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { pageRenderer?: PageRenderer };
  if (!module.pageRenderer) throw new Error(`${file} does not export pageRenderer`);
  return module.pageRenderer;
}
