import { expect, test } from './support/fixtures';

const NAV = [
  ['Home', '/'],
  ['Services', '/servicos'],
  ['Aesthetics', '/estetica'],
  ['Barbershop', '/barbearia'],
  ['Blog', '/blog'],
  ['About Us', '/sobre-nos'],
  ['Contact', '/contato'],
] as const;

const CATEGORIES = [
  ['Haircuts & Styling', 'cabelo-cortes'],
  ['Premium Colouring', 'coloracao-premium'],
  ['Hair Treatments', 'tratamentos-capilares'],
  ['Manicure & Pedicure', 'manicure-pedicure'],
  ['Facial Aesthetics', 'estetica-facial'],
  ['Brows & Lashes', 'sobrancelhas-cilios'],
  ['Relaxing Massages', 'massagens-relaxantes'],
  ['Professional Make-up', 'maquiagem-profissional'],
] as const;

test('the header navigation reaches every section of the site', async ({ page }) => {
  await page.goto('/contato');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path] of NAV) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator('h1')).toBeVisible();
  }
});

test("'Book Consultation' leads to the treatments page and Sign In to /auth", async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await header.getByRole('link', { name: 'Book Consultation' }).click();
  await expect(page).toHaveURL('/tratamentos');
  await expect(page.getByRole('tab', { name: 'Estética Injetável' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the Services dropdown opens on hover and scrolls to each category', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, anchor] of CATEGORIES) {
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    const item = nav.getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(`/servicos#${anchor}`);
    const section = page.locator(`[id="${anchor}"]`);
    await expect(section).toBeInViewport();
    await page.mouse.move(10, 800);
  }
});

test('the dropdown closes when the pointer leaves and opens from the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const firstItem = nav.getByRole('link', { name: /^Haircuts & Styling/ });
  await nav.getByRole('link', { name: 'Services', exact: true }).hover();
  await expect(firstItem).toBeVisible();
  await page.mouse.move(10, 700);
  await expect(firstItem).toBeHidden();
  const toggle = nav.getByRole('button', { name: 'Show service categories' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(firstItem).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(firstItem).toBeHidden();
});

test('the price-list chips jump to their sections', async ({ page }) => {
  await page.goto('/servicos');
  await page
    .getByRole('navigation', { name: 'Price list categories' })
    .getByRole('link', { name: 'Waxing' })
    .click();
  await expect(page).toHaveURL('/servicos#depilacao');
  await expect(page.locator('#depilacao')).toBeInViewport();
});

test('the footer links to the legal pages, each with a way back home', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL('/termos-de-uso');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Política de Privacidade' })
    .click();
  await expect(page).toHaveURL('/politica-de-privacidade');
  await expect(page.locator('h1')).toHaveText('Política de Privacidade');
});
