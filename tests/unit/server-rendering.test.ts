import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { pageRenderer } from '../../src/client/entry-server';
import { services } from '../../src/server/db/schema/catalogue';
import { reviews } from '../../src/server/db/schema/reviews';
import { staticFile } from '../../src/server/web/static-files';
import { formatServicePrice } from '../../src/shared/money';
import type { PageRenderer } from '../../src/shared/page-renderer';
import { PUBLIC_PATHS } from '../../src/shared/routes';
import { as, signedInAdmin } from '../support/admin-helpers';
import { expectStatus } from '../support/auth-helpers';
import { jsonPost } from '../support/json-request';
import { describe, expect, test as base } from '../support/test-app';
import { testConfig } from '../support/test-database';

/** The source index.html carries the same markers as the built one. */
const files = new Map([
  ['/index.html', staticFile('.html', readFileSync('src/client/index.html'))],
]);
const siteUrl = testConfig.publicUrl;

/** The app with the web server: the client's shell and the server renderer of its pages. */
const test = base.extend<{ web: { request(path: string, init?: RequestInit): Promise<Response> } }>(
  {
    web: async ({ ctx }, use) => {
      const app = ctx.appWith({ staticFiles: files, pageRenderer });
      await use({ request: async (path, init) => app.request(path, init) });
    },
  },
);

const rootMarkup = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="ssr-data"[^>]*>/.exec(
    html,
  )?.[1] ?? '';
const dataBlock = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="ssr-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ??
      'null',
  ) as { siteUrl: string; state?: { queries: { queryKey: unknown[] }[] } } | null;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('server-rendered public pages', () => {
  test('every public page arrives as HTML with its content, title and canonical URL', async ({
    web,
  }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const res = await web.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(rootMarkup(html), path).toMatch(/<h1[^>]*>/);
      expect(rootMarkup(html), path).toContain('<footer');
      const head = headOf(html);
      expect(head).toContain(`<link rel="canonical" href="${siteUrl}${path}" data-page-head>`);
      expect(head).toContain(`<meta property="og:url" content="${siteUrl}${path}"`);
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(dataBlock(html)?.siteUrl).toBe(siteUrl);
      // Every image is sized in the HTML, so nothing moves when it arrives.
      for (const img of rootMarkup(html).match(/<img [^>]*>/g) ?? []) {
        expect(img, path).toMatch(/ width="\d+"/);
        expect(img, path).toMatch(/ height="\d+"/);
      }
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length);
  });

  test('/barbearia shows the catalogue’s prices, and a price edit shows on the next request', async ({
    ctx,
    web,
  }) => {
    const [service] = await ctx.db
      .select()
      .from(services)
      .where(eq(services.slug, 'classic-cut'))
      .limit(1);
    expect(service).toBeDefined();
    const before = await (await web.request('/barbearia')).text();
    expect(rootMarkup(before)).toContain(formatServicePrice(service!));

    const changed = { ...service!, pricePence: 2_345, priceMaxPence: null, priceIsFrom: false };
    await ctx.db
      .update(services)
      .set({ pricePence: 2_345, priceMaxPence: null, priceIsFrom: false })
      .where(eq(services.id, service!.id));
    const after = await (await web.request('/barbearia')).text();
    expect(rootMarkup(after)).toContain(formatServicePrice(changed));
    expect(formatServicePrice(changed)).toBe('£23.45');
    expect(rootMarkup(after)).not.toContain(formatServicePrice(service!));
  });

  test('an unchanged page is served again from the cache, with its ETag', async ({ web }) => {
    const first = await web.request('/servicos', { headers: { 'accept-encoding': 'br' } });
    const second = await web.request('/servicos', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(second.headers.get('etag')).toBe(etag);
    const revalidated = await web.request('/servicos', { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    const head = await web.request('/servicos', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  test('the data block holds the queries the page was rendered from, without fetch times', async ({
    web,
  }) => {
    const html = await (await web.request('/')).text();
    const data = dataBlock(html);
    const keys = data?.state?.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining(['["blog"]', '["academy","courses"]', '["reviews","approved"]']),
    );
    expect(html).not.toMatch(/"dataUpdatedAt":[1-9]/);
    // The session is never rendered on the server: the header shows the signed-in state later.
    expect(keys).not.toContain('["me"]');
  });

  test('the home page carries BeautySalon structured data, an article its Article', async ({
    web,
  }) => {
    const jsonLd = (html: string) =>
      JSON.parse(
        /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/.exec(
          html,
        )?.[1] ?? 'null',
      ) as Record<string, unknown>;
    const salon = jsonLd(await (await web.request('/')).text());
    expect(salon).toMatchObject({
      '@type': 'BeautySalon',
      name: 'Aurora Beauty Studio',
      telephone: '+441214960318',
      priceRange: '££',
      address: { postalCode: 'B15 3HF', addressCountry: 'GB' },
    });
    expect(salon.openingHoursSpecification).toHaveLength(2);
    const article = jsonLd(await (await web.request('/blog/cuidados-pele-verao')).text());
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Cuidados com a pele no verão',
      datePublished: '2025-01-10',
      inLanguage: 'pt-BR',
    });
  });

  test('a review that closes the script element stays text on the home page', async ({
    ctx,
    web,
  }) => {
    const payload = 'Lovely! </script><script>alert(1)</script><!-- line\u2028break';
    const email = 'script-review@example.com';
    await expectStatus(
      'review submission',
      await ctx.request(
        '/api/reviews',
        jsonPost({
          userName: 'Eve </script><script>alert(2)</script>',
          userEmail: email,
          rating: 5,
          comment: payload,
        }),
      ),
      201,
    );
    const [submitted] = await ctx.db.select().from(reviews).where(eq(reviews.userEmail, email));
    if (!submitted) throw new Error('the submitted review was not stored');
    const admin = await signedInAdmin(ctx);
    await expectStatus(
      'approval of the review',
      await ctx.request(`/api/admin/reviews/${submitted.id}/approve`, as(admin, 'POST')),
      200,
    );

    const html = await (await web.request('/')).text();
    expect(html).not.toContain('</script><script>alert(');
    expect(html).not.toContain('<script>alert(');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.every((tag) => /type="application\/(json|ld\+json)"|\bsrc=/.test(tag))).toBe(
      true,
    );
    // The rendered text shows the characters, escaped as text.
    expect(rootMarkup(html)).toContain(
      'Lovely! &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    // The data block still parses, and gives the browser back exactly what was written.
    const approved = dataBlock(html)?.state?.queries.find(
      (query) => JSON.stringify(query.queryKey) === '["reviews","approved"]',
    ) as { state: { data: { userName: string; comment: string | null }[] } } | undefined;
    expect(approved?.state.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userName: 'Eve </script><script>alert(2)</script>',
          comment: payload,
        }),
      ]),
    );
  });

  test('other pages get the client-rendered shell; unknown paths a 404', async ({ web }) => {
    const auth = await web.request('/auth');
    expect(auth.status).toBe(200);
    const shell = await auth.text();
    expect(rootMarkup(shell)).toBe('');
    expect(dataBlock(shell)).toEqual({ siteUrl });
    const unknown = await web.request('/blog/no-such-article');
    expect(unknown.status).toBe(404);
    expect(rootMarkup(await unknown.text())).toBe('');
  });
});

describe('when the renderer fails', () => {
  const failing: PageRenderer = {
    prepare: () => Promise.reject(new Error('renderer broke')),
  };
  base('the page is still served, as the client-rendered shell', async ({ ctx }) => {
    const app = ctx.appWith({ staticFiles: files, pageRenderer: failing });
    const res = await app.request('/servicos');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootMarkup(html)).toBe('');
    expect(html).toContain('<title>Aurora Beauty Studio');
  });
});
