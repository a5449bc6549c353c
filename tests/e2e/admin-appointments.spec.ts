import type { Locator, Page } from '@playwright/test';
import { formatGbp } from '../../src/shared/money';
import { seriousViolations } from './support/axe';
import { grantAdmin } from './support/admin-session';
import {
  bookableServices,
  openWeekday,
  professionalId,
  signUpHere,
  E2E_MOBILE,
  uniqueEmail,
} from './support/booking-helpers';
import { brDate, stepDayViewTo } from './support/day-view';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { dismissToasts, expectToastSeen, recordToasts } from './support/toasts';

/** The back office's appointments tab. */
const PANELS_PATH = '/sistema/gerencial?tab=agendamentos';

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

async function faturamento(page: Page): Promise<number> {
  const card = page
    .getByRole('region', { name: 'Agendamentos' })
    .getByText('Faturamento', { exact: true })
    .locator('xpath=../..');
  await expect(card).toContainText('£');
  return pounds((await card.locator('p').last().textContent()) ?? '');
}

/** The table row of an appointment, paging forward until it shows (rows are by start time). */
async function findRow(page: Page, text: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: text });
  // Only a list of several pages has the button, and it is disabled while a page loads.
  const nextPage = page.getByRole('button', { name: 'Próxima', disabled: false });
  for (;;) {
    // Just after a filter changes the list may still be loading, with no next button to wait on:
    // look again once the row shows or there is a next page to go to.
    await expect(row.first().or(nextPage), `a row with ${text}`).toBeVisible();
    if (await row.first().isVisible()) return row;
    const next = page.getByRole('button', { name: 'Próxima' });
    await expect(page.getByText(/^Página \d+ de \d+$/)).toBeVisible();
    if (await next.isDisabled()) throw new Error(`No row with ${text}`);
    const label = await page.getByText(/^Página \d+ de \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Página \d+ de \d+$/)).not.toHaveText(label!);
  }
}

test.describe('on a server of its own', () => {
  // Faturamento is the total of every completed appointment, and the lists are paged: on the
  // shared server, parallel tests would change both under this one.
  test.use({ ownServer: true });

  test('an administrator confirms and completes one appointment (Faturamento grows) and cancels another', async ({
    page,
    browser,
    request,
    app,
  }) => {
    test.setTimeout(150_000);
    const services = await bookableServices(request);
    const manicure = services.find((s) => s.slug === 'gel-manicure')!;
    const cut = services.find((s) => s.slug === 'classic-cut')!;
    const juliana = await professionalId(request, 'Juliana Alves');
    const date = openWeekday(6);

    // A client books two appointments, giving their mobile with the first (issue 32).
    const clientName = `Clara Whitfield ${Math.random().toString(36).slice(2, 6)}`;
    const clientEmail = uniqueEmail('admin-client');
    await page.goto('/auth');
    await signUpHere(page, clientEmail, clientName);
    await expect(page).toHaveURL('/');
    // The second booking sends none: the profile kept the first one's.
    for (const [serviceId, professional, time, phone] of [
      [manicure.id, juliana, '14:00', E2E_MOBILE],
      [cut.id, '', '16:00', undefined],
    ] as const) {
      const booked = await page.request.post('/api/appointments', {
        data: { serviceId, professionalId: professional, date, time, notes: 'Window seat', phone },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }

    // The owner, made an administrator as the CLI makes one.
    const owner = uniqueEmail('admin-owner');
    const ownerContext = await browser.newContext();
    const admin = await ownerContext.newPage();
    await recordToasts(admin);
    await admin.goto('/auth');
    await signUpHere(admin, owner, 'Mariana Costa');
    await grantAdmin(app, owner);
    // Still signed in from the confirmation link: the admin login sends an administrator on.
    await admin.goto('/admin/login');
    await expect(admin).toHaveURL('/sistema/gerencial');
    await admin.goto(PANELS_PATH);

    for (const label of ['Hoje', 'Pendentes', 'Confirmados', 'Faturamento']) {
      await expect(
        admin.getByRole('region', { name: 'Agendamentos' }).getByText(label, { exact: true }),
      ).toBeVisible();
    }
    const revenueBefore = await faturamento(admin);

    // Filtered to 'Pendente', the manicure shows with the client's details.
    await admin.getByRole('button', { name: 'Pendente', exact: true }).click();
    await expect(admin.getByRole('button', { name: 'Pendente', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const manicureRow = await findRow(admin, `${clientName}`);
    await expect(manicureRow.first()).toContainText(E2E_MOBILE);
    const manicureLine = admin
      .getByRole('row')
      .filter({ hasText: clientName })
      .filter({ hasText: manicure.name });
    await expect(manicureLine).toContainText('Juliana Alves');
    await expect(manicureLine).toContainText(brDate(date));
    await expect(manicureLine).toContainText('14:00');
    await expect(manicureLine).toContainText(formatGbp(manicure.pricePence));
    await expect(manicureLine).toContainText('Pendente');
    const cutLine = admin
      .getByRole('row')
      .filter({ hasText: clientName })
      .filter({ hasText: cut.name });
    await expect(cutLine).toContainText('Sem preferência');
    await dismissToasts(admin);
    expect(await seriousViolations(admin)).toEqual([]);

    // Confirmar, then Concluir: only the allowed moves are offered at each step.
    await manicureLine.getByRole('button', { name: /^Detalhes:/ }).click();
    const dialog = admin.getByRole('dialog', { name: manicure.name });
    await expect(dialog).toContainText(clientEmail);
    await expect(dialog).toContainText('Window seat');
    await expect(dialog.getByRole('button', { name: 'Concluir' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expectToastSeen(admin, 'Agendamento confirmado com sucesso');
    await expect(dialog).toContainText('Confirmado');
    await expect(dialog.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expectToastSeen(admin, 'Agendamento concluído com sucesso');
    await expect(dialog).toContainText('Agendamento concluído: nenhuma ação disponível.');
    await expect(dialog.getByRole('button', { name: /Confirmar|Concluir|Cancelar/ })).toHaveCount(
      0,
    );
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => faturamento(admin))
      .toBeCloseTo(revenueBefore + manicure.pricePence / 100, 2);

    // Cancelar asks once more, then frees the time.
    await admin.getByRole('button', { name: 'Todos', exact: true }).click();
    await findRow(admin, clientName);
    await expect(manicureLine).toContainText('Concluído');
    await cutLine.getByRole('button', { name: /^Detalhes:/ }).click();
    const cutDialog = admin.getByRole('dialog', { name: cut.name });
    await cutDialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(cutDialog.getByRole('alert')).toContainText('Cancelar este agendamento?');
    await cutDialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expectToastSeen(admin, 'Agendamento cancelado com sucesso');
    await expect(cutDialog).toContainText('Agendamento cancelado: nenhuma ação disponível.');
    await admin.keyboard.press('Escape');
    await expect(cutLine).toContainText('Cancelado');

    await admin.getByRole('button', { name: 'Cancelado', exact: true }).click();
    await findRow(admin, clientName);
    await expect(cutLine).toBeVisible();
    await expect(manicureLine).toHaveCount(0);

    // The client hears about both changes.
    await waitForMail((m) => m.to.includes(clientEmail) && m.subject.startsWith('Confirmed:'));
    await waitForMail((m) => m.to.includes(clientEmail) && m.subject.startsWith('Cancelled:'));

    // The day view shows the manicure in Juliana's column, completed.
    await admin.getByRole('tab', { name: 'Agenda do dia' }).click();
    await expect(admin.getByRole('heading', { name: 'Agenda do dia' })).toBeVisible();
    await stepDayViewTo(admin, date);
    const column = admin.getByRole('region', { name: 'Juliana Alves' });
    const tile = column.getByRole('button').filter({ hasText: manicure.name });
    await expect(tile).toContainText('14:00');
    await expect(tile).toContainText('Concluído');
    await tile.click();
    await expect(admin.getByRole('dialog', { name: manicure.name })).toContainText(clientName);
    await ownerContext.close();
  });
});

test('a client cannot open the administrators’ appointments', async ({ page }) => {
  await page.goto('/auth');
  const email = uniqueEmail('not-admin');
  await signUpHere(page, email);
  await expect(page).toHaveURL('/');
  await page.goto(PANELS_PATH);
  await expect(page).toHaveURL('/404');
  const response = await page.request.get('/api/admin/appointments');
  expect(response.status()).toBe(403);
});
