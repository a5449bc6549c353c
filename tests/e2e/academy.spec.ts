import type { Page, Route } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { KEY_FORMAT, loseFirstAnswer } from './support/idempotency';
import { expectToastSeen, recordToasts } from './support/toasts';
import { waitForMail } from './support/mailbox';

const PASSWORD = 'Rosewood-Salon-42';
const COURSE = 'Mini curso de skincare profissional';
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
/** Holds one kind of request back until `release()`, so a busy state can be seen. */
function hold(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(url, async (route: Route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

/** The link in the newest e-mail to `to` whose URL contains `fragment`, as a same-site path. */
async function linkFor(to: string, fragment: string): Promise<string> {
  const mail = await waitForMail((m) => m.to === to && m.text.includes(fragment));
  const url = new URL(mail.text.match(/https?:\/\/\S+/g)!.find((u) => u.includes(fragment))!);
  return url.pathname + url.search;
}

/** Signs up at /auth and follows the confirmation e-mail: the browser is then signed in. */
async function signUpAndConfirm(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome Completo').fill('Beatriz Lopes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expectToastSeen(page, 'Cadastro realizado!');
  await page.goto(await linkFor(email, '/verify-email'));
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
}

/** Buys the course anonymously through the test checkout, from the home page's grid. */
async function buyAnonymously(page: Page, email: string) {
  await page.goto('/#cursos');
  const checkout = hold(page, '**/api/courses/checkout');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Buy Now: ${COURSE}` }).click();
  await expect(page.getByRole('button', { name: 'Processing' })).toBeDisabled();
  checkout.release();
  const popup = await popupOpened;
  await popup.waitForURL(/\/checkout\/teste\/cs_local_[0-9a-f]+$/);
  await expect(page.getByRole('button', { name: `Buy Now: ${COURSE}` })).toBeEnabled();

  await expect(popup.getByRole('note')).toContainText('Pagamento de teste');
  await expect(popup.getByRole('note')).toContainText('Nenhum valor será cobrado');
  await expect(popup.getByText(COURSE)).toBeVisible();
  await expect(popup.getByText('£97.00')).toBeVisible();
  await popup.getByLabel('Email').fill(email);
  const verification = hold(popup, '**/api/courses/verify');
  await popup.getByRole('button', { name: 'Confirmar pagamento de teste' }).click();
  await expect(popup.getByText('Verificando pagamento...')).toBeVisible();
  verification.release();
  await expect(popup).toHaveURL(/\/course-success\?session_id=cs_local_/);
  await expect(popup.getByRole('heading', { name: 'Compra realizada com sucesso!' })).toBeVisible();
  await expectToastSeen(
    popup,
    'Compra confirmada!',
    'Seu acesso ao curso foi liberado com sucesso.',
  );
  return popup;
}

test('an anonymous purchase through the test checkout reaches My Courses after sign-up', async ({
  page,
  browser,
}) => {
  // The whole journey: checkout, success page, e-mail, sign-up, confirmation, two browsers.
  test.slow();
  const startedAt = Date.now();
  const email = unique('buyer');
  const success = await buyAnonymously(page, email);
  await expect(success.getByRole('link', { name: 'Ir para Meus Cursos' })).toHaveAttribute(
    'href',
    '/meus-cursos',
  );
  await expect(success.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute(
    'href',
    '/',
  );
  // Reloading the success page verifies again and still succeeds.
  await success.reload();
  await expect(
    success.getByRole('heading', { name: 'Compra realizada com sucesso!' }),
  ).toBeVisible();

  const mail = await waitForMail((m) => m.to === email && m.subject.startsWith('Seu curso:'));
  expect(mail.subject).toBe(`Seu curso: ${COURSE} — Aurora Beauty Studio`);
  expect(mail.text).toContain('cadastre-se');
  expect(mail.text).toContain('/meus-cursos');

  // Signed out, My Courses is restricted.
  await page.goto('/meus-cursos');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    '/auth?redirect=/meus-cursos',
  );

  await signUpAndConfirm(page, email);
  await page.goto('/');
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My Courses' }).click();
  await expect(page).toHaveURL('/meus-cursos');
  const card = page.getByRole('article', { name: COURSE });
  await expect(card.getByText('Purchased', { exact: true })).toBeVisible();
  await expect(card.getByText('2 materials')).toBeVisible();
  // The date of the stored purchase on the salon's clock (Europe/London), whatever the browser's
  // zone; not the test's today, which a run crossing midnight would get wrong.
  const mine = await page.request.get('/api/me/courses');
  expect(mine.status(), await mine.text()).toBe(200);
  const purchased = ((await mine.json()) as { name: string; purchaseDate: string }[]).find(
    (c) => c.name === COURSE,
  )?.purchaseDate;
  expect(purchased, 'the purchase is listed').toBeDefined();
  expect(Date.parse(purchased!)).toBeGreaterThanOrEqual(startedAt - 60_000);
  const shown = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(purchased!));
  await expect(card.getByText(shown)).toBeVisible();

  // 'View Course Material' opens the first PDF in a new tab, from the purchase-checked route.
  const viewer = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'View Course Material' }).click();
  const tab = await viewer;
  await tab.waitForURL(/\/api\/me\/courses\/[0-9a-f-]+\/materials\/[0-9a-f-]+$/);
  const materialUrl = tab.url();
  await tab.close();
  const pdf = await page.request.get(materialUrl);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // 'Open for Printing' saves every material, named after the course.
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await card.getByRole('button', { name: 'Open for Printing' }).click();
  await expect
    .poll(() => downloads.sort())
    .toEqual([`${COURSE} - Material 1.pdf`, `${COURSE} - Material 2.pdf`]);

  // Another client, who did not buy, cannot download it; nor can a signed-out visitor.
  const other = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
  });
  await recordToasts(other);
  const otherPage = await other.newPage();
  await signUpAndConfirm(otherPage, unique('other'));
  const refused = await otherPage.request.get(materialUrl);
  expect([403, 404]).toContain(refused.status());
  expect(refused.headers()['content-type']).toContain('application/json');
  await otherPage.goto('/meus-cursos');
  await expect(otherPage.getByRole('heading', { name: 'No courses purchased' })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Browse our courses' })).toHaveAttribute(
    'href',
    '/#cursos',
  );
  await other.close();
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(materialUrl)).status()).toBe(401);
  await anonymous.close();
});

test('a checkout and a test payment whose answers are lost are retried with their keys: one checkout, one purchase', async ({
  page,
}) => {
  const email = unique('lost-buyer');
  const creating = await loseFirstAnswer(page, '**/api/courses/checkout');
  const paying = await loseFirstAnswer(page.context(), '**/api/test-checkout/*/pay');
  await page.goto('/#cursos');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Buy Now: ${COURSE}` }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/checkout\/teste\/cs_local_[0-9a-f]+$/);
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Confirmar pagamento de teste' }).click();
  await expect(popup).toHaveURL(/\/course-success\?session_id=cs_local_/);
  await expect(popup.getByRole('heading', { name: 'Compra realizada com sucesso!' })).toBeVisible();
  for (const keys of [creating, paying]) {
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY_FORMAT);
    expect(keys[1]).toBe(keys[0]);
  }
  expect(paying[0]).not.toBe(creating[0]);
  await waitForMail((m) => m.to === email && m.subject.startsWith('Seu curso:'));
});

test('a cancelled test checkout goes back to the courses and buys nothing', async ({ page }) => {
  await page.goto('/#cursos');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Buy Now: ${COURSE}` }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/checkout\/teste\//);
  const checkoutUrl = popup.url();
  await popup.getByRole('button', { name: 'Cancelar' }).click();
  await expect(popup).toHaveURL('/#cursos');
  await popup.goto(checkoutUrl);
  await expect(
    popup.getByRole('heading', { name: 'Esta sessão de pagamento foi cancelada.' }),
  ).toBeVisible();
  const sessionId = checkoutUrl.split('/').pop()!;
  await popup.goto(`/course-success?session_id=${sessionId}`);
  await expect(popup.getByRole('heading', { name: 'Erro na verificação' })).toBeVisible();
});

test('a success page that cannot be verified says so, with help links', async ({ page }) => {
  await page.goto('/course-success?session_id=cs_local_does_not_exist');
  await expect(page.getByRole('heading', { name: 'Erro na verificação' })).toBeVisible();
  await expectToastSeen(page, 'Erro na verificação');
  await expect(page.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
    'href',
    '/contato',
  );
  await expect(page.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
  await page.goto('/course-success');
  await expect(page.getByRole('heading', { name: 'Erro na verificação' })).toBeVisible();
});

test('a failing checkout shows the spec’s message and opens nothing', async ({ page }) => {
  // Faked: the test checkout never fails (a 502 is what a payment provider's outage gives).
  await page.route('**/api/courses/checkout', (route) =>
    route.fulfill({ status: 502, json: { error: { code: 'x', message: 'x' } } }),
  );
  await page.goto('/#cursos');
  await page.getByRole('button', { name: `Buy Now: ${COURSE}` }).click();
  await expectToastSeen(page, 'Error processing purchase. Please try again.');
  await expect.poll(() => page.context().pages().length).toBe(1);
});

test('a failing course list shows the spec’s error', async ({ page }) => {
  // Faked: the course list fails only when the database does, which a test cannot cause here.
  await page.route('**/api/courses', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
  );
  // The home page arrives with the server's course list; the browser fetches it (here, the
  // failure above) when it opens the page itself.
  await page.goto('/contato');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expectToastSeen(page, 'Error', 'Error loading courses');
});

test('the shop, the test checkout and My Courses have no serious accessibility problems', async ({
  page,
}) => {
  await page.goto('/#cursos');
  await expect(page.getByRole('button', { name: `Buy Now: ${COURSE}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Buy Now: ${COURSE}` }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Pagamento de teste' })).toBeVisible();
  expect(await seriousViolations(popup)).toEqual([]);
  await popup.goto('/meus-cursos');
  await expect(popup.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  expect(await seriousViolations(popup)).toEqual([]);
});
