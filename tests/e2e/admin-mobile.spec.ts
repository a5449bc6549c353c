import { expect, test } from './support/fixtures';
import { expectToastSeen } from './support/toasts';
import { signInAsAdmin, uniqueEmail } from './support/admin-session';
import { seriousViolations } from './support/axe';

// Each flow signs an administrator up, confirms the e-mail, grants the right through the CLI and
// signs in before its own steps: well over the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the back office works on a 375 px phone without sideways scrolling', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  const name = `Phone ${Date.now().toString(36)}`;
  await request.post('/api/contact', {
    data: { name, email: uniqueEmail('phone'), message: 'Can I book for Friday?' },
  });

  for (const tab of [
    'hoje',
    'agendamentos',
    'clientes',
    'mensagens',
    'reviews',
    'agenda',
    'catalogo',
    'newsletter',
    'definicoes',
    'registro',
  ]) {
    await page.goto(`/sistema/gerencial?tab=${tab}`);
    // The panel has drawn its rows once its loading skeleton is gone.
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
    // On a phone the sections are a menu behind one button, which names the chosen one.
    const menu = page.getByRole('button', { name: /menu/i });
    await menu.click();
    const selected = page
      .getByRole('tablist', { name: 'Seções do painel' })
      .getByRole('tab', { selected: true });
    await expect(selected).toBeInViewport();
    // Choosing a section closes the menu.
    await page.getByRole('tab', { name: 'Agenda do dia' }).click();
    await expect(selected).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Agenda do dia' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, tab).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), tab).toEqual([]);
  }

  await page.goto('/sistema/gerencial?tab=mensagens');
  const message = page.getByRole('article', { name });
  await message.getByRole('button', { name: 'Responder' }).click();
  await message.getByRole('textbox').fill('Yes, Friday at 10:00 is free.');
  await message.getByRole('button', { name: 'Enviar Resposta' }).click();
  await expectToastSeen(page, 'Resposta adicionada com sucesso');
  await expect(message.getByText('Respondida', { exact: true })).toBeVisible();

  await page.goto('/sistema/gerencial?tab=catalogo');
  await page.getByRole('button', { name: 'Novo serviço' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo serviço' });
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).scrollIntoViewIfNeeded();
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
