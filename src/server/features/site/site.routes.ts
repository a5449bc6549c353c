import { Hono } from 'hono';
import type { LegalPage } from '@shared/routes';
import type { AppEnv } from '../../http/app-env';
import { ApiError } from '../../http/errors';
import type { SiteContent } from './content.service';
import type { AppContext } from '../../http/app-context';

/** The content only changes with a deploy, so browsers and proxies may keep it a while. */
const CONTENT_CACHE = 'public, max-age=300, stale-while-revalidate=86400';

export function siteRoutes(_app: AppContext, { content }: { content: SiteContent }) {
  return new Hono<AppEnv>()
    .get('/blog', (c) => {
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(content.teasers);
    })
    .get('/blog/:id', (c) => {
      const article = content.articles.get(c.req.param('id'));
      if (!article) throw new ApiError(404, 'not_found', 'Article not found.');
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(article);
    })
    .get('/legal/:slug', (c) => {
      const doc = content.legal.get(c.req.param('slug') as LegalPage);
      if (!doc) throw new ApiError(404, 'not_found', 'Page not found.');
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(doc);
    });
}
