import { Hono, type TypedResponse } from 'hono';
import type { Catalogue } from '@shared/catalogue-schema';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { getCatalogue, getCatalogueVersion } from './catalogue.service';

export function catalogueRoutes(db: Db) {
  // The serialised catalogue of the last version seen; one per app, so tests never share it.
  let cached: { version: string; etag: string; body: string } | undefined;

  return new Hono<AppEnv>()
    .use('/', async (c, next) => {
      const version = await getCatalogueVersion(db);
      if (cached?.version !== version) {
        const body = JSON.stringify(await getCatalogue(db));
        cached = { version, etag: `"catalogue-${version}"`, body };
      }
      // Revalidated on every use (cheap with the ETag) so a price the owner edits shows at once.
      c.header('Cache-Control', 'public, max-age=0, must-revalidate');
      c.header('ETag', cached.etag);
      if (c.req.header('if-none-match') === cached.etag) return c.body(null, 304);
      await next();
    })
    .get('/', (c) => {
      c.header('Content-Type', 'application/json; charset=utf-8');
      // The body is the cached JSON text; the cast keeps the typed client's view of it.
      return c.body(cached!.body) as unknown as TypedResponse<Catalogue, 200, 'json'>;
    });
}
