import type { Browser, Page } from '@playwright/test';
import { isBankHoliday } from '../../src/server/domain/bank-holidays';
import { addDays, isoWeekday, salonToday } from '../../src/shared/salon-dates';
import { signInAsAdmin } from './support/admin-session';
import {
  bookableServices,
  E2E_MOBILE,
  openWeekday,
  signedInClient,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectToastSeen, recordToasts } from './support/toasts';

// Client records and no-shows (issue 17). A no-show needs an appointment whose time has passed:
// the server's clock is moved back ten days while the client books a day that is now behind us,
// then forward again. Only a server of the test's own may have its clock moved.
test.use({ ownServer: true });

const DAY_MS = 24 * 60 * 60 * 1000;
const brDate = (date: string) => date.split('-').reverse().join('/');

/** An open weekday a few days behind the salon's today (bank holidays are closed). */
function recentWeekday(): string {
  let date = addDays(salonToday(), -3);
  while (isoWeekday(date) > 5 || isBankHoliday(date)) date = addDays(date, -1);
  return date;
}

async function moveServerClock(page: Page, ms: number) {
  const moved = await page.request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** A client in a browser of their own books a cut at 10:00 on each date; answers the ids. */
async function clientBooks(browser: Browser, baseURL: string, name: string, dates: string[]) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await recordToasts(page);
  const email = await signedInClient(page, 'record-client');
  // The profile is saved whole: the mobile every online booking needs (issue 32) goes with the name.
  const profile = await page.request.put('/api/me/profile', {
    data: { fullName: name, phone: E2E_MOBILE },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const cut = (await bookableServices(page.request)).find((s) => s.slug === 'classic-cut')!;
  const ids = [];
  for (const date of dates) {
    const res = await page.request.post('/api/appointments', {
      data: { serviceId: cut.id, professionalId: '', date, time: '10:00' },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { appointment: { id: string } }).appointment.id);
  }
  await context.close();
  return { email, ids };
}

test('staff mark a past confirmed appointment as a no-show and see it in the client’s record, where they keep a note', async ({
  page,
  browser,
  request,
  app,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, request, app);
  const past = recentWeekday();
  const ahead = openWeekday(2);
  const name = `Nora Whitcombe ${Math.random().toString(36).slice(2, 6)}`;

  await moveServerClock(page, -10 * DAY_MS);
  const client = await clientBooks(browser, app.url, name, [past, ahead]);
  for (const id of client.ids) {
    const res = await page.request.post(`/api/admin/appointments/${id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await moveServerClock(page, 10 * DAY_MS);

  await page.goto('/sistema/gerencial?tab=agendamentos');
  const panel = page.getByRole('region', { name: 'Agendamentos' });
  await panel.getByRole('button', { name: 'Confirmado', exact: true }).click();
  const row = (date: string) =>
    panel
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: brDate(date) });

  // Still ahead: nothing to mark yet.
  await row(ahead)
    .getByRole('button', { name: /^Detalhes/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Não compareceu' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await row(past)
    .getByRole('button', { name: /^Detalhes/ })
    .click();
  await dialog.getByRole('button', { name: 'Não compareceu' }).click();
  await expectToastSeen(page, 'Não comparecimento registrado com sucesso');
  await expect(dialog.getByText('Não compareceu', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  const noShowCard = panel
    .getByText('Não compareceu', { exact: true })
    .first()
    .locator('xpath=../..');
  await expect(noShowCard).toContainText('1');

  // The Clientes tab: search by name, open the record (kept in the URL across a reload).
  await page.goto('/sistema/gerencial?tab=clientes');
  await page.getByPlaceholder('Buscar por nome, e-mail ou telefone').fill(name.split(' ')[1]!);
  await expect(page).toHaveURL(/busca=Whitcombe/);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/cliente=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: client.email })).toHaveAttribute(
    'href',
    `mailto:${client.email}`,
  );
  const tile = (label: string) =>
    page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd`);
  await expect(tile('Não compareceu')).toHaveText('1');
  await expect(tile('Próximos')).toHaveText('1');
  await expect(tile('Concluídos')).toHaveText('0');
  const history = page.getByRole('region', { name: 'Histórico' });
  await expect(history).toContainText(brDate(past));
  await expect(history).toContainText('Não compareceu');
  await expect(page.getByRole('region', { name: 'Próximos agendamentos' })).toContainText(
    brDate(ahead),
  );

  // A private note, then a second one deleted after a confirmation.
  const notes = page.getByRole('region', { name: 'Notas internas' });
  await expect(notes).toContainText('nunca são mostradas ao cliente');
  await notes.getByLabel('Nova nota').fill('Missed her cut: call the day before next time.');
  await notes.getByRole('button', { name: 'Adicionar nota' }).click();
  // The saved notes are the list's items (the text box's own text is not a note).
  const note = (text: string) => notes.getByRole('listitem').filter({ hasText: text });
  await expectToastSeen(page, 'Nota adicionada');
  await expect(note('Missed her cut: call the day before next time.')).toBeVisible();
  await expect(notes.getByLabel('Nova nota')).toHaveValue('');
  await notes.getByLabel('Nova nota').fill('Typo note');
  await notes.getByRole('button', { name: 'Adicionar nota' }).click();
  await expect(note('Typo note')).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(2);
  // Newest first.
  await expect(notes.getByRole('listitem').first()).toContainText('Typo note');
  await note('Typo note')
    .getByRole('button', { name: /^Excluir nota/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir nota' }).click();
  await expectToastSeen(page, 'Nota excluída');
  await expect(note('Typo note')).toHaveCount(0);
  await expect(note('Missed her cut')).toBeVisible();

  await page.getByRole('button', { name: 'Voltar à lista' }).click();
  await expect(page).not.toHaveURL(/cliente=/);
  await expect(page.getByRole('button', { name: new RegExp(name) })).toContainText('1 falta');
});
