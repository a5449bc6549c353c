import { Hono, type TypedResponse } from 'hono';
import type { SalonSettings } from '@shared/schemas/settings';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { readSalonSettings } from '../../settings/salon-settings';

/**
 * /api/settings: the salon's public facts for every page (footer, contact page, JSON-LD). Server
 * rendering reads it on each request, so a save shows in the next page's HTML; browsers
 * revalidate it with its ETag.
 */
export function settingsRoutes(db: Db) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { version, settings } = await readSalonSettings(db);
    const etag = `"settings-${version.replace(/[^\w.:+-]/g, '_')}"`;
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    c.header('ETag', etag);
    // The cast keeps the typed client's view of the answer: a 304 never reaches its caller.
    if (c.req.header('if-none-match') === etag)
      return c.body(null, 304) as unknown as TypedResponse<SalonSettings, 200, 'json'>;
    return c.json(settings, 200);
  });
}
