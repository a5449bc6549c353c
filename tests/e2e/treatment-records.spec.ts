import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import {
  bookableServices,
  E2E_MOBILE,
  openWeekday,
  signUpHere,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { expectToastSeen, recordToasts } from './support/toasts';

// Treatment records (issue 33): on the reception's tablet, 'Concluir' opens the treatment's
// record; an expired batch is refused; the batch and the units per area are kept and shown on the
// client's record ('Clínico'); the client is e-mailed the service's aftercare.
test.use({ viewport: { width: 1024, height: 768 } });
test.describe.configure({ timeout: 150_000 });

/** The table row of an appointment, paging forward until it shows (rows are by start time). */
async function findRow(page: Page, text: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: text });
  const nextPage = page.getByRole('button', { name: 'Próxima', disabled: false });
  for (;;) {
    await expect(row.first().or(nextPage), `a row with ${text}`).toBeVisible();
    if (await row.first().isVisible()) return row;
    const label = await page.getByText(/^Página \d+ de \d+$/).textContent();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText(/^Página \d+ de \d+$/)).not.toHaveText(label!);
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('completion records the batch and the units per area at 1024 px', async ({
  page,
  browser,
  request,
  app,
}) => {
  const peel = (await bookableServices(request)).find((s) => s.slug === 'chemical-peel')!;
  const date = openWeekday(5);
  const clientName = `Rosa Pemberton ${Math.random().toString(36).slice(2, 6)}`;
  const clientEmail = uniqueEmail('treated');
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await recordToasts(client);
  await client.goto('/auth');
  await signUpHere(client, clientEmail, clientName);
  const booked = await client.request.post('/api/appointments', {
    data: { serviceId: peel.id, date, time: '11:00', phone: E2E_MOBILE },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  // The peel's consent forms would hold 'Concluir' back: clinical-forms' own tests sign them.
  const unlinked = await page.request.put(`/api/admin/clinical/services/${peel.id}/forms`, {
    data: { forms: [] },
  });
  expect(unlinked.status(), await unlinked.text()).toBe(200);
  await page.goto('/sistema/gerencial?tab=agendamentos');
  const row = await findRow(page, clientName);
  await row
    .first()
    .getByRole('button', { name: /^Detalhes:/ })
    .click();
  const dialog = page.getByRole('dialog', { name: peel.name });
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectToastSeen(page, 'Agendamento confirmado com sucesso');
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expectToastSeen(page, 'Agendamento concluído com sucesso');

  // 'Concluir' opened the treatment's record.
  const record = dialog.getByRole('region', { name: 'Registro do tratamento' });
  await expect(record).toBeVisible();
  await record.getByLabel('Produto', { exact: true }).fill('Jessner Peel 14%');
  await record.getByLabel('Lote', { exact: true }).fill('JP-2207');
  await record.getByLabel('Área', { exact: true }).fill('Rosto');
  await record.getByLabel('Quantidade', { exact: true }).fill('2,5');
  await record.getByRole('combobox').first().selectOption('ml');
  // An expired batch is refused, with the reason.
  await record.getByLabel('Validade', { exact: true }).fill('2020-01-31');
  await record.getByRole('button', { name: 'Salvar registro' }).click();
  await expect(record.getByRole('alert')).toContainText(
    'O lote JP-2207 do produto Jessner Peel 14% está vencido',
  );

  await record.getByLabel('Validade', { exact: true }).fill('2031-06-30');
  await record.getByLabel('Observações', { exact: true }).fill('Pele sensível na região malar.');
  await record.getByRole('button', { name: 'Salvar registro' }).click();
  await expectToastSeen(page, 'Registro do tratamento salvo');
  await expect(record).toContainText('Registrado por Mariana Costa');
  // No photo without the client's consent from their form.
  await expect(record).toContainText('Sem consentimento do cliente para fotos clínicas');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The client's record shows the treatment under 'Clínico'.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await page.goto('/sistema/gerencial?tab=clientes');
  await page.getByPlaceholder('Buscar por nome, e-mail ou telefone').fill(clientName);
  await page
    .getByRole('button', { name: new RegExp(clientName) })
    .first()
    .click();
  const clinical = page.getByRole('region', { name: 'Clínico' });
  await expect(clinical).toContainText(peel.name);
  await expect(clinical).toContainText('lote JP-2207, validade 30/06/2031');
  await expect(clinical).toContainText('Rosto: 2.5 ml');
  await expect(clinical).toContainText('Pele sensível na região malar.');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  // The aftercare went to the client, in English.
  const mail = await waitForMail(
    (m) => m.to === clientEmail && m.subject.startsWith('Aftercare for your Chemical Peel'),
  );
  expect(mail.text).toContain('SPF 30');
  await clientContext.close();
});
