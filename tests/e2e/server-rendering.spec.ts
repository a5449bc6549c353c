import type { Browser, Page } from '@playwright/test';
import type { PublicCourse } from '../../src/shared/academy';
import { expect, test } from './support/fixtures';
import { PUBLIC_PAGES } from './support/public-routes';

/** What each public page must show before any script runs: text and links of its own. */
const CONTENT: Record<string, { text: RegExp; link: string }> = {
  '/': { text: /Edgbaston’s home for hair, colour, nails/, link: '/blog/cuidados-pele-verao' },
  '/servicos': { text: /Eight ways to feel your best/, link: '/agendamentos?service=' },
  '/tratamentos': { text: /Estética Injetável/, link: '/agendamentos?service=' },
  '/estetica': { text: /Our signature skin treatments/, link: '/agendamentos?service=' },
  '/barbearia': { text: /The gentleman's menu/, link: '/agendamentos?service=classic-cut' },
  '/blog': { text: /Cuidados com a pele no verão/, link: '/blog/sobrancelhas-perfeitas' },
  '/blog/tendencias-coloracao-2025': { text: /15 de janeiro de 2025/, link: '/blog' },
  '/blog/cuidados-pele-verao': { text: /10 de janeiro de 2025/, link: '/blog' },
  '/blog/nail-art-tecnicas-inspiracoes': { text: /8 de janeiro de 2025/, link: '/blog' },
  '/blog/sobrancelhas-perfeitas': { text: /5 de janeiro de 2025/, link: '/blog' },
  '/sobre-nos': { text: /Mariana Costa’s story/, link: '/agendamentos' },
  '/contato': { text: /118 Harborne Road/, link: 'tel:+441214960318' },
  '/book': { text: /Choose your treatment/, link: 'tel:+441214960318' },
  '/termos-de-uso': { text: /Quem somos/, link: '/politica-de-privacidade' },
  '/politica-de-privacidade': { text: /Dados que coletamos/, link: '/termos-de-uso' },
};

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const meta = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content');

for (const { path, heading } of PUBLIC_PAGES) {
  test.describe(`server-rendered ${path}`, () => {
    test('shows its heading, text and links with JavaScript off', async ({ browser }) => {
      await withoutJavaScript(browser, async (page) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(heading);
        await expect(page.locator('main')).toContainText(CONTENT[path]!.text);
        await expect(page.locator(`main a[href^="${CONTENT[path]!.link}"]`).first()).toBeAttached();
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
        await expect(page.getByRole('contentinfo')).toContainText('118 Harborne Road');
      });
    });

    test('hydrates without errors or CSP violations, and without fetching its data again', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && pathname !== '/api/me') dataRequests.push(pathname);
      });
      // The CSP forbids eval: even an attempt that is caught counts as a violation.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(dataRequests).toEqual([]);
    });

    test('has its own title, description, canonical URL and Open Graph tags', async ({
      page,
      baseURL,
      request,
    }) => {
      await page.goto(path);
      const url = `${baseURL}${path}`;
      const title = await page.title();
      expect(title).toMatch(/Aurora Beauty Studio/);
      const description = await meta(page, 'meta[name="description"]');
      expect(description?.length).toBeGreaterThan(50);
      expect(description!.length).toBeLessThanOrEqual(170);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(url);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
      expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
      expect(await meta(page, 'meta[property="og:type"]')).toBe(
        path.startsWith('/blog/') ? 'article' : 'website',
      );
      const image = await meta(page, 'meta[property="og:image"]');
      expect(image).toMatch(new RegExp(`^${baseURL}/assets/.+\\.jpg$`));
      const imageResponse = await request.get(image!);
      expect(imageResponse.headers()['content-type']).toBe('image/jpeg');
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head title')).toHaveCount(1);
    });
  });
}

test('titles and descriptions differ from page to page', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);
});

const jsonLd = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  );

test('the home page describes the salon as JSON-LD', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/');
    const [salon, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    expect(salon).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'Aurora Beauty Studio',
      telephone: '+441214960318',
      priceRange: '££',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '118 Harborne Road, Edgbaston',
        addressLocality: 'Birmingham',
        postalCode: 'B15 3HF',
        addressCountry: 'GB',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '20:00',
        },
        { dayOfWeek: ['Saturday'], opens: '08:00', closes: '18:00' },
      ],
    });
  });
});

test('each article describes itself as a JSON-LD Article', async ({ browser, baseURL }) => {
  await withoutJavaScript(browser, async (page) => {
    for (const { path } of PUBLIC_PAGES.filter((p) => p.path.startsWith('/blog/'))) {
      await page.goto(path);
      const [article] = await jsonLd(page);
      expect(article).toMatchObject({
        '@type': 'Article',
        headline: await page.locator('h1').textContent(),
        inLanguage: 'pt-BR',
        url: `${baseURL}${path}`,
        publisher: { name: 'Aurora Beauty Studio' },
      });
      expect(article!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

test('client-side navigation keeps the head right', async ({ page, baseURL }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveTitle('Blog · Aurora Beauty Studio');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/blog`,
  );
  expect(await meta(page, 'meta[property="og:url"]')).toBe(`${baseURL}/blog`);
  expect(await jsonLd(page)).toEqual([]);

  await page.locator('main a[href="/blog/cuidados-pele-verao"]').first().click();
  await expect(page).toHaveTitle('Cuidados com a pele no verão · Aurora Beauty Studio');
  expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
  expect((await jsonLd(page))[0]).toMatchObject({ '@type': 'Article' });
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);

  // A page search engines do not index keeps a title and description, but no canonical URL.
  await page.goto('/contato');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});

test('the services page lists catalogue prices before any script runs', async ({
  browser,
  request,
}) => {
  const catalogue = (await (await request.get('/api/catalogue')).json()) as {
    services: { name: string; section: string; pricePence: number }[];
  };
  const haircut = catalogue.services.find((s) => s.section !== 'pacotes' && s.pricePence > 0);
  expect(haircut).toBeDefined();
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/servicos');
    const priceList = page.locator('#price-list').locator('xpath=ancestor::section[1]');
    await expect(priceList.getByText(haircut!.name, { exact: true }).first()).toBeVisible();
    await expect(priceList.getByText(/^(from )?£\d+/).first()).toBeVisible();
    // The eight service cards each show their lowest price.
    await expect(page.locator('main').getByText(/^from £\d/)).not.toHaveCount(0);
  });
});

test('the home page’s course grid, with prices, is there before any script runs', async ({
  browser,
  request,
}) => {
  const courses = (await (await request.get('/api/courses')).json()) as PublicCourse[];
  expect(courses.length).toBeGreaterThan(0);
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/');
    const grid = page.getByRole('list', { name: 'Mini courses' });
    for (const course of courses) await expect(grid).toContainText(course.name);
    await expect(grid.getByText(/£\d+\.\d{2}/).first()).toBeVisible();
  });
});
