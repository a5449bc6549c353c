import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { dismissToasts, expectToastSeen } from './support/toasts';

// The day's close and the commission report (issue 34, till-takings): the owner counts the cash
// and closes the day, sees it read-only and records a correction; Insights shows the commission
// report with its rates and CSV. Screenshots at 375, 1024 and 1440 px for looking at them.
test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR;
const WIDTHS = [375, 1024, 1440];

async function shoot(page: Page, name: string, part?: string) {
  if (!SHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // The part of a long page this screen adds, at a size one can read.
    if (part)
      await page
        .getByRole('region', { name: part, exact: true })
        .screenshot({ path: `${SHOTS}/${name}-section-${width}.png` });
  }
  await page.setViewportSize({ width: 1024, height: 900 });
}

test("the owner closes the day's till, then corrects it; the commission report", async ({
  page,
  request,
  app,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInAsAdmin(page, request, app);
  await page.goto('/sistema/gerencial?tab=caixa');
  await expect(page.getByRole('heading', { name: 'Fechamento do caixa', level: 2 })).toBeVisible();
  await expect(page.getByText('Dinheiro', { exact: true })).toBeVisible();
  const counted = page.getByLabel('Dinheiro contado (£)');
  await counted.fill('12.50');
  await expect(page.getByText('+\u2060£12.50')).toBeVisible();
  await page.getByLabel('Observação').fill('Troco do dia anterior');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'caixa-open');

  await page.getByRole('button', { name: 'Fechar o caixa' }).click();
  await expect(page.getByRole('heading', { name: 'Caixa fechado' })).toBeVisible();
  await expect(
    page.getByText('Contado £12.50, esperado £0.00, diferença +\u2060£12.50'),
  ).toBeVisible();
  // A correction needs its reason.
  await page.getByLabel('Dinheiro contado (£)').fill('10');
  await page.getByRole('button', { name: 'Registrar correção' }).click();
  await expect(page.getByText('Informe o motivo da correção.')).toBeVisible();
  await page.getByLabel('Motivo da correção').fill('Recontagem: £2.50 eram da gorjeta');
  await page.getByRole('button', { name: 'Registrar correção' }).click();
  await expect(page.getByText('Recontagem: £2.50 eram da gorjeta')).toBeVisible();
  await expect(
    page.getByText('Contado £10.00, esperado £0.00, diferença +\u2060£10.00'),
  ).toBeVisible();
  await expectToastSeen(page, 'Correção registrada');
  // The toast's fade is no state of the screen: axe and the pictures wait for it to go.
  await dismissToasts(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'caixa-closed');

  await page.goto('/sistema/gerencial?tab=insights');
  await expect(page.getByRole('heading', { name: 'Comissões' })).toBeVisible();
  await page.getByLabel('Cabelo').fill('12.5');
  await page.getByLabel('Produtos').fill('10');
  await page.getByRole('button', { name: 'Salvar taxas' }).click();
  await expectToastSeen(page, 'Taxas salvas');
  await dismissToasts(page);
  await expect(page.getByRole('link', { name: 'Exportar CSV' }).last()).toHaveAttribute(
    'href',
    /\/api\/admin\/insights\/commissions\.csv\?period=this_month/,
  );
  await page.getByRole('heading', { name: 'Comissões' }).scrollIntoViewIfNeeded();
  await shoot(page, 'insights-commissions', 'Comissões');
});
