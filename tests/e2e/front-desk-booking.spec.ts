import { signInAsAdmin, uniqueEmail } from './support/admin-session';
import { bookableServices, openWeekday } from './support/booking-helpers';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { expectToastSeen, recordToasts } from './support/toasts';

// The front desk books on a phone client's behalf (issue 17). On a server of its own: the
// appointments list is paged by start time, and other specs' bookings would push this one along.
test.use({ ownServer: true });

/** An .ics file's text with folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

test('staff book a new phone client with an e-mail: the list shows it and the client gets the .ics; the internal note stays with staff', async ({
  page,
  request,
  app,
}) => {
  test.setTimeout(90_000);
  await recordToasts(page);
  await signInAsAdmin(page, request, app);
  const cut = (await bookableServices(request)).find((s) => s.slug === 'cut-blow-dry')!;
  const date = openWeekday(2);
  const name = `Joana Prado ${Math.random().toString(36).slice(2, 6)}`;
  const email = uniqueEmail('desk-client');

  await page.goto('/sistema/gerencial?tab=agendamentos');
  await page.getByRole('button', { name: 'Novo agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await dialog.getByRole('button', { name: 'Novo cliente' }).click();
  // Name and phone are required before the second step.
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Informe o nome do cliente.')).toBeVisible();
  await expect(dialog.getByText('Informe o telefone do cliente.')).toBeVisible();
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Telefone').fill('07700 900 461');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // The service is searched: the first letters, then the match.
  await dialog.getByRole('combobox', { name: 'Serviço' }).fill(cut.name.slice(0, 4));
  await dialog.getByRole('option', { name: new RegExp(`^${cut.name}`) }).click();
  await dialog.getByRole('textbox', { name: 'Data', exact: true }).fill(date);
  await dialog.getByRole('button', { name: '11:00', exact: true }).click();
  const note = dialog.getByLabel('Nota interna (só a equipe vê)');
  await expect(note).toHaveAccessibleDescription(/Nunca aparece ao cliente/);
  await note.fill('Cliente ligou pelo WhatsApp.');
  await dialog.getByRole('button', { name: 'Agendar' }).click();
  await expectToastSeen(page, 'Agendamento criado');
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(cut.name);
  await expect(row).toContainText('11:00');
  await expect(row).toContainText('Confirmado');
  await expect(row).toContainText('07700 900 461');

  const mail = await waitForMail((m) => m.to === email && m.subject.startsWith('Confirmed:'));
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
  expect(unfold(ics.content)).toContain(
    `DTSTART;TZID=Europe/London:${date.replaceAll('-', '')}T110000`,
  );
  // The internal note is the salon's: not in the client's e-mail nor in its calendar file.
  expect(mail.text + mail.html + unfold(ics.content)).not.toContain('WhatsApp');

  // Staff see it in the appointment's overlay, apart from the client's own notes, and edit it.
  await row.getByRole('button', { name: /^Detalhes/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('O cliente não deixou notas.');
  const staffNote = detail.getByRole('region', { name: 'Nota interna' });
  await expect(staffNote).toContainText('Cliente ligou pelo WhatsApp.');
  await staffNote.getByRole('button', { name: 'Editar nota' }).click();
  await staffNote
    .getByLabel('Nota interna (só a equipe vê)')
    .fill('Cliente ligou pelo WhatsApp. Prefere a cadeira junto à janela.');
  await staffNote.getByRole('button', { name: 'Salvar nota' }).click();
  await expectToastSeen(page, 'Nota interna salva');
  await expect(staffNote).toContainText('Prefere a cadeira junto à janela.');
  await expect(staffNote.getByRole('textbox')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // …and in the client's record, beside the record's private notes.
  await page.goto('/sistema/gerencial?tab=clientes');
  await page.getByPlaceholder('Buscar por nome, e-mail ou telefone').fill(name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notas dos agendamentos' })).toContainText(
    'Cliente ligou pelo WhatsApp. Prefere a cadeira junto à janela.',
  );
});
