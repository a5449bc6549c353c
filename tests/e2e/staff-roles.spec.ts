import type { Page } from '@playwright/test';
import type { CatalogueService } from '@shared/catalogue-schema';
import type { AdminDayView } from '@shared/schemas/booking';
import { signInAsAdmin, signInAsStaff } from './support/admin-session';
import { openWeekday } from './support/booking-helpers';
import { stepDayViewTo } from './support/day-view';
import { expect, test } from './support/fixtures';

// Each member of the team sees the back office their role needs (issue 31, decision 049), made
// with the CLI's grant as an operator would. On a server of its own: the day's columns must be
// the seeded team's and its bookings only this test's.
test.use({ ownServer: true });

const SIZES = [
  { width: 375, height: 812 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

/** The back office as it stands, at a phone's, a tablet's and a desk's width. */
async function screenshots(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
}

test.describe('a professional', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('sees only their own day on a phone: their column, no one else’s clients', async ({
    page,
    request,
    app,
  }) => {
    await signInAsAdmin(page, request, app);
    const date = openWeekday(1);
    const day = (await (
      await request.get(`/api/admin/appointments/day?date=${date}`)
    ).json()) as AdminDayView;
    const services = (
      (await (await request.get('/api/catalogue')).json()) as { services: CatalogueService[] }
    ).services;
    const [mine, theirs] = day.professionals.filter((p) =>
      services.some((s) => s.bookable && !s.adultsOnly && p.serviceIds.includes(s.id)),
    );
    const book = async (professional: NonNullable<typeof mine>, name: string) => {
      const service = services.find(
        (s) => s.bookable && !s.adultsOnly && professional.serviceIds.includes(s.id),
      )!;
      const res = await request.post('/api/admin/appointments', {
        data: {
          newClient: { name, phone: '07700 900123', email: '' },
          serviceId: service.id,
          professionalId: professional.id,
          date,
          time: professional.working[0]!.start,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    await book(mine!, 'Clara Minha');
    await book(theirs!, 'Joana Outra');

    await page.context().clearCookies();
    await signInAsStaff(page, app, 'professional', mine!.name);
    await expect(page.getByRole('heading', { name: 'Agenda do dia' })).toBeVisible();
    await stepDayViewTo(page, date);
    await expect(page.getByText('Clara Minha').first()).toBeVisible();
    await expect(page.getByText('Joana Outra')).toHaveCount(0);
    await expect(page.getByText(theirs!.name)).toHaveCount(0);
    // One column: no choice of professional, and nothing to book or move.
    await expect(page.getByRole('combobox', { name: 'Profissional' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Novo agendamento/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Walk-in' })).toHaveCount(0);

    await page.getByRole('button', { name: /— menu$/ }).click();
    const nav = page.getByRole('tablist', { name: 'Seções do painel' });
    // Their day, and their own account (language, two-factor, sessions): nothing else.
    await expect(nav.getByRole('tab')).toHaveText(['Agenda do dia', 'Minha conta']);
    await page.keyboard.press('Escape');
    await screenshots(page, 'professional');
  });
});

test.describe('a receptionist', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('does not see Insights, the catalogue’s price editing or exports', async ({ page, app }) => {
    await signInAsStaff(page, app, 'reception');
    const nav = page.getByRole('tablist', { name: 'Seções do painel' });
    await expect(nav.getByRole('tab', { name: 'Agenda do dia' })).toBeVisible();
    await expect(nav.getByRole('tab', { name: 'Clientes' })).toBeVisible();
    for (const refused of ['Insights', 'Newsletter', 'Definições', 'Cursos', 'Registro'])
      await expect(nav.getByRole('tab', { name: refused })).toHaveCount(0);

    await nav.getByRole('tab', { name: 'Catálogo' }).click();
    await expect(page.getByRole('heading', { name: 'Serviços' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Novo serviço' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
    await screenshots(page, 'reception-catalogue');

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/sistema/gerencial?tab=insights');
    await expect(page.getByRole('alert')).toContainText('Seção indisponível');
    await expect(page.getByText(/\.csv|Exportar/)).toHaveCount(0);
    await page.goto('/sistema/gerencial');
    await expect(page.getByRole('heading', { name: 'Agenda do dia' })).toBeVisible();
    await screenshots(page, 'reception');
  });
});
