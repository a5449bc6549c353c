import { business } from '@shared/business';

/** The salon's name until its settings have loaded (index.html ships with it). */
export const SITE_NAME = 'Aurora Beauty Studio';

/** The home page's title, also the one index.html ships with. */
export const homeTitle = (siteName: string) =>
  `${siteName} · Salon, Barbershop & Aesthetics Academy in Birmingham`;
export const DEFAULT_DOCUMENT_TITLE = homeTitle(SITE_NAME);

/** What a page tells browsers, search engines and link previews about itself. */
export interface PageMeta {
  /** "Services & Prices" becomes "Services & Prices · Aurora Beauty Studio". */
  title: string;
  description?: string;
  /** The page's own path, for its canonical URL; pages without one are not meant to be indexed. */
  path?: string;
  /** Open Graph type: 'website' unless the page is an article. */
  type?: 'website' | 'article';
  /** A path on this site to a raster image for link previews (1200 × 630). */
  image?: { path: string; alt: string };
  /** Structured data (schema.org) for search engines. */
  jsonLd?: Record<string, unknown>;
  /** The salon's name from its settings; usePageMeta fills it in. */
  siteName?: string;
}

/** Link-preview images (1200 × 630 JPEG, drawn from the SVG artwork by scripts/og-images.mjs). */
const ogImages = import.meta.glob<string>('../assets/og/*.jpg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export function ogImagePath(name: string): string | undefined {
  return ogImages[`../assets/og/${name}.jpg`];
}

export const DEFAULT_OG_IMAGE = {
  path: ogImagePath('aurora-beauty-studio') ?? '/favicon.svg',
  alt: (siteName: string) =>
    `${siteName}: salon, barbershop and aesthetics academy in Edgbaston, Birmingham`,
};

export function documentTitle(meta: Pick<PageMeta, 'title' | 'siteName'>): string {
  const siteName = meta.siteName ?? SITE_NAME;
  return meta.title.startsWith(siteName) ? meta.title : `${meta.title} · ${siteName}`;
}

/** One element of the page's head besides <title>. */
export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; json: string };

/** Keeps a JSON document inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head elements of a page. `siteUrl` is the site's public address (PUBLIC_URL), so canonical
 * and Open Graph URLs are absolute, as search engines and link previews need them.
 */
export function headTags(meta: PageMeta, siteUrl: string): HeadTag[] {
  const title = documentTitle(meta);
  const siteName = meta.siteName ?? SITE_NAME;
  const description = meta.description ?? business.description;
  const tags: HeadTag[] = [{ tag: 'meta', attrs: { name: 'description', content: description } }];
  if (meta.path === undefined) return tags;
  const url = `${siteUrl}${meta.path}`;
  const image = meta.image ?? { path: DEFAULT_OG_IMAGE.path, alt: DEFAULT_OG_IMAGE.alt(siteName) };
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property: name, content },
  });
  tags.push(
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:site_name', siteName),
    property('og:type', meta.type ?? 'website'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:image', `${siteUrl}${image.path}`),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    property('og:image:alt', image.alt),
    property('og:locale', 'en_GB'),
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  );
  if (meta.jsonLd) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      json: jsonForScript(meta.jsonLd),
    });
  }
  return tags;
}

/** Marks the head elements a page owns, so the client can swap them on navigation. */
export const HEAD_MARKER = 'data-page-head';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML, for the server's response. */
export function renderHead(meta: PageMeta, siteUrl: string): string {
  const lines = [`<title>${escapeText(documentTitle(meta))}</title>`];
  for (const tag of headTags(meta, siteUrl)) {
    const attrs = Object.entries({ ...tag.attrs, [HEAD_MARKER]: '' })
      .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`))
      .join(' ');
    lines.push(
      tag.tag === 'script' ? `<script ${attrs}>${tag.json}</script>` : `<${tag.tag} ${attrs}>`,
    );
  }
  return lines.join('\n    ');
}

/** The head in the browser: after a client-side navigation, the new page's elements replace the old. */
export function applyHead(meta: PageMeta, siteUrl: string) {
  document.title = documentTitle(meta);
  for (const element of document.head.querySelectorAll(`[${HEAD_MARKER}]`)) element.remove();
  for (const tag of headTags(meta, siteUrl)) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARKER, '');
    if (tag.tag === 'script') element.textContent = tag.json;
    document.head.append(element);
  }
}
