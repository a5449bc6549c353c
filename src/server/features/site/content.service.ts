import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';
import {
  type BlogArticle,
  type BlogTeaser,
  blogTeaserSchema,
  type LegalDocument,
} from '@shared/content';
import { BLOG_IDS, LEGAL_PAGES, type LegalPage } from '@shared/routes';

const markdown = new Marked({ gfm: true });

/** Front matter is a block of `key: value` lines between two `---` lines. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) data[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { data, body: source.slice(match[0].length) };
}

export interface SiteContent {
  teasers: BlogTeaser[];
  articles: Map<string, BlogArticle>;
  legal: Map<LegalPage, LegalDocument>;
}

/**
 * Reads the Markdown once at start; a missing or malformed file stops the server with a clear
 * message instead of showing a broken page later.
 */
export function loadSiteContent(contentDir: string): SiteContent {
  const articles = new Map<string, BlogArticle>();
  for (const id of BLOG_IDS) {
    const file = join(contentDir, 'blog', `${id}.md`);
    const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'));
    const meta = blogTeaserSchema.safeParse(data);
    if (!meta.success || meta.data.id !== id) {
      throw new Error(
        `${file}: invalid front matter (${meta.error?.message ?? `id must be ${id}`})`,
      );
    }
    articles.set(id, { ...meta.data, html: markdown.parse(body, { async: false }) });
  }
  const teasers = [...articles.values()]
    .map(({ html: _html, ...teaser }) => teaser)
    .sort((a, b) => b.date.localeCompare(a.date));

  const legal = new Map<LegalPage, LegalDocument>();
  for (const slug of LEGAL_PAGES) {
    const source = readFileSync(join(contentDir, 'legal', `${slug}.md`), 'utf8');
    const title = /^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? slug;
    const body = source.replace(/^#\s+.+\r?\n/m, '');
    legal.set(slug, { slug, title, html: markdown.parse(body, { async: false }) });
  }
  return { teasers, articles, legal };
}
