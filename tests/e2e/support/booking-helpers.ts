import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isBankHoliday } from '../../../src/server/domain/bank-holidays';
import { resolveServiceParam } from '../../../src/shared/booking';
import type { Catalogue, CatalogueService } from '../../../src/shared/catalogue-schema';
import { expect } from './fixtures';
import { waitForMail } from './mailbox';
import { expectToastSeen } from './toasts';

export const PASSWORD = 'Rosewood-Salon-42';

/** A UK mobile (Ofcom's range for drama): every new online booking needs one (issue 32). */
export const E2E_MOBILE = '07700 900123';

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The same-site path of the link in the newest e-mail to `to` whose URL contains `fragment`. */
export async function linkFor(to: string, fragment: string): Promise<string> {
  const mail = await waitForMail((m) => m.to === to && m.text.includes(fragment));
  const url = new URL(mail.text.match(/https?:\/\/\S+/g)!.find((u) => u.includes(fragment))!);
  return url.pathname + url.search;
}

/**
 * Signs up on the /auth page the browser is on (keeping its `?redirect=`), then opens the
 * confirmation link from the e-mail, which signs the client in and goes back to that redirect.
 */
export async function signUpHere(page: Page, email: string, name = 'Helena Marsh') {
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome Completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expectToastSeen(page, 'Cadastro realizado!');
  await page.goto(await linkFor(email, '/verify-email'));
}

/**
 * A new, confirmed and signed-in client, on the home page: signed up through the API (the form has
 * tests of its own, signUpHere), then the confirmation link opened, which signs the browser in.
 * Their profile holds a UK mobile (as every new online booking needs one) unless `mobile` is null.
 */
export async function signedInClient(
  page: Page,
  label: string,
  { mobile = E2E_MOBILE }: { mobile?: string | null } = {},
) {
  const email = uniqueEmail(label);
  // The auth library wants the site named as the origin once the browser holds any cookie of it,
  // as the form's request would: the server's own address, as the page's requests resolve it.
  const origin = new URL((await page.request.get('/healthz')).url()).origin;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Helena Marsh', email, password: PASSWORD, callbackURL: '/' },
    headers: { Origin: origin },
  });
  expect(signUp.status(), `the sign-up of ${email}`).toBe(200);
  await page.goto(await linkFor(email, '/verify-email'));
  await expect(page).toHaveURL('/');
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
  expect(me.user.email).toBe(email);
  if (mobile) {
    const profile = await page.request.put('/api/me/profile', {
      data: { fullName: 'Helena Marsh', phone: mobile },
      headers: { Origin: origin },
    });
    expect(profile.status(), 'the profile’s mobile').toBe(200);
    await page.reload();
  }
  return email;
}

export async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** What the form lists: bookable services by name (the order `resolveServiceParam` expects). */
export async function bookableServices(request: APIRequestContext): Promise<CatalogueService[]> {
  const catalogue = (await (await request.get('/api/catalogue')).json()) as Catalogue;
  return catalogue.services
    .filter((s) => s.bookable)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

export async function professionalId(request: APIRequestContext, name: string) {
  const catalogue = (await (await request.get('/api/catalogue')).json()) as Catalogue;
  const professional = catalogue.professionals.find((p) => p.name === name);
  if (!professional) throw new Error(`No professional named ${name}`);
  return professional.id;
}

/** The service a `?service=` link must pre-select, failing the test when it matches none. */
export function expectedService(href: string, services: CatalogueService[]) {
  const param = new URL(href, 'http://salon.test').searchParams.get('service');
  const service = resolveServiceParam(param, services);
  expect(service, `${href} matches no bookable service`).toBeDefined();
  return service!;
}

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/**
 * The `nth` weekday (Monday to Friday, when the salon opens) counting from three days after the
 * salon's today: far enough for the 24-hour cancellation rule and the minimum notice, and
 * distinct per test so parallel tests never compete for a time.
 */
export function openWeekday(nth: number): string {
  const [y, m, d] = LONDON_DATE.format(new Date()).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, m - 1, d + 3));
  let found = -1;
  for (;;) {
    const weekday = day.getUTCDay();
    // Bank holidays are closed (decision 025): a test run in Christmas week still finds open days.
    const date = day.toISOString().slice(0, 10);
    if (weekday >= 1 && weekday <= 5 && !isBankHoliday(date)) found += 1;
    if (found === nth) return date;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Monday 9 March 2026": how the page writes a salon date. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));

/** "Mon 9 Mar 2026": how the Date field shows the chosen day. */
export const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));

/** Opens the Date field's calendar, goes to the date's month and clicks the day. */
export async function pickDate(form: Locator, date: string) {
  const page = form.page();
  await form.getByLabel('Date').click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar).toBeVisible();
  const month = MONTH_YEAR.format(utc(date));
  for (let i = 0; i < 4; i += 1) {
    if (await calendar.getByRole('grid', { name: month }).isVisible()) break;
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await expect(calendar.getByText('Days in bold have free times.')).toBeVisible();
  // Day buttons are named like "Monday, 9 March 2026" (with "Today, " or ", selected" added).
  const dayButton = calendar.getByRole('button', {
    name: new RegExp(`\\b${DAY_MONTH_YEAR.format(utc(date))}\\b`),
  });
  await expect(dayButton).toBeEnabled();
  await dayButton.click();
  await expect(calendar).toBeHidden();
}

/** Selects the first free time offered and returns it (HH:mm). */
export async function pickFirstTime(form: Locator): Promise<string> {
  const select = form.getByLabel('Time');
  await expect(select).toBeEnabled();
  const first = (await select.locator('option').nth(1).getAttribute('value'))!;
  expect(first).toMatch(/^\d{2}:\d{2}$/);
  await select.selectOption(first);
  return first;
}

/** The captured e-mails whose recipient is `to`, with an attachment of the given extension. */
export function mailWithAttachment(to: string, extension: string, text?: string) {
  return waitForMail(
    (m) =>
      m.to.includes(to) &&
      (text === undefined || m.text.includes(text)) &&
      (m.attachments ?? []).some((a) => a.filename.endsWith(extension)),
  );
}
