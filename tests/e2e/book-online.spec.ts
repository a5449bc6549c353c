import type { Page } from '@playwright/test';
import type { CatalogueService } from '../../src/shared/catalogue-schema';
import { seriousViolations } from './support/axe';
import { bookableServices, signedInClient, uniqueEmail } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

// The phone: the whole flow at 375 px.
test.use({ viewport: { width: 375, height: 812 } });

/** Services a visitor books online with nothing more to give: no deposit, no age check. */
async function plainServices(page: Page): Promise<CatalogueService[]> {
  const services = (await bookableServices(page.request)).filter(
    (s) => s.depositPence === null && !s.adultsOnly && s.professionalIds.length > 0,
  );
  expect(services.length).toBeGreaterThan(1);
  return services;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page scrolls sideways',
  ).toBeLessThanOrEqual(375);
}

/** Picks the first of the next free days and its first time; answers the time's label. */
async function pickFirstFreeTime(page: Page): Promise<string> {
  await page.getByRole('group', { name: 'Next free days' }).getByRole('button').first().click();
  const times = page.getByRole('group', { name: /^Times on / });
  const first = times.getByRole('button').first();
  await expect(first).toBeVisible();
  const time = (await first.textContent())!;
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return time;
}

test("a visitor books from a service's link with 'Email me a code', and sees it in My Appointments", async ({
  page,
}) => {
  const [service] = await plainServices(page);
  await page.goto(`/book?service=${service!.slug}`);
  await expect(page.getByRole('heading', { name: 'Book your visit' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your visit' }).getByText(service!.name, { exact: true }),
  ).toBeVisible();

  // Times before any sign-in.
  const time = await pickFirstFreeTime(page);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^Held for you until \d{2}:\d{2}$/)).toBeVisible();

  const email = uniqueEmail('code');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await waitForMail((m) => m.to === email);
  const code = /^(\d{6}) is your sign-in code/.exec(mail.subject)?.[1];
  expect(code, mail.subject).toBeTruthy();
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code!);
  await page.getByRole('button', { name: 'Continue' }).click();

  // A new account: its name and UK mobile before booking.
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: /Full name/ }).fill('Grace Okafor');
  await page.getByRole('textbox', { name: /UK mobile number/ }).fill('07700 900321');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: "You're booked" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', /ics/);
  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page).toHaveURL('/agendamentos');
  await expect(
    page.getByLabel(new RegExp(`^${escape(service!.name)}, .* at ${time}$`)),
  ).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as {
    user: { email: string; name: string };
    profile: { fullName: string; phone: string };
  };
  expect(me.profile.fullName).toBe('Grace Okafor');
  expect(me.profile.phone.replace(/\s/g, '')).toBe('07700900321');
});

test('a two-service visit books both parts, back to back', async ({ page }) => {
  const [first, second] = await plainServices(page);
  await signedInClient(page, 'two-parts', { mobile: null });
  await page.goto(`/book?service=${first!.id}`);
  await page.getByRole('button', { name: 'Add another service' }).click();
  await page.getByRole('searchbox', { name: 'Search treatments' }).fill(second!.name);
  await page
    .getByRole('button', { name: new RegExp(`^${escape(second!.name)}`) })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Your visit' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('radio', { name: /No preference/ }).check();
  await pickFirstFreeTime(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await page.getByRole('textbox', { name: /UK mobile number/ }).fill('07700 900654');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const booked = page.getByRole('heading', { name: "You're booked" });
  await expect(booked).toBeVisible();
  await expect(page.getByText(first!.name, { exact: true })).toBeVisible();
  await expect(page.getByText(second!.name, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByLabel(new RegExp(`^${escape(first!.name)}, `))).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${escape(second!.name)}, `))).toBeVisible();
});

test.describe('on a server of its own', () => {
  // The hold lapses by the server's clock, moved here past the ten minutes.
  test.use({ ownServer: true });

  test('an expired hold sends the visitor back to the times with the server’s message', async ({
    page,
    request,
  }) => {
    const [service] = await plainServices(page);
    await signedInClient(page, 'expired-hold', { mobile: null });
    await page.goto(`/book?service=${service!.slug}`);
    await pickFirstFreeTime(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeVisible();

    const moved = await request.post('/api/test/clock', { data: { advanceMs: 11 * 60 * 1000 } });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.getByRole('textbox', { name: /UK mobile number/ }).fill('07700 900987');
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(
      page.getByText('This hold has expired. Please choose a time again.'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Next free days' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

test('the signed-in form on /agendamentos keeps an 18+ service’s date of birth within 375 px', async ({
  page,
}) => {
  const adult = (await bookableServices(page.request)).find((s) => s.adultsOnly);
  expect(adult, 'an 18+ service in the catalogue').toBeDefined();
  await signedInClient(page, 'adults-only');
  await page.goto(`/agendamentos?service=${adult!.slug}`);
  await expect(page.getByRole('group', { name: /Date of birth/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
