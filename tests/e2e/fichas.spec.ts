import { signInAsAdmin } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { expectToastSeen, recordToasts } from './support/toasts';

// 'Fichas' (issue 33): the owner adds a question to the anti-wrinkle consent and saves it as a
// new version; the list and the editor then show 'Versão 2'. Its own server: the seeded consent's
// version count must not depend on what other specs saved.
test.use({ viewport: { width: 1024, height: 768 }, ownServer: true });
test.describe.configure({ timeout: 150_000 });

test('the owner edits the anti-wrinkle consent and saves a new version at 1024 px', async ({
  page,
  request,
  app,
}) => {
  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  await page.goto('/sistema/gerencial?tab=fichas');
  await expect(page.getByRole('heading', { name: 'Fichas', level: 2 })).toBeVisible();
  const row = page.getByRole('button', { name: /Consent: anti-wrinkle injections/ });
  await expect(row).toContainText('Versão 1');
  await row.click();

  await expect(page.getByText(/Versão 1 · Salvar cria uma nova versão/)).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  const added = page.getByRole('group', { name: 'Pergunta 7' });
  await added.getByLabel('Tipo de pergunta').selectOption('yes_no');
  await added
    .getByRole('textbox', { name: 'Pergunta', exact: true })
    .fill('Are you taking blood thinners?');
  await added.getByLabel(/Pergunta complementar/).fill('Which medicine, and since when?');
  await added.getByLabel(/Alerta/).fill('blood thinners');
  await page.getByRole('button', { name: 'Salvar nova versão' }).click();
  await expectToastSeen(page, 'Versão 2 salva');
  await expect(page.getByText(/Versão 2 · Salvar cria uma nova versão/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);

  await page.getByRole('button', { name: 'Voltar às fichas' }).click();
  await expect(row).toContainText('Versão 2');
  // The saved question is there when the form is opened again.
  await row.click();
  await expect(page.getByText(/Versão 2 · Salvar cria uma nova versão/)).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Pergunta 7' })
      .getByRole('textbox', { name: 'Pergunta', exact: true }),
  ).toHaveValue('Are you taking blood thinners?', { timeout: 15_000 });
});
