import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The back office is a workspace of its own (issue 17): no public chrome, the day's agenda first, a
// sidebar of sections that the keyboard walks.
test.describe.configure({ timeout: 90_000 });

test('the back office opens on the day’s agenda, in its own layout, and its sidebar works by keyboard', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  await page.goto('/sistema/gerencial');

  const sections = page.getByRole('tablist', { name: 'Seções do painel' });
  await expect(sections).toBeVisible();
  await expect(sections).toHaveAttribute('aria-orientation', 'vertical');
  await expect(sections.getByRole('tab', { name: 'Agenda do dia', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agenda do dia' })).toBeVisible();

  // None of the public site's chrome: its header navigation, footer and WhatsApp button.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  // Scanned once the sign-in toast has gone: axe misreads the contrast of a toast fading out.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Arrow keys walk the sections and open each; the URL follows, so a reload keeps it.
  await sections.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(sections.getByRole('tab', { name: 'Agendamentos', selected: true })).toBeFocused();
  await expect(page).toHaveURL(/[?&]tab=agendamentos/);
  await expect(page.getByRole('region', { name: 'Agendamentos' })).toBeVisible();
  await page.reload();
  await expect(sections.getByRole('tab', { name: 'Agendamentos', selected: true })).toBeVisible();

  // The skip link takes a keyboard user past the navigation to the section.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Ir para o conteúdo' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#conteudo')).toBeFocused();
});
