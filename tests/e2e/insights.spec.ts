import type { Page } from '@playwright/test';
import type { Availability, AvailableDays } from '../../src/shared/schemas/booking';
import { FIGURE_TITLES } from '../../src/shared/insights-tables';
import { insightsMessages } from '../../src/shared/schemas/insights';
import { salonToday } from '../../src/shared/salon-dates';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { bookableServices, E2E_MOBILE } from './support/booking-helpers';

// Signing an administrator up and in, then two widths of nine charts and their tables, each
// checked by axe: minutes on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Books the first free time of the season, so this year's figures have an appointment. */
async function bookOne(page: Page) {
  const services = await bookableServices(page.request);
  const service = services.find((s) => !s.depositPence) ?? services[0]!;
  const today = salonToday();
  for (const month of [today.slice(0, 7), `${today.slice(0, 4)}-12`]) {
    const { days } = (await (
      await page.request.get(`/api/availability/days?service=${service.id}&month=${month}`)
    ).json()) as AvailableDays;
    for (const date of days) {
      const { times } = (await (
        await page.request.get(`/api/availability?service=${service.id}&date=${date}`)
      ).json()) as Availability;
      if (!times[0]) continue;
      const res = await page.request.post('/api/appointments', {
        data: { serviceId: service.id, date, time: times[0], phone: E2E_MOBILE },
      });
      expect(res.status(), await res.text()).toBe(201);
      return;
    }
  }
  throw new Error('no free time left this year');
}

async function showsEveryFigure(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/sistema/gerencial?tab=insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Este ano' }).click();
  await expect(page.getByText(/^De 01\/01\/\d{4} a 31\/12\/\d{4}, por mês/)).toBeVisible();
  for (const title of Object.values(FIGURE_TITLES)) {
    const figure = page.getByRole('region', { name: title, exact: true });
    await expect(figure, title).toBeVisible();
    // The chart is drawn (an SVG with bars), or a figure with nothing in the period says so
    // rather than draw axes over zeros (issue 30); its numbers are one click away either way.
    await expect(
      figure
        .locator('.recharts-surface')
        .or(figure.getByText('Nenhum dado neste período.'))
        .first(),
      title,
    ).toBeVisible();
    await figure.getByRole('button', { name: 'Ver tabela' }).click();
    await expect(figure.getByRole('table', { name: title }), title).toBeVisible();
    await expect(figure.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  const statuses = page.getByRole('region', { name: 'Agendamentos por estado', exact: true });
  await expect(statuses.getByRole('row', { name: /^Pendente [1-9]/ })).toBeVisible();
  await expect(statuses.getByText(/^[1-9]\d* agendamentos? no período/)).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), `${width} px`).toEqual([]);
}

test('the Insights tab charts the year with a table and a CSV for each figure, at 1440 and 375 px', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  await bookOne(page);

  await showsEveryFigure(page, 1440);
  await showsEveryFigure(page, 375);

  const revenue = page.getByRole('region', { name: 'Receita', exact: true });
  const link = revenue.getByRole('link', { name: 'Exportar CSV: Receita' });
  const href = (await link.getAttribute('href'))!;
  expect(href).toContain('figure=receita');
  expect(href).toContain('period=this_year');
  const csv = await page.request.get(href);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(
    'Mês,Serviços (£),Produtos (£),Gorjetas (£),Reembolsos (£),Sinais retidos (£)',
  );
});

test('a custom period the server refuses says why, in Portuguese', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  await page.goto('/sistema/gerencial?tab=insights');
  await page.getByRole('button', { name: 'Personalizado' }).click();
  await page.getByLabel('De', { exact: true }).fill('2026-10-31');
  await page.getByLabel('Até', { exact: true }).fill('2026-10-01');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('alert')).toHaveText(insightsMessages.order);

  await page.getByLabel('Até', { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('De 31/10/2026 a 01/11/2026, por dia')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
