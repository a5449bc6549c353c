import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsStaff } from './support/admin-session';
import {
  bookableServices,
  E2E_MOBILE,
  openWeekday,
  signUpHere,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { recordToasts } from './support/toasts';

// Issue 34's 'done when': at 1024 px a receptionist checks out a cut with a product and a tip,
// paid part on the simulated card reader and the rest in cash; the appointment is completed, the
// client is e-mailed the receipt, and the day's close expects exactly what was taken. Its own
// server: the day's takings are this test's only.
test.use({ ownServer: true, viewport: { width: 1024, height: 900 } });

const SHOTS = process.env.SHOTS_DIR;

/** With SHOTS_DIR set, the screen at the three widths the back office is used at. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1024, height: 900 });
}
test.describe.configure({ timeout: 240_000 });

test('a receptionist checks out a cut with a product, a tip and a card/cash split; receipt and close agree', async ({
  page,
  browser,
  request,
  app,
}) => {
  const cut = (await bookableServices(request)).find((s) => s.slug === 'classic-cut')!;
  expect(cut.pricePence).toBe(2000);

  // The owner stocks the serum the client will buy.
  await signInAsAdmin(page, request, app);
  const serum = await page.request.post('/api/admin/till/products', {
    data: {
      name: 'Argan Repair Serum',
      brand: 'Aurora Pro',
      barcode: '5012345678900',
      pricePence: 1800,
      vatRateBp: 2000,
      lowStockThreshold: 1,
    },
  });
  expect(serum.status(), await serum.text()).toBe(201);

  // The client books the cut online.
  const clientName = `Theo Marlow ${Math.random().toString(36).slice(2, 6)}`;
  const clientEmail = uniqueEmail('till');
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await recordToasts(client);
  await client.goto('/auth');
  await signUpHere(client, clientEmail, clientName);
  const booked = await client.request.post('/api/appointments', {
    data: { serviceId: cut.id, date: openWeekday(2), time: '10:00', phone: E2E_MOBILE },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await clientContext.close();

  // Reception opens it, confirms it and checks it out.
  const deskContext = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  const desk = await deskContext.newPage();
  await recordToasts(desk);
  await signInAsStaff(desk, app, 'reception');
  await desk.goto('/sistema/gerencial?tab=agendamentos');
  await desk
    .getByRole('row')
    .filter({ hasText: clientName })
    .getByRole('button', { name: /^Detalhes:/ })
    .click();
  const panel = desk.getByRole('dialog', { name: cut.name });
  await panel.getByRole('button', { name: 'Confirmar' }).click();
  await expect(panel.getByRole('button', { name: 'Cobrar' })).toBeEnabled();
  await panel.getByRole('button', { name: 'Cobrar' }).click();

  const till = desk.getByRole('dialog', { name: clientName });
  await expect(till.getByText(/^Venda nº \d+$/)).toBeVisible();
  await expect(till).toContainText(cut.name);
  await till.getByLabel('Código de barras').fill('5012345678900');
  await till.getByLabel('Código de barras').press('Enter');
  await expect(till).toContainText('Argan Repair Serum');
  const tip = till.getByLabel(/^Gorjeta para .+ \(£\)$/);
  await tip.fill('3');
  await till.getByRole('button', { name: 'Gorjeta', exact: true }).click();
  // £20 cut + £18 serum + £3 tip.
  const totals = till.locator('dl').first();
  await expect(totals).toContainText('£41.00');

  // £25 on the reader…
  await till.getByLabel('Valor desta parte (£)').fill('25');
  await till.getByRole('button', { name: 'Cartão (leitor)' }).click();
  await till.getByRole('button', { name: 'Cobrar £25.00 no leitor' }).click();
  await expect(till.getByText('Aguardando o cartão no leitor…')).toBeVisible();
  await shoot(desk, 'cobrar-leitor');
  await till.getByRole('button', { name: 'Simular cartão aprovado' }).click();
  await expect(totals).toContainText('£16.00');

  // …and £16 in cash, from a £20 note.
  await till.getByLabel('Valor desta parte (£)').fill('');
  await till.getByLabel('Valor recebido em dinheiro (£)').fill('20');
  await expect(till.getByTestId('till-change')).toHaveText('Troco: £4.00');
  await till.getByRole('button', { name: 'Dinheiro', exact: true }).click();
  await expect(till.getByText('Troco a dar: £4.00')).toBeVisible();
  await expect(till.getByText(`Recibo enviado para ${clientEmail}.`)).toBeVisible();
  await shoot(desk, 'cobrar-pago');

  const receipt = await waitForMail((m) => m.to === clientEmail && m.subject.includes('receipt'));
  expect(receipt.text).toContain('Argan Repair Serum');
  expect(receipt.text).toContain('£41.00');

  // Paying completed the appointment.
  await till.getByRole('button', { name: 'Fechar' }).first().click();
  await desk.goto('/sistema/gerencial?tab=agendamentos');
  await expect(desk.getByRole('row').filter({ hasText: clientName })).toContainText('Concluído');

  // The day's close expects £25.00 on the reader and £16.00 in cash.
  await desk.goto('/sistema/gerencial?tab=caixa');
  const close = desk.getByRole('region', { name: 'Fechamento do caixa' });
  await expect(close).toContainText('£25.00');
  await expect(close).toContainText('£16.00');
  await shoot(desk, 'caixa-do-dia');
  await deskContext.close();
});
