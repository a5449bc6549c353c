import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blogTeaserSchema } from '@shared/content';
import { BLOG_IDS } from '@shared/routes';
import { describe, expect, test } from '../../../../tests/support/test-app';
import { testConfig } from '../../../../tests/support/test-database';
import { parseFrontMatter } from './content.service';

describe('blog API', () => {
  test('lists the four articles newest first with the spec’s dates and reading times', async ({
    ctx,
  }) => {
    const res = await ctx.request('/api/blog');
    expect(res.status).toBe(200);
    const teasers = blogTeaserSchema.array().parse(await res.json());
    expect(teasers.map((t) => [t.id, t.category, t.date, t.readTime])).toEqual([
      ['tendencias-coloracao-2025', 'Cabelos', '2025-01-15', '5 min'],
      ['cuidados-pele-verao', 'Skincare', '2025-01-10', '7 min'],
      ['nail-art-tecnicas-inspiracoes', 'Unhas', '2025-01-08', '4 min'],
      ['sobrancelhas-perfeitas', 'Sobrancelhas', '2025-01-05', '6 min'],
    ]);
  });

  test('serves an article as HTML rendered from its Markdown', async ({ ctx }) => {
    const res = await ctx.request('/api/blog/sobrancelhas-perfeitas');
    expect(res.status).toBe(200);
    const article = (await res.json()) as { title: string; html: string };
    expect(article.html).toContain('<h2');
    expect(article.html).not.toContain('---');
  });

  test('answers 404 with the error shape for an unknown article', async ({ ctx }) => {
    const res = await ctx.request('/api/blog/no-such-article');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'Article not found.' },
    });
  });

  test('has exactly one Markdown file per article id', () => {
    const files = readdirSync(join(testConfig.contentDir, 'blog')).map((f) =>
      f.replace(/\.md$/, ''),
    );
    expect(files.sort()).toEqual([...BLOG_IDS].sort());
  });
});

describe('legal API', () => {
  test.for([
    ['termos-de-uso', 'Termos de Uso', ['24 h', '50%', '12 h', '12 meses', 'PIX']],
    ['politica-de-privacidade', 'Política de Privacidade', ['5 anos', '30 dias']],
  ] as const)('serves %s with the spec’s rules', async ([slug, title, phrases], { ctx }) => {
    const res = await ctx.request(`/api/legal/${slug}`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { title: string; html: string };
    expect(doc.title).toBe(title);
    for (const phrase of phrases) expect(doc.html).toContain(phrase);
  });

  test('answers 404 for an unknown legal page', async ({ ctx }) => {
    expect((await ctx.request('/api/legal/cookies')).status).toBe(404);
  });
});

describe('parseFrontMatter', () => {
  test('splits key-value lines from the body', () => {
    expect(parseFrontMatter('---\nid: a\ntitle: Olá: mundo\n---\n# Body')).toEqual({
      data: { id: 'a', title: 'Olá: mundo' },
      body: '# Body',
    });
  });

  test('leaves text without front matter untouched', () => {
    expect(parseFrontMatter('# Just text')).toEqual({ data: {}, body: '# Just text' });
  });
});
