import { signInAsAdmin } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ ownServer: true });

test('workspace screenshots', async ({ page, request, app }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, request, app);
  for (const width of [1440, 375, 820]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const tab of ['', 'agendamentos', 'mensagens']) {
      await page.goto(`/sistema/gerencial${tab ? `?tab=${tab}` : ''}`);
      await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/work/shots/lead/ws-${width}-${tab || 'hoje'}.png` });
    }
    if (width === 375) {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.screenshot({ path: `/work/shots/lead/ws-375-menu.png` });
    }
  }
});
