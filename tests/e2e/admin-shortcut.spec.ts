import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function typeWithModifiers(page: Page, keys: string[]) {
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
}

test('Ctrl+Alt then A, D, M, I, N opens the internal access page', async ({ page }) => {
  await page.goto('/sobre-nos');
  await expect(page.locator('h1')).toBeVisible();
  await typeWithModifiers(page, ['KeyA', 'KeyD', 'KeyM', 'KeyI', 'KeyN']);
  await expect(page).toHaveURL('/sistema/acesso-interno');
});

test('releasing the modifiers resets the sequence', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await typeWithModifiers(page, ['KeyA', 'KeyD']);
  await typeWithModifiers(page, ['KeyM', 'KeyI', 'KeyN']);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/');
});

test('five seconds without a key resets the sequence', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.down('Control');
  await page.keyboard.down('Alt');
  for (const key of ['KeyA', 'KeyD', 'KeyM']) await page.keyboard.press(key);
  await page.clock.fastForward(5_100);
  for (const key of ['KeyI', 'KeyN']) await page.keyboard.press(key);
  await page.keyboard.up('Alt');
  await page.keyboard.up('Control');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/');

  await typeWithModifiers(page, ['KeyA', 'KeyD', 'KeyM', 'KeyI', 'KeyN']);
  await expect(page).toHaveURL('/sistema/acesso-interno');
});

test('letters typed without the modifiers do nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await page.keyboard.type('admin');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/');
});
