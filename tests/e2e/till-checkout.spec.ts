import { signInAsStaff } from './support/admin-session';
import { expect, test } from './support/fixtures';

// Own server: the day's sales then hold this test's only.
test.use({ ownServer: true });

const SHOTS = process.env.SHOTS_DIR;

test("a receptionist opens 'Caixa' and starts a walk-in's sale; the dialog and the list fit 375, 1024 and 1440 px", async ({
  page,
  app,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInAsStaff(page, app, 'reception');
  await page.goto('/sistema/gerencial?tab=caixa');
  await expect(page.getByRole('heading', { name: 'Caixa', exact: true })).toBeVisible();
  await expect(page.getByText('Nenhuma venda neste dia.')).toBeVisible();

  await page.getByRole('button', { name: 'Nova venda' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Venda nº \d+$/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Sem cliente' })).toBeVisible();
  await expect(dialog.getByLabel('Código de barras')).toBeVisible();
  // An unknown code is said plainly, and nothing is added.
  await dialog.getByLabel('Código de barras').fill('0000000');
  await dialog.getByLabel('Código de barras').press('Enter');
  await expect(page.getByText('Nenhum produto com o código de barras 0000000.')).toBeVisible();
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cobrar-walk-in-${width}.png` });
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The sale opened is in the day's list, open.
  const list = page.getByRole('list', { name: 'Caixa' });
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list).toContainText('Aberta');
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/caixa-${width}.png`, fullPage: true });
  }
});
