import { expect, test } from './support/fixtures';

for (const path of ['/404', '/no/such/page', '/servicos/extra', '/sistema/gerencial-x']) {
  test(`${path} answers 404 and offers the way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('a client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/does-not-exist');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('missing hashed assets answer a plain 404, not the page shell', async ({ request }) => {
  const response = await request.get('/assets/missing-0000.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe('Not found');
});

test('hashed assets are cached for a year and compressed', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const response = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');
  const shell = await request.get('/');
  expect(shell.headers()['cache-control']).toBe('no-cache');
});
