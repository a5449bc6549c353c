import type { Page } from '@playwright/test';
import { signedInClient } from './support/booking-helpers';
import { expect, test } from './support/fixtures';

// Issue 32 at a phone's width: the price rows' 'Book' links, and the signed-in booking form of an
// 18+ treatment, whose date-of-birth boxes used to widen the page to 391 px.

// Against 375 itself: a phone's window.innerWidth grows with the page it cannot fit.
const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 } });

const sidewaysScroll = (page: Page) =>
  page.evaluate((width) => document.documentElement.scrollWidth - width, WIDTH);

test('a price row books that very service', async ({ page }) => {
  await page.goto('/servicos#massagens-relaxantes');
  const link = page.getByRole('link', { name: 'Book Hot Stone Massage' });
  await expect(link).toHaveText('Book');
  await expect(link).toHaveAttribute('href', '/book?service=hot-stone-massage');
  await expect(page.getByRole('region', { name: 'Relaxing Massages' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test('/agendamentos with an 18+ treatment chosen fits 375 px', async ({ page }) => {
  await signedInClient(page, 'narrow-adults');
  await page.goto('/agendamentos?service=anti-wrinkle-injections-1-area');
  const form = page.getByRole('form', { name: 'New appointment' });
  const dateOfBirth = form.getByRole('group', { name: 'Date of birth' });
  await expect(dateOfBirth.getByLabel('Year')).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const formBox = await form.boundingBox();
  expect(formBox!.x + formBox!.width).toBeLessThanOrEqual(WIDTH);
  const yearBox = await dateOfBirth.getByLabel('Year').boundingBox();
  expect(yearBox!.x + yearBox!.width).toBeLessThanOrEqual(formBox!.x + formBox!.width);
});

test('a rebooking Unsubscribe link with a wrong token says so', async ({ page }) => {
  await page.goto(`/rebooking/unsubscribe/${'x'.repeat(43)}`);
  await expect(
    page.getByRole('heading', { name: 'This unsubscribe link isn’t valid' }),
  ).toBeVisible();
});
