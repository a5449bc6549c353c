import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { PUBLIC_PAGES } from './support/public-routes';

for (const { path, heading, whatsApp } of PUBLIC_PAGES) {
  test.describe(`public page ${path}`, () => {
    test('renders with status 200, one h1, and no script errors', async ({ page, baseURL }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      if (whatsApp !== false) {
        await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
      }
      await page.waitForLoadState('networkidle');
      // Checked once the page has settled, so that a button the app adds late would be counted.
      if (whatsApp === false) await expect(chat).toHaveCount(0);
      expect(errors).toEqual([]);
      expect(new URL(page.url()).origin).toBe(baseURL);
    });

    test('loads nothing from third parties before the visitor asks', async ({ page, baseURL }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== baseURL && !['data:', 'blob:'].includes(url.protocol)) {
          foreign.push(request.url());
        }
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });

    test('has no serious or critical accessibility violations', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
