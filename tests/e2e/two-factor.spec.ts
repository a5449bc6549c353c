import { ADMIN_PASSWORD, signInAsAdmin } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { totpCode } from '../support/totp';

test('an owner turns on two-factor in Minha conta, then signs in with the password and a code', async ({
  page,
  request,
  app,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = await signInAsAdmin(page, request, app);
  await page.goto('/sistema/gerencial?tab=minha-conta');
  const twoFactor = page.getByRole('region', { name: 'Autenticação em dois fatores' });
  await expect(twoFactor.getByText('Desativada', { exact: true })).toBeVisible();
  // The confirmation link signed the other browser (the test's request context) in as well.
  const sessions = page.getByRole('region', { name: 'Sessões ativas' });
  await expect(sessions.getByTestId('staff-session')).toHaveCount(2);
  await expect(sessions.getByText('Este aparelho', { exact: true })).toHaveCount(1);

  // Every width the back office is used at shows the screen without sideways scrolling.
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(twoFactor).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath(`minha-conta-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await sessions.getByRole('button', { name: 'Encerrar as outras' }).click();
  await page
    .getByRole('alertdialog', { name: 'Encerrar as outras sessões?' })
    .getByRole('button', { name: 'Encerrar as outras' })
    .click();
  await expect(sessions.getByTestId('staff-session')).toHaveCount(1);
  await expect(sessions.getByText('Este aparelho', { exact: true })).toBeVisible();
  await expect(sessions.getByRole('button', { name: 'Encerrar as outras' })).toBeDisabled();
  expect((await request.get('/api/admin/me/sessions')).status(), 'the other browser').toBe(401);

  await twoFactor.getByLabel('Sua senha').fill('not-my-password');
  await twoFactor.getByRole('button', { name: 'Ativar' }).click();
  await expect(twoFactor.getByText('Senha incorreta.')).toBeVisible();
  await twoFactor.getByLabel('Sua senha').fill(ADMIN_PASSWORD);
  await twoFactor.getByRole('button', { name: 'Ativar' }).click();

  const secret = (await twoFactor.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(twoFactor.getByRole('link', { name: 'Abrir no aplicativo' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  await page.screenshot({ path: testInfo.outputPath('minha-conta-chave.png'), fullPage: true });
  await twoFactor.getByLabel('Código do aplicativo').fill(await totpCode(secret));
  await twoFactor.getByRole('button', { name: 'Confirmar' }).click();

  const codes = twoFactor.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.screenshot({ path: testInfo.outputPath('minha-conta-codigos.png'), fullPage: true });
  await twoFactor.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(twoFactor.getByText('Ativada', { exact: true })).toBeVisible();
  await expect(twoFactor.getByText(/Restam\s+10\s+códigos de recuperação/)).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).not.toHaveURL(/\/sistema\/gerencial/);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('login-codigo.png') });

  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código incorreto.', { exact: false })).toBeVisible();

  await page.getByLabel('Código de verificação').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/sistema/gerencial');
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
});
