import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admin-session';
import { expectToastSeen } from './support/toasts';

// The card readers are the salon's: registering one on the shared server would show in every other
// spec's Definições; this one runs on a server of its own (no Stripe key: the simulated reader).
test.use({ ownServer: true });

const SHOTS = '/work/shots/terminal';

test('the owner registers a card reader in Definições beside the simulated one, and removes it', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInAsAdmin(page, request, app);
  await page.goto('/sistema/gerencial?tab=definicoes');
  const section = page.getByRole('region', { name: 'Leitores de cartão' });
  await expect(section).toBeVisible();
  // Without Stripe the till has its simulated reader, and says so.
  await expect(section.getByText('Leitor simulado', { exact: true })).toBeVisible();
  await expect(section.getByText(/A Stripe não está configurada/)).toBeVisible();

  // A reader is registered with the code it shows and a name.
  await section.getByLabel('Código de registro').fill('simulated-wpe');
  await section.getByLabel('Nome do leitor').fill('Balcão');
  await section.getByRole('button', { name: 'Registrar leitor' }).click();
  await expectToastSeen(page, 'Leitor registrado');
  await expect(section.getByText('Balcão', { exact: true })).toBeVisible();
  await expect(section.getByLabel('Código de registro')).toHaveValue('');

  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/definicoes-leitores-${width}.png` });
  }
  await page.setViewportSize({ width: 1024, height: 900 });

  await section.getByRole('button', { name: 'Remover Balcão' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/O leitor “Balcão” deixa de receber pagamentos/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/definicoes-remover-leitor-1024.png` });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToastSeen(page, 'Leitor removido');
  await expect(section.getByText('Balcão', { exact: true })).toHaveCount(0);
  await expect(section.getByText('Leitor simulado', { exact: true })).toBeVisible();
});
