import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { expectToastSeen } from './support/toasts';

/** Tests share one server and database: every address they use is their own. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * The server also counts failed logins per address. Behind a trusted proxy (TRUST_PROXY) it reads
 * X-Forwarded-For, so each test that fails a login claims an address of its own.
 */
async function useOwnAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
}

/** Every request the page sends to the auth endpoints, recorded as it goes. */
function recordAuthRequests(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auth/')) sent.push(request);
  });
  return sent;
}

test.describe('/auth', () => {
  test('switches between Entrar and Cadastrar', async ({ page }) => {
    await page.goto('/auth');
    const signInTab = page.getByRole('tab', { name: 'Entrar' });
    const signUpTab = page.getByRole('tab', { name: 'Cadastrar' });
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nome Completo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login com Magic Link' })).toBeVisible();

    await signUpTab.click();
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Nome Completo')).toBeVisible();
    await expect(page.getByLabel('Confirmar Senha')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login com Magic Link' })).toHaveCount(0);
    // The admin-rights note belongs to the admin login's sign-up only.
    await expect(
      page.getByText('Entre em contato com um administrador para obter permissões de admin.'),
    ).toHaveCount(0);

    await signInTab.click();
    await expect(page.getByLabel('Nome Completo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo-123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  });

  test('mismatched passwords are refused without sending anything', async ({ page }) => {
    const sent = recordAuthRequests(page);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByLabel('Nome Completo').fill('Maria Teste');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('mismatch'));
    await page.getByLabel('Senha', { exact: true }).fill('Orquidea-Azul-42');
    await page.getByLabel('Confirmar Senha').fill('Orquidea-Azul-43');
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    await expectToastSeen(page, 'Erro no cadastro', 'As senhas não coincidem');
    await expect(page.getByLabel('Confirmar Senha')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.map((request) => request.url())).toEqual([]);
  });

  test('the Magic Link button waits for an e-mail', async ({ page }) => {
    await page.goto('/auth');
    const magicLink = page.getByRole('button', { name: 'Login com Magic Link' });
    await expect(magicLink).toBeDisabled();
    await page.getByLabel('Email', { exact: true }).fill('alguem@example.com');
    await expect(magicLink).toBeEnabled();
    await page.getByLabel('Email', { exact: true }).fill('   ');
    await expect(magicLink).toBeDisabled();
  });

  test('a wrong password says so and shows the attempts left', async ({ page }) => {
    await useOwnAddress(page);
    await page.goto('/auth');
    // The server counts failures for unknown accounts too, so an unused address starts at 3.
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('wrong-password'));
    await page.getByLabel('Senha', { exact: true }).fill('nao-e-esta-senha');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expectToastSeen(page, 'Erro no login', 'Email ou senha incorretos');
    await expect(page.getByText('Tentativas restantes: 2')).toBeVisible();
    await expect(page).toHaveURL('/auth');
    // The count belongs to the address tried: another address hides it.
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('other'));
    await expect(page.getByText('Tentativas restantes: 2')).toHaveCount(0);
  });

  test('forgotten password asks the e-mail and confirms without telling whether it exists', async ({
    page,
  }) => {
    await page.goto('/auth');
    const email = uniqueEmail('forgot');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const field = page.getByLabel('Email', { exact: true });
    await expect(field).toHaveValue(email);
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verifique seu email' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar ao login' }).click();
    await expect(page.getByRole('button', { name: 'Esqueci minha senha' })).toBeFocused();
  });

  test('links back to home and has no serious accessibility problems', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('signed-out visitors', () => {
  test('the header offers Sign In and no account menu', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'My Account' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth');
  });

  test('/perfil sends them to sign in, coming back afterwards', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL('/auth?redirect=/perfil');
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  });

  test('the admin dashboard sends them to the internal access page', async ({ page }) => {
    await page.goto('/sistema/gerencial');
    await expect(page).toHaveURL('/sistema/acesso-interno');
    await expect(page.getByRole('heading', { name: 'Área Administrativa' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toHaveCount(0);
  });

  test('a reset link without a token offers to ask for a new one', async ({ page }) => {
    await page.goto('/redefinir-senha?error=INVALID_TOKEN');
    await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
    await page.getByRole('link', { name: 'Solicitar novo link' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('button', { name: 'Enviar link de redefinição' })).toBeVisible();
  });
});

test.describe('admin login', () => {
  for (const path of ['/admin/login', '/sistema/acesso-interno']) {
    test(`${path} has Login and Cadastro tabs, Magic Link and the way back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const magicLink = page.getByRole('button', { name: 'Magic Link', exact: true });
      await expect(magicLink).toBeDisabled();
      await page.getByLabel('Email', { exact: true }).fill('staff@example.com');
      await expect(magicLink).toBeEnabled();

      await page.getByRole('tab', { name: 'Cadastro' }).click();
      await expect(
        page.getByText('Entre em contato com um administrador para obter permissões de admin.'),
      ).toBeVisible();
      await expect(page.getByLabel('Nome Completo')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Voltar ao site principal' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test('a wrong password shows the attempts left', async ({ page }) => {
    await useOwnAddress(page);
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('admin-wrong'));
    await page.getByLabel('Senha', { exact: true }).fill('nao-e-esta-senha');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectToastSeen(page, 'Erro no login', 'Email ou senha incorretos');
    // A new account tried from the test's own address: one failure, two attempts left.
    await expect(page.getByText('Tentativas restantes: 2', { exact: true })).toBeVisible();
  });
});
