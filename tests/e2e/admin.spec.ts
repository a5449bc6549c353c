import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectToastSeen } from './support/toasts';
import { signInAsAdmin, uniqueEmail } from './support/admin-session';
import { seriousViolations } from './support/axe';
import { waitForMail } from './support/mailbox';

// Each flow signs an administrator up, confirms the e-mail, grants the right through the CLI and
// signs in before its own steps: well over the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
// The back office's lists (messages, reviews, newsletter, audit log) show their newest rows on page
// 1: on the shared server, other specs writing at the same time could push this test's rows to
// page 2. Each test here reads them on a server of its own.
test.use({ ownServer: true });

const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const openTab = async (page: Page, name: string, value: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${value}`));
};
const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a message is read, answered once, and the reply reaches the sender by e-mail', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  const id = stamp();
  const sender = { name: `Olivia ${id}`, email: uniqueEmail('olivia') };
  const other = { name: `Harry ${id}`, email: uniqueEmail('harry') };
  for (const who of [other, sender]) {
    const sent = await request.post('/api/contact', {
      data: {
        ...who,
        subject: 'Treatment Information',
        message: `Is microneedling right for me? ${id}`,
      },
    });
    expect(sent.status()).toBe(201);
  }

  await openTab(page, 'Mensagens', 'mensagens');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Mensagens', selected: true })).toBeVisible();
  await page
    .getByRole('group', { name: 'Filtrar mensagens' })
    .getByRole('button', { name: 'Não lidas' })
    .click();

  // Marcar como Lida: the 'Nova' badge goes, and the message leaves the unread filter.
  const harry = card(page, other.name);
  await expect(harry.getByText('Nova', { exact: true })).toBeVisible();
  await expect(harry.getByText(DATE_TIME)).toBeVisible();
  await harry.getByRole('button', { name: 'Marcar como Lida' }).click();
  await expectToastSeen(page, 'Mensagem marcada como lida');
  await expect(harry).toBeHidden();

  // The reply: blank text cannot be sent; one reply, e-mailed, then shown with its date.
  const olivia = card(page, sender.name);
  await olivia.getByRole('button', { name: 'Responder' }).click();
  const box = olivia.getByRole('textbox', { name: `Resposta para ${sender.name}` });
  await expect(box).toBeFocused();
  const send = olivia.getByRole('button', { name: 'Enviar Resposta' });
  await expect(send).toBeDisabled();
  await box.fill('   \n  ');
  await expect(send).toBeDisabled();
  const reply = `Yes, it suits most skin types. Book a free consultation! ${id}`;
  await box.fill(reply);
  await send.click();
  await expectToastSeen(page, 'Resposta adicionada com sucesso');

  await page
    .getByRole('group', { name: 'Filtrar mensagens' })
    .getByRole('button', { name: 'Respondidas' })
    .click();
  const answered = card(page, sender.name);
  await expect(answered.getByText('Respondida', { exact: true })).toBeVisible();
  await expect(answered.getByText(reply)).toBeVisible();
  await expect(
    answered.getByText(new RegExp(`Resposta enviada em ${DATE_TIME.source}`)),
  ).toBeVisible();
  await expect(answered.getByRole('button', { name: 'Responder' })).toHaveCount(0);

  const mail = await waitForMail((m) => m.to === sender.email && m.subject.startsWith('Re:'));
  expect(mail.subject).toBe('Re: Treatment Information — Aurora Beauty Studio');
  expect(mail.text).toContain(reply);
  expect(mail.text).toContain(`Is microneedling right for me? ${id}`);

  // The tab is in the address: a reload opens the same one.
  await openTab(page, 'Reviews', 'reviews');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible();
});

test('reviews are approved onto the home page, rejected out of sight, and deleted after a confirmation', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  const id = stamp();
  const names = { approve: `Amelia ${id}`, reject: `Rhys ${id}`, remove: `Dana ${id}` };
  for (const [key, userName] of Object.entries(names)) {
    const res = await request.post('/api/reviews', {
      data: { userName, userEmail: uniqueEmail(key), rating: 5, comment: `Review ${key} ${id}` },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/sistema/gerencial?tab=reviews');
  const filters = page.getByRole('group', { name: 'Filtrar reviews' });
  await expect(filters.getByRole('button', { name: 'Pendentes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await card(page, names.approve).getByRole('button', { name: 'Aprovar' }).click();
  await expectToastSeen(page, 'Review aprovado com sucesso');
  await expect(card(page, names.approve)).toBeHidden();

  await card(page, names.reject).getByRole('button', { name: 'Rejeitar' }).click();
  await expectToastSeen(page, 'Review rejeitado');
  await expect(card(page, names.reject)).toBeHidden();

  // Delete asks first; Cancelar keeps the review.
  await card(page, names.remove).getByRole('button', { name: 'Excluir' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Excluir review?' });
  await expect(dialog).toContainText(names.remove);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, names.remove)).toBeVisible();
  await card(page, names.remove).getByRole('button', { name: 'Excluir' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Excluir review?' });
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expectToastSeen(page, 'Review excluído');
  await expect(card(page, names.remove)).toBeHidden();

  await filters.getByRole('button', { name: 'Todos' }).click();
  await expect(card(page, names.reject).getByText('Rejeitado', { exact: true })).toBeVisible();
  await expect(card(page, names.approve).getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(card(page, names.remove)).toHaveCount(0);

  await page.goto('/');
  const reviews = page.locator('#reviews');
  await expect(reviews.getByText(`Review approve ${id}`)).toBeVisible();
  await expect(reviews.getByText(names.approve)).toBeVisible();
  await expect(page.getByText(`Review reject ${id}`)).toHaveCount(0);
  await expect(page.getByText(`Review remove ${id}`)).toHaveCount(0);
});

test('a new service and its edited price show on /servicos and in the audit log', async ({
  page,
  request,
  app,
}) => {
  const admin = await signInAsAdmin(page, request, app);
  const id = stamp();
  const serviceName = `Silk Gloss Ritual ${id}`;
  await openTab(page, 'Catálogo', 'catalogo');

  await page.getByRole('button', { name: 'Novo serviço' }).click();
  let dialog = page.getByRole('dialog', { name: 'Novo serviço' });
  await dialog.getByLabel('Nome').fill(serviceName);
  await dialog.getByLabel('Categoria').selectOption({ label: 'Cabelo' });
  await dialog.getByLabel('Seção da lista de preços').selectOption({ label: 'Hair Treatments' });
  await dialog.getByLabel('Duração (minutos)').fill('50');
  // A new service starts with nobody ticked (issue 30): someone must perform it to be booked.
  await dialog.getByRole('checkbox', { name: 'Mariana Costa' }).check();
  await dialog.getByLabel('Preço (£)').fill('abc');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    dialog.getByText('Informe o preço em libras, por exemplo 25 ou 25.50.'),
  ).toBeVisible();
  // Scanned once the sign-in toast has gone: axe misreads the contrast of a toast fading out.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Preço (£)').fill('58');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToastSeen(page, 'Serviço criado com sucesso');
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar serviço' }).fill(id);
  const row = page.getByRole('listitem', { name: serviceName });
  await expect(row).toContainText('£58.00');
  await row.getByRole('button', { name: `Editar ${serviceName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar serviço' });
  await expect(dialog.getByLabel('Preço (£)')).toHaveValue('58.00');
  await dialog.getByLabel('Preço (£)').fill('61.50');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToastSeen(page, 'Serviço atualizado com sucesso');
  await expect(row).toContainText('£61.50');

  await page.goto('/servicos');
  const priceRow = page.locator('li').filter({ hasText: serviceName });
  await expect(priceRow).toContainText('£61.50');

  // Every change is in the audit log, with who made it.
  await page.goto('/sistema/gerencial?tab=registro');
  const log = page.getByRole('listitem').filter({ hasText: admin });
  await expect(
    log.filter({ hasText: 'Serviço criado' }).filter({ hasText: serviceName }),
  ).toBeVisible();
  await expect(
    log.filter({ hasText: 'Serviço editado' }).filter({ hasText: 'preço: £58.00 → £61.50' }),
  ).toBeVisible();
});

test('a professional registered in the back office is offered for booking until deactivated', async ({
  page,
  request,
  app,
}) => {
  const admin = await signInAsAdmin(page, request, app);
  const professional = `Sofia ${stamp()}`;
  const offered = async () =>
    (
      (await (await request.get('/api/catalogue')).json()) as { professionals: { name: string }[] }
    ).professionals.map((p) => p.name);

  await openTab(page, 'Catálogo', 'catalogo');
  await page.getByRole('button', { name: 'Novo profissional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo profissional' });
  await dialog.getByLabel('Nome').fill(professional);
  await dialog.getByLabel('Função').fill('Nail Artist');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToastSeen(page, 'Profissional cadastrado com sucesso');
  const item = page.getByRole('listitem', { name: professional });
  await expect(item).toContainText('Nail Artist');
  expect(await offered()).toContain(professional);

  await item.getByRole('button', { name: `Desativar ${professional}` }).click();
  await expectToastSeen(page, 'Profissional desativado');
  await expect(item.getByText('Inativo', { exact: true })).toBeVisible();
  expect(await offered()).not.toContain(professional);

  await openTab(page, 'Registro', 'registro');
  const log = page.getByRole('listitem').filter({ hasText: admin });
  await expect(
    log.filter({ hasText: 'Profissional cadastrado' }).filter({ hasText: professional }),
  ).toBeVisible();
  await expect(
    log.filter({ hasText: 'Profissional desativado' }).filter({ hasText: professional }),
  ).toBeVisible();
});

test('the newsletter list exports as a CSV file, and the export is logged', async ({
  page,
  request,
  app,
}) => {
  const admin = await signInAsAdmin(page, request, app);
  const subscriber = uniqueEmail('reader');
  expect((await request.post('/api/newsletter', { data: { email: subscriber } })).status()).toBe(
    201,
  );
  await page.goto('/sistema/gerencial?tab=newsletter');
  // Not subscribed until the address follows the link of the confirmation e-mail.
  const filters = page.getByRole('group', { name: 'Filtrar inscritos' });
  await filters.getByRole('button', { name: 'Aguardando confirmação' }).click();
  const waiting = page.getByRole('listitem').filter({ hasText: subscriber });
  await expect(waiting).toContainText('Aguardando confirmação');

  const mail = await waitForMail((m) => m.to === subscriber && m.subject.startsWith('Confirm'));
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your subscription is confirmed',
  );

  await page.goto('/sistema/gerencial?tab=newsletter');
  const confirmed = page.getByRole('listitem').filter({ hasText: subscriber });
  await expect(confirmed).toContainText('Confirmado');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-active-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFEmail,Situação,Inscrição,Confirmação,Cancelamento');
  expect(csv).toMatch(
    new RegExp(
      `\\r\\n${subscriber.replace(/[.]/g, '\\.')},confirmada,${DATE_TIME.source},${DATE_TIME.source},\\r\\n`,
    ),
  );

  await openTab(page, 'Registro', 'registro');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: admin })
      .filter({ hasText: 'Lista da newsletter exportada' }),
  ).toBeVisible();
});

// The reviews list is really empty only on a server no other test writes to (this file's own).
test('lists that cannot load say so, and an empty one says it is empty', async ({
  page,
  request,
  app,
}) => {
  await signInAsAdmin(page, request, app);
  // Faked: the server fails to list messages only when its database does, which a test cannot
  // cause here. Only this one call is replaced.
  await page.route('**/api/admin/messages?*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
  );
  await page.goto('/sistema/gerencial?tab=mensagens');
  await expectToastSeen(page, 'Erro', 'Não foi possível carregar as mensagens');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Não foi possível carregar as mensagens' }),
  ).toBeVisible();
  await openTab(page, 'Reviews', 'reviews');
  await expect(page.getByText('Nenhum review encontrado.')).toBeVisible();
});
