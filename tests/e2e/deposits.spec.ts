import { seriousViolations } from './support/axe';
import { signInAsAdmin } from './support/admin-session';
import {
  bookableServices,
  openWeekday,
  pickDate,
  pickFirstTime,
  signUpHere,
  uniqueEmail,
} from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { formatGbp } from '../../src/shared/money';

// Own server: the back office's list and totals then hold this test's booking only.
test.use({ ownServer: true });

test('a client books a deposit service through the test checkout and sees it pending with its deposit paid; staff refund it by hand', async ({
  page,
  browser,
  request,
  app,
}) => {
  test.setTimeout(360_000);
  const services = await bookableServices(request);
  const balayage = services.find((s) => s.slug === 'balayage')!;
  expect(balayage.depositPence).toBe(Math.round(balayage.pricePence * 0.25));
  const deposit = formatGbp(balayage.depositPence!);
  const clientName = `Deposit Client ${Date.now()}`;

  await page.goto('/auth?redirect=/agendamentos');
  await signUpHere(page, uniqueEmail('deposit'), clientName);
  await expect(page).toHaveURL('/agendamentos');
  const form = page.getByRole('form', { name: 'New appointment' });
  await form.getByLabel('Service').selectOption(balayage.id);
  // Said before submitting, in the words.
  await expect(form.getByTestId('deposit-notice')).toHaveText(
    `A ${deposit} deposit is paid online to hold your time. It is refunded if you cancel at least 24 hours before.`,
  );
  await pickDate(form, openWeekday(2));
  await pickFirstTime(form);
  await form.getByRole('button', { name: 'Continue to pay the deposit' }).click();

  // The labelled test checkout shows what is paid for.
  await expect(page).toHaveURL(/\/checkout\/teste\/cs_local_dep_/);
  await expect(page.getByRole('note')).toContainText('Test payment');
  await expect(page.getByText(balayage.name, { exact: true })).toBeVisible();
  await expect(page.getByText(deposit, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Pay ${deposit} (test payment)` }).click();

  // Back on My Appointments: verified, pending, deposit paid.
  await expect(page).toHaveURL('/agendamentos');
  await expect(page.getByTestId('deposit-return')).toContainText(
    'Deposit paid: your appointment is booked',
  );
  const card = page.getByRole('article', { name: new RegExp(balayage.name) });
  await expect(card).toContainText('Pending');
  await expect(card.getByTestId('deposit-badge')).toHaveText(`Deposit paid · ${deposit}`);

  // Staff give it back by hand from the overlay, after a confirmation.
  const staff = await browser.newPage();
  // The test's own request context: the staff page's would be signed in as the new account first.
  await signInAsAdmin(staff, request, app);
  await staff.goto('/sistema/gerencial?tab=agendamentos');
  const row = staff.getByRole('row').filter({ hasText: clientName });
  await expect(row.getByTestId('deposit-badge')).toHaveText(`Sinal pago · ${deposit}`);
  await expect(staff.getByTestId('deposit-totals')).toContainText(`${deposit} pagos`);
  await row.getByRole('button', { name: /^Detalhes:/ }).click();
  const dialog = staff.getByRole('dialog', { name: balayage.name });
  await dialog.getByRole('button', { name: 'Devolver sinal' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Devolver sinal' });
  await expect(confirm).toContainText(clientName);
  expect(await seriousViolations(staff)).toEqual([]);
  await confirm.getByRole('button', { name: 'Sim, devolver' }).click();
  await expect(dialog.getByTestId('deposit-badge')).toHaveText(`Sinal devolvido · ${deposit}`);
  await expect(dialog.getByRole('button', { name: 'Devolver sinal' })).toHaveCount(0);

  await page.reload();
  await expect(card.getByTestId('deposit-badge')).toHaveText(`Deposit refunded · ${deposit}`);
});
