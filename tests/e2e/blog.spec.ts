import { expect, test } from './support/fixtures';

const ARTICLES = [
  ['tendencias-coloracao-2025', 'Cabelos', '15 de janeiro de 2025', '5 min'],
  ['cuidados-pele-verao', 'Skincare', '10 de janeiro de 2025', '7 min'],
  ['nail-art-tecnicas-inspiracoes', 'Unhas', '8 de janeiro de 2025', '4 min'],
  ['sobrancelhas-perfeitas', 'Sobrancelhas', '5 de janeiro de 2025', '6 min'],
] as const;

test('the blog lists the four articles and each opens with its details', async ({ page }) => {
  for (const [id, category, date, readTime] of ARTICLES) {
    await page.goto('/blog');
    const link = page.locator(`main a[href="/blog/${id}"]`).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(`/blog/${id}`);
    const article = page.locator('article');
    await expect(article.getByText(category, { exact: true }).first()).toBeVisible();
    await expect(article.getByText(date).first()).toBeVisible();
    await expect(article.getByText(readTime).first()).toBeVisible();
    await expect(article.locator('img').first()).toBeVisible();
    await expect(article.locator('h2').first()).toBeVisible();
  }
});

test('the home page teases the four articles and links to all posts', async ({ page }) => {
  await page.goto('/');
  for (const [id] of ARTICLES) {
    await expect(page.locator(`main a[href="/blog/${id}"]`).first()).toBeAttached();
  }
  await page.getByRole('link', { name: 'View All Posts' }).click();
  await expect(page).toHaveURL('/blog');
});

test('an unknown article shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
