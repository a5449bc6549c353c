import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { signInAsAdmin } from './support/admin-session';
import { bookableServices, pickDate, signedInClient } from './support/booking-helpers';
import { expectToastSeen } from './support/toasts';

// Opening hours are global: a spec changing them on the shared server would change the hours every
// other spec reads (the contact page, the footer, the booking form's Saturdays). This one runs on a
// server of its own, thrown away afterwards, so nothing needs restoring and nothing runs beside it.
test.use({ ownServer: true });

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** The first Saturday at least three days after the salon's today (minimum notice). */
function nextSaturday(): string {
  const [y, m, d] = LONDON_DATE.format(new Date()).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, m - 1, d + 3));
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

async function openSettings(page: Page) {
  await page.goto('/sistema/gerencial?tab=definicoes');
  await expect(page.getByRole('tab', { name: 'Configurações', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Configurações', level: 2 })).toBeVisible();
}

test('the owner closes Saturdays at 16:00 in Configurações: the contact page, the footer and the booking form follow', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, request, app);
  await openSettings(page);

  // A bad value is named under its field, in the schema's words, and nothing is saved.
  const closes = page.getByLabel('Sábado: fecha às');
  await expect(closes).toHaveValue('18:00');
  await closes.fill('07:00');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('O fechamento tem que ser depois da abertura.')).toBeVisible();
  await expect(closes).toHaveAttribute('aria-invalid', 'true');

  await closes.fill('16:00');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expectToastSeen(page, 'Configurações salvas com sucesso');
  await expect(page.getByText('O fechamento tem que ser depois da abertura.')).toHaveCount(0);

  // The saved hours come back after a reload.
  await openSettings(page);
  await expect(page.getByLabel('Sábado: fecha às')).toHaveValue('16:00');

  // The contact page's table and the footer, server-rendered on this very request.
  const html = await (await request.get('/contato')).text();
  expect(html).toContain('08:00 – 16:00');
  expect(html).not.toContain('08:00 – 18:00');
  await page.goto('/contato');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: 'Opening hours' });
  await expect(table.getByRole('row', { name: 'Saturday 08:00 – 16:00' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Monday – Friday 09:00 – 20:00' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Sunday Closed' })).toBeVisible();
  await expect(page.locator('footer dl')).toContainText('08:00 – 16:00');

  // Booking: a client's Saturday times all end by the new closing time.
  await page.context().clearCookies();
  await signedInClient(page, 'saturday');
  await page.goto('/agendamentos');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'New appointment' });
  const cut = (await bookableServices(request)).find((s) => s.durationMinutes <= 45)!;
  await form.getByLabel('Service').selectOption(cut.id);
  await pickDate(form, nextSaturday());
  const select = form.getByLabel('Time');
  await expect(select).toBeEnabled();
  const times = (await select
    .locator('option')
    .evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
    )) as string[];
  expect(times.length).toBeGreaterThan(0);
  for (const time of times)
    expect(minutes(time) + cut.durationMinutes, time).toBeLessThanOrEqual(16 * 60);
  expect(times).toContain('14:00');
});
