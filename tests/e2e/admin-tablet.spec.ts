import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The reception's tablet (issue 30): every back-office section at 1024 px without sideways
// scrolling, with every control on screen and no serious accessibility problem.
test.use({ viewport: { width: 1024, height: 768 } });
test.describe.configure({ timeout: 120_000 });

test('every back-office section works at 1024 px: nothing off screen, no sideways scroll, axe clean', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  for (const tab of [
    'hoje',
    'agendamentos',
    'clientes',
    'mensagens',
    'reviews',
    'agenda',
    'catalogo',
    'cursos',
    'newsletter',
    'insights',
    'definicoes',
    'registro',
  ]) {
    await page.goto(`/sistema/gerencial?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, tab).toBeLessThanOrEqual(0);
    // Buttons of the page itself (not inside a grid or table that scrolls on its own) are on screen.
    const offScreen = await page.evaluate(() =>
      [...document.querySelectorAll('main button, main a')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          let parent = element.parentElement;
          while (parent && parent.tagName !== 'MAIN') {
            const style = getComputedStyle(parent);
            if (/(auto|scroll|hidden)/.test(style.overflowX)) return false;
            parent = parent.parentElement;
          }
          return box.right > window.innerWidth + 1 || box.left < -1;
        })
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label')),
    );
    expect(offScreen, tab).toEqual([]);
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
