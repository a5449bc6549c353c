import type { Page } from '@playwright/test';
import { formatGbp } from '../../src/shared/money';
import { seriousViolations } from './support/axe';
import { bookableServices, signedInClient } from './support/booking-helpers';
import { expect, test } from './support/fixtures';

// Issue 32 on a phone: a visit of two services that both ask deposits, one checkout of the sum.
test.use({ viewport: { width: 375, height: 812 } });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page scrolls sideways',
  ).toBeLessThanOrEqual(375);
}

test('a two-service visit with deposits pays one checkout of their sum, and both parts are booked', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The two shortest deposit services anyone performs, with no age check.
  const [first, second] = (await bookableServices(page.request))
    .filter((s) => s.depositPence !== null && !s.adultsOnly && s.professionalIds.length > 0)
    .sort((a, b) => a.durationMinutes - b.durationMinutes);
  expect(second, 'two deposit services in the seed').toBeTruthy();
  const sum = formatGbp(first!.depositPence! + second!.depositPence!);

  await signedInClient(page, 'visit-deposit');
  await page.goto(`/book?service=${first!.id}`);
  const visit = page.getByRole('list', { name: 'Your visit' });
  await expect(
    visit.getByText(
      `Deposit due now: ${formatGbp(first!.depositPence!)}, paid online when you book to secure your time.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/book it from My Appointments/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add another service' }).click();
  await page.getByRole('searchbox', { name: 'Search treatments' }).fill(second!.name);
  await page
    .getByRole('button', { name: new RegExp(`^${escape(second!.name)}`) })
    .first()
    .click();
  await expect(visit.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('radio', { name: /No preference/ }).check();
  await page.getByRole('group', { name: 'Next free days' }).getByRole('button').first().click();
  const time = page
    .getByRole('group', { name: /^Times on / })
    .getByRole('button')
    .first();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await expect(page.getByText('Deposit to pay now, to secure the time')).toBeVisible();
  await expect(
    page.getByText(
      `Next you pay the ${sum} deposit online; every part of your visit is booked once it is paid.`,
    ),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  const mobile = page.getByRole('textbox', { name: /UK mobile number/ });
  if (await mobile.isVisible()) await mobile.fill('07700 900777');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // One checkout, of the sum, naming both services.
  await expect(page).toHaveURL(/\/checkout\/teste\/cs_local_dep_/);
  await expect(page.getByText(`${first!.name} + ${second!.name}`, { exact: true })).toBeVisible();
  await expect(page.getByText(sum, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: `Pay ${sum} (test payment)` }).click();

  await expect(page).toHaveURL('/agendamentos');
  await expect(page.getByTestId('deposit-return')).toContainText(
    'Deposit paid: your appointment is booked',
  );
  const firstCard = page.getByRole('article', { name: new RegExp(escape(first!.name)) });
  const secondCard = page.getByRole('article', { name: new RegExp(escape(second!.name)) });
  await expect(firstCard).toContainText('Confirmed');
  await expect(secondCard).toContainText('Confirmed');
  await expect(firstCard.getByTestId('deposit-badge')).toHaveText(`Deposit paid · ${sum}`);
  await expectNoSidewaysScroll(page);
});
