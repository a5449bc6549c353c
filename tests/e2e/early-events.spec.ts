import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A server-rendered page shows its buttons before the app has taken them over. What a visitor
 * does meanwhile is held by the early-events script and replayed once the app (or the lazily
 * hydrated section it happened in) has hydrated (decision 030): it happens once, late, never not.
 */

test.use({ viewport: { width: 375, height: 812 } });

interface HeldPage {
  page: Page;
  /** Lets the app's code through. */
  release: () => void;
}

/**
 * Opens `path` with the app's code (the chunk the entry script imports) held back until released.
 * A page of its own: the fixture's `page.goto` waits for the app, which is what is held here.
 */
async function openWithAppHeld(context: BrowserContext, path: string): Promise<HeldPage> {
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return { page, release };
}

/** The app starts at the first held event; the test gives it time to, as a slow phone would. */
async function appIsHeld(page: Page) {
  await page.waitForTimeout(300);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
}

test('a tap on the menu button before the app has started opens the menu once it has', async ({
  context,
}) => {
  const { page, release } = await openWithAppHeld(context, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await appIsHeld(page);
  await expect(page.locator('#mobile-menu')).toHaveCount(0);

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Once: a second replay would have closed it again.
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  // And the page goes on working as usual.
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
});

test('keys pressed before the app has started reach it: the admin shortcut opens its page', async ({
  context,
}) => {
  const { page, release } = await openWithAppHeld(context, '/sobre-nos');
  const entries = await page.evaluate(() => history.length);
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  for (const key of ['KeyA', 'KeyD', 'KeyM', 'KeyI', 'KeyN']) await page.keyboard.press(key);
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
  await appIsHeld(page);
  await expect(page).toHaveURL('/sobre-nos');

  release();
  await expect(page).toHaveURL('/sistema/acesso-interno');
  // One navigation, not one per replay.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
});

test('a click in a section not hydrated yet, and text typed in a form, are not lost', async ({
  context,
}) => {
  const { page, release } = await openWithAppHeld(context, '/');
  const reviewButton = page.getByRole('button', { name: 'Deixar um Review' });
  await reviewButton.scrollIntoViewIfNeeded();
  await reviewButton.click();
  // The newsletter's field keeps what was typed; its Subscribe button submits it.
  const email = page.getByRole('textbox', { name: 'Email address' }).last();
  await email.fill('early-bird@example.com');
  await appIsHeld(page);

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The review form replaces its button, once.
  await expect(page.locator('#reviews form')).toBeVisible();
  await expect(reviewButton).toHaveCount(0);
  await expect(email).toHaveValue('early-bird@example.com');
});

test('a form submitted before the app has started is submitted by the app', async ({ context }) => {
  const { page, release } = await openWithAppHeld(context, '/');
  const email = page.getByRole('textbox', { name: 'Email address' }).last();
  await email.scrollIntoViewIfNeeded();
  await email.fill(`early-${Date.now()}@example.com`);
  await email.press('Enter');
  await appIsHeld(page);
  // The browser did not submit it itself (the page would have gone to the form's address).
  await expect(page).toHaveURL('/');

  const subscribed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/newsletter') && response.request().method() === 'POST',
  );
  release();
  expect((await subscribed).status()).toBeLessThan(300);
  await expect(email).toHaveValue('');
});

test('the app’s code is fetched only once the page has shown its content', async ({ context }) => {
  // A page can load before its text is painted (the text waits for its fonts, then a layout);
  // chunks fetched in between would compete with the first paint for a slow phone's bandwidth
  // (decision 030). How often it does depends on the moment: several pages are checked.
  for (const path of ['/politica-de-privacidade', '/termos-de-uso', '/contato', '/blog', '/']) {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const { painted, fetched } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fetched: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/start-app-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(painted, path).toBeDefined();
    expect(fetched, path).toBeGreaterThan(painted!);
    await page.close();
  }
});
