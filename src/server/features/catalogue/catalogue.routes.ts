import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { getCatalogue } from './catalogue.service';

export function catalogueRoutes(db: Db) {
  return new Hono<AppEnv>().use(etag()).get('/', async (c) => {
    // Revalidated on every use (cheap with the ETag) so a price the owner edits shows at once.
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return c.json(await getCatalogue(db));
  });
}
