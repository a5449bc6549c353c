import { expect, test } from './support/fixtures';

test('the mobile menu toggles, mirrors the navigation and closes on navigation', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  for (const label of [
    'Home',
    'Services',
    'Aesthetics',
    'Barbershop',
    'Blog',
    'About Us',
    'Contact',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'Barbershop', exact: true })
    .click();
  await expect(page).toHaveURL('/barbearia');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(page.locator('h1')).toHaveText('Premium Barbershop');
});

test('the mobile menu lists the service categories with their anchors', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'Relaxing Massages' })
    .click();
  await expect(page).toHaveURL('/servicos#massagens-relaxantes');
  await expect(page.locator('#massagens-relaxantes')).toBeInViewport();
});

test('public pages fit a 375 px screen without sideways scrolling', async ({ page }) => {
  for (const path of [
    '/',
    '/servicos',
    '/tratamentos',
    '/estetica',
    '/barbearia',
    '/blog',
    '/sobre-nos',
    '/contato',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Against 375 itself: a phone's window.innerWidth grows with a page it cannot fit.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 375);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
