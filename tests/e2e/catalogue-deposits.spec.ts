import type { Catalogue } from '../../src/shared/catalogue-schema';
import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectToastSeen } from './support/toasts';

// 'Sinal' in the catalogue (issue 18): the owner sets a service's deposit in its editor.

test('the owner sets a service’s deposit as a percentage, then a fixed amount, then none', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, request, app);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const serviceName = `Velvet Keratin ${id}`;
  await page.getByRole('tab', { name: 'Catálogo' }).click();
  await expect(page).toHaveURL(/[?&]tab=catalogo/);

  await page.getByRole('button', { name: 'Novo serviço' }).click();
  let dialog = page.getByRole('dialog', { name: 'Novo serviço' });
  await dialog.getByLabel('Nome').fill(serviceName);
  await dialog.getByLabel('Seção da lista de preços').selectOption({ label: 'Hair Treatments' });
  await dialog.getByLabel('Duração (minutos)').fill('150');
  // A new service starts with nobody ticked (issue 30): someone must perform it to be booked.
  await dialog.getByRole('checkbox', { name: 'Mariana Costa' }).check();
  await dialog.getByLabel('Preço (£)').fill('120');
  await expect(dialog.getByLabel('Sinal', { exact: true })).toHaveValue('none');
  await dialog
    .getByLabel('Sinal', { exact: true })
    .selectOption({ label: 'Porcentagem do preço (%)' });
  await dialog.getByLabel('Porcentagem do sinal (%)').fill('150');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    dialog.getByText('A porcentagem do sinal tem que estar entre 1 e 100.'),
  ).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Porcentagem do sinal (%)').fill('25');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToastSeen(page, 'Serviço criado com sucesso');
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar serviço' }).fill(id);
  const row = page.getByRole('listitem', { name: serviceName });
  await expect(row).toContainText('Sinal 25%');
  const publicDeposit = async () => {
    const catalogue = (await (await request.get('/api/catalogue')).json()) as Catalogue;
    return catalogue.services.find((s) => s.name === serviceName)?.depositPence;
  };
  expect(await publicDeposit()).toBe(3000);

  await row.getByRole('button', { name: `Editar ${serviceName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar serviço' });
  await expect(dialog.getByLabel('Porcentagem do sinal (%)')).toHaveValue('25');
  await dialog.getByLabel('Sinal', { exact: true }).selectOption({ label: 'Valor fixo (£)' });
  await dialog.getByLabel('Valor do sinal (£)').fill('0');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByText('Indique um valor de sinal maior que zero.')).toBeVisible();
  await dialog.getByLabel('Valor do sinal (£)').fill('40');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToastSeen(page, 'Serviço atualizado com sucesso');
  await expect(row).toContainText('Sinal £40.00');
  expect(await publicDeposit()).toBe(4000);

  await row.getByRole('button', { name: `Editar ${serviceName}` }).click();
  await expect(dialog.getByLabel('Valor do sinal (£)')).toHaveValue('40.00');
  await dialog.getByLabel('Sinal', { exact: true }).selectOption({ label: 'Sem sinal' });
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText('Sinal');
  expect(await publicDeposit()).toBeNull();
});
