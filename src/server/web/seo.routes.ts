import { Hono } from 'hono';
import { articlePath, PUBLIC_PATHS } from '@shared/routes';
import type { SiteContent } from '../features/site/content.service';
import type { AppEnv } from '../http/app-env';

/** Pages that are private to a person or to the salon: never indexed. */
const DISALLOWED = [
  '/api/',
  '/sistema/',
  '/admin/',
  '/auth',
  '/agendamentos',
  '/meus-cursos',
  '/perfil',
  '/redefinir-senha',
  '/course-success',
  '/checkout/',
  '/newsletter/',
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /robots.txt and /sitemap.xml, built from the route table and the blog's articles. */
export function seoRoutes(publicUrl: string, content: SiteContent) {
  const robots = [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const articleDates = new Map(content.teasers.map((t) => [articlePath(t.id), t.date]));
  const urls = PUBLIC_PATHS.map((path) => ({ path, lastmod: articleDates.get(path) }));
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(publicUrl + (path === '/' ? '/' : path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robots);
    })
    .get('/sitemap.xml', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    });
}
