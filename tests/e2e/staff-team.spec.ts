import { signInAsAdmin, uniqueEmail } from './support/admin-session';
import { bookableServices, linkFor, openWeekday } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { expectToastSeen, recordToasts } from './support/toasts';

// 'Equipe' (issue 31): the owner invites a receptionist, who joins through the e-mailed link and
// works the desk without the owner's sections.
test.use({ ownServer: true });

test('the owner invites a receptionist, who sets a password, lands in the back office, books a phone client and sees no Insights, prices or exports', async ({
  page,
  request,
  app,
  browser,
}) => {
  test.setTimeout(120_000);
  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  const email = uniqueEmail('desk');

  await page.goto('/sistema/gerencial?tab=equipe');
  await expect(page.getByRole('heading', { name: 'Equipe', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Convidar' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Nome').fill('Rita Alves');
  await invite.getByLabel('Função').selectOption({ label: 'Recepção' });
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expectToastSeen(page, 'Convite enviado');
  const pending = page.getByRole('list', { name: 'Convites pendentes' }).getByRole('listitem');
  await expect(pending.filter({ hasText: email })).toContainText('Recepção');

  // The receptionist, in a browser of their own, opens the e-mailed link.
  const link = await linkFor(email, '/equipe/convite/');
  const desk = await browser.newPage({ baseURL: app.url });
  await desk.goto(link);
  await expect(desk.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(desk.getByText(/invited you to the back office as Reception/)).toBeVisible();
  await desk.getByLabel(/^Password/).fill('password123');
  await desk.getByLabel(/^Confirm password/).fill('password123');
  await desk.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(desk.getByText('A senha precisa não ser uma senha comum.')).toBeVisible();
  await desk.getByLabel(/^Password/).fill('Camellia-Chair-77');
  await desk.getByLabel(/^Confirm password/).fill('Camellia-Chair-77');
  await desk.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(desk).toHaveURL(/\/sistema\/gerencial/);
  await expect(desk.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();

  // A phone client, booked at the desk.
  const cut = (await bookableServices(request)).find((s) => s.slug === 'cut-blow-dry')!;
  const name = `Joana Prado ${Math.random().toString(36).slice(2, 6)}`;
  await desk.goto('/sistema/gerencial?tab=agendamentos');
  await desk.getByRole('button', { name: 'Novo agendamento' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Novo agendamento' });
  await dialog.getByRole('button', { name: 'Novo cliente' }).click();
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Telefone').fill('07700 900 462');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('combobox', { name: 'Serviço' }).fill(cut.name.slice(0, 4));
  await dialog.getByRole('option', { name: new RegExp(`^${cut.name}`) }).click();
  await dialog.getByRole('textbox', { name: 'Data', exact: true }).fill(openWeekday(2));
  await dialog.getByRole('button', { name: '11:00', exact: true }).click();
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByRole('row').filter({ hasText: name })).toContainText('11:00');

  // What the owner alone uses is not there for the desk (hidden by the role's permissions).
  const sections = desk.getByRole('tablist', { name: 'Seções do painel' });
  await expect(sections.getByRole('tab', { name: 'Insights' })).toHaveCount(0);
  await expect(sections.getByRole('tab', { name: 'Newsletter' })).toHaveCount(0);
  // 'Equipe' is the owner's (staff); reception reads the team's diary, 'Agenda da equipe', whose
  // name holds the word too: only the exact name is the team's tab.
  await expect(sections.getByRole('tab', { name: 'Equipe', exact: true })).toHaveCount(0);
  await expect(sections.getByRole('tab', { name: 'Agenda da equipe' })).toBeVisible();
  await desk.goto('/sistema/gerencial?tab=catalogo');
  await expect(desk.getByRole('button', { name: /Novo serviço/ })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: /Exportar|CSV/ })).toHaveCount(0);

  // The owner sees the new member on the team, and the invitation gone from the pending list.
  await page.reload();
  const members = page.getByRole('list', { name: 'Pessoas da equipe' }).getByRole('listitem');
  await expect(members.filter({ hasText: email })).toContainText('Recepção');
  await expect(pending.filter({ hasText: email })).toHaveCount(0);
  await desk.close();
});
