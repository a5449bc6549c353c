import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectToastSeen } from './support/toasts';

// 'Produtos' in Catálogo (issue 34): the owner adds a product, receives stock, counts it and finds
// it on the reorder list ('Repor').

test.use({ viewport: { width: 1024, height: 768 } });

test('the owner adds a product, receives stock, counts it and sees it on the reorder list', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, request, app);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const name = `Bond Repair Mask ${id}`;
  await page.getByRole('tab', { name: 'Catálogo' }).click();
  await expect(page).toHaveURL(/[?&]tab=catalogo/);
  await expect(page.getByRole('heading', { name: 'Produtos', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Novo produto' }).click();
  const form = page.getByRole('dialog', { name: 'Novo produto' });
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Marca').fill('Olaplex');
  await form.getByLabel('Código de barras').fill(`50${Date.now()}`.slice(0, 13));
  await form.getByLabel('Preço (£, com IVA)').fill('vinte');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe o preço em libras, por exemplo 25 ou 25.50.')).toBeVisible();
  await form.getByLabel('Preço (£, com IVA)').fill('28.50');
  await form.getByLabel('Custo (£)').fill('12');
  await form.getByLabel('Estoque mínimo').fill('4');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expectToastSeen(page, 'Produto criado com sucesso');
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar produto' }).fill(id);
  // The product's row in the list (the reorder list names it too, without the stock column).
  const row = page
    .getByRole('listitem', { name })
    .filter({ has: page.getByTestId('stock-quantity') });
  await expect(row).toContainText('£28.50');
  await expect(row).toContainText('Estoque baixo');
  await expect(row.getByTestId('stock-quantity')).toHaveText('0');

  // Goods in: 10 arrive.
  await row.getByRole('button', { name: `Entrada de estoque de ${name}` }).click();
  const delivery = page.getByRole('dialog', { name: 'Entrada de estoque' });
  await delivery.getByLabel('Quantidade recebida').fill('10');
  await delivery.getByLabel('Observação').fill('Nota do fornecedor 4411');
  await delivery.getByRole('button', { name: 'Registrar entrada' }).click();
  await expectToastSeen(page, 'Entrada de estoque registrada');
  await expect(row.getByTestId('stock-quantity')).toHaveText('10');
  await expect(row).not.toContainText('Estoque baixo');
  const reorder = page.getByRole('region', { name: 'Repor' });
  await expect(reorder.getByRole('listitem', { name })).toHaveCount(0);

  // The count finds 3 on the shelf: the product goes on the reorder list.
  await row.getByRole('button', { name: `Contagem de ${name}` }).click();
  const count = page.getByRole('dialog', { name: 'Contagem' });
  await count.getByLabel('Quantidade contada na prateleira').fill('3');
  await count.getByRole('button', { name: 'Registrar contagem' }).click();
  await expectToastSeen(page, 'Contagem registrada');
  await expect(row.getByTestId('stock-quantity')).toHaveText('3');
  await expect(row).toContainText('Estoque baixo');
  await expect(reorder.getByRole('listitem', { name })).toContainText('Estoque 3 · mínimo 4');
});
