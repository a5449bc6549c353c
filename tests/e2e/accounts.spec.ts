import type { BrowserContext, Page } from '@playwright/test';
import { grantAdminWithCli } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { expectToastSeen, recordToasts } from './support/toasts';
import { waitForMail } from './support/mailbox';

// Each flow signs a client up and follows the confirmation e-mail before its own steps: over the
// default 30 s when the 2-core machine is busy (two runs timed out here, mid-flow, under load).
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Rosewood-Salon-42';
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
/** The link of the newest e-mail to `to` whose URL contains `fragment`, as a same-site path. */
async function linkFor(to: string, fragment: string, after = 0): Promise<string> {
  const mail = await waitForMail(
    (m) =>
      m.to === to &&
      m.text.includes(fragment) &&
      Number(m.headers.date ? Date.parse(m.headers.date) : 0) >= after - 2000,
  );
  const url = new URL(mail.text.match(/https?:\/\/\S+/g)!.find((u) => u.includes(fragment))!);
  return url.pathname + url.search;
}

async function signUp(page: Page, email: string, name = 'Beatriz Lopes') {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome Completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expectToastSeen(
    page,
    'Cadastro realizado!',
    'Verifique seu email para confirmar sua conta.',
  );
}

async function logIn(page: Page, email: string, password = PASSWORD, path = '/auth') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function confirmedClient(page: Page, email: string) {
  await signUp(page, email);
  await page.goto(await linkFor(email, '/verify-email'));
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('sign-up, confirmation link, sign-out and password login', async ({ page }) => {
  const email = unique('signup');
  await confirmedClient(page, email);
  await signOutFromMenu(page);
  await logIn(page, email);
  await expectToastSeen(page, 'Login realizado com sucesso!', 'Bem-vindo de volta!');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('an unconfirmed login offers to resend the confirmation, which arrives', async ({ page }) => {
  const email = unique('unconfirmed');
  await signUp(page, email);
  await waitForMail((m) => m.to === email);
  await logIn(page, email);
  await expectToastSeen(page, 'Email não confirmado');
  const resend = page.getByRole('button', { name: 'Reenviar confirmação' });
  await resend.click();
  await expectToastSeen(page, 'Email reenviado!');
  await expect(resend).toBeHidden();
  await expect
    .poll(async () => {
      const { readdirSync, readFileSync } = await import('node:fs');
      const dir = process.env.E2E_MAIL_DIR!;
      return readdirSync(dir).filter(
        (f) =>
          !f.endsWith('.partial') && JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')).to === email,
      ).length;
    })
    .toBe(2);
});

test('a magic link signs the client in', async ({ page }) => {
  const email = unique('magic');
  await confirmedClient(page, email);
  await signOutFromMenu(page);
  await page.goto('/auth');
  const magic = page.getByRole('button', { name: 'Login com Magic Link' });
  await expect(magic).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await magic.click();
  await expectToastSeen(page, 'Magic link enviado!');
  await page.goto(await linkFor(email, '/magic-link/verify'));
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('a forgotten password is reset from the e-mail, and the new one works', async ({ page }) => {
  const email = unique('reset');
  await confirmedClient(page, email);
  await signOutFromMenu(page);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
  const landing = await linkFor(email, '/reset-password/');
  await page.goto(landing);
  await expect(page).toHaveURL(/\/redefinir-senha\?token=/);
  const fresh = 'Magnolia-Garden-77';
  await page
    .getByLabel(/Nova senha/i)
    .first()
    .fill(fresh);
  await page.getByLabel(/Confirm/i).fill(fresh);
  await page.getByRole('button', { name: /Redefinir|Salvar|Definir/ }).click();
  await expect(page).toHaveURL(/\/auth/);
  await logIn(page, email, PASSWORD);
  await expectToastSeen(page, 'Erro no login', 'Email ou senha incorretos');
  await logIn(page, email, fresh);
  await expectToastSeen(page, 'Login realizado com sucesso!');
});

test('the profile is edited and kept', async ({ page }) => {
  const email = unique('profile');
  await confirmedClient(page, email);
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL('/perfil');
  await page.getByLabel(/Full name/i).fill('Beatriz Lopes Martins');
  await page.getByLabel(/Phone/i).fill('07700 900 321');
  await page.getByRole('button', { name: /Save/ }).click();
  await expectToastSeen(page, 'Profile updated');
  await page.reload();
  await expect(page.getByLabel(/Full name/i)).toHaveValue('Beatriz Lopes Martins');
  await expect(page.getByLabel(/Phone/i)).toHaveValue('07700 900 321');
});

test('an administrator granted by the CLI reaches the dashboard; a client is turned away', async ({
  page,
  browser,
  app,
}) => {
  const owner = unique('owner');
  await confirmedClient(page, owner);
  await signOutFromMenu(page);

  // A signed-in client on the admin login is sent home with the spec's message.
  await logIn(page, owner, PASSWORD, '/admin/login');
  await expectToastSeen(page, 'Acesso negado', 'Você não tem permissão para acessar esta área');
  await expect(page).toHaveURL('/');

  grantAdminWithCli(app, owner);

  const admin: BrowserContext = await browser.newContext();
  const adminPage = await admin.newPage();
  await logIn(adminPage, owner, PASSWORD, '/admin/login');
  await expect(adminPage).toHaveURL('/sistema/gerencial');
  await expect(adminPage.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Sair' }).click();
  await expect(adminPage).toHaveURL('/admin/login');
  await admin.close();

  // 'Sair' ended every session of the account, the first browser's included.
  await page.goto('/sistema/gerencial');
  await expect(page).toHaveURL('/sistema/acesso-interno');
});

test('a signed-in client who is not an administrator is sent to /404 from the dashboard', async ({
  page,
}) => {
  await confirmedClient(page, unique('client'));
  await page.goto('/sistema/gerencial');
  await expect(page).toHaveURL('/404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test.describe('on a server of its own', () => {
  // Moving the server's clock 15 minutes would move it for every parallel test (their sessions,
  // lockouts, booking notice): this test moves the clock of a server only it uses.
  test.use({ ownServer: true });

  test('the lockout holds in a fresh browser and lifts after the window', async ({
    page,
    browser,
    request,
  }) => {
    const email = unique('lockout');
    await confirmedClient(page, email);
    await signOutFromMenu(page);
    await logIn(page, email, 'wrong-password-1', '/admin/login');
    await expect(page.getByText('Tentativas restantes: 2')).toBeVisible();
    await logIn(page, email, 'wrong-password-2', '/admin/login');
    await expect(page.getByText('Tentativas restantes: 1')).toBeVisible();
    await logIn(page, email, 'wrong-password-3', '/admin/login');
    await expectToastSeen(
      page,
      'Acesso temporariamente bloqueado',
      'Muitas tentativas falharam. Tente novamente em 15 minutos.',
    );

    const other = await browser.newContext();
    await recordToasts(other);
    const second = await other.newPage();
    await logIn(second, email, PASSWORD);
    await expectToastSeen(second, 'Acesso temporariamente bloqueado');

    // Move the server's lockout clock past the window instead of waiting 15 minutes.
    const moved = await request.post('/api/test/clock', {
      data: { advanceMs: 15 * 60 * 1000 + 1000 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await logIn(second, email, PASSWORD);
    await expectToastSeen(second, 'Login realizado com sucesso!');
    await other.close();
  });
});
