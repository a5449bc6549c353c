import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFormDetail, FormContent } from '@shared/clinical-forms';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../../tests/support/component-fixtures';
import { FichasTab } from './fichas-tab';

// 'Fichas' (issue 33): the owner opens a consent, adds a yes/no question with its follow-up and
// alert word, and 'Salvar nova versão' sends the whole content; the server's new version shows.

const FORM_ID = '7c1e0000-0000-4000-8000-000000000001';

const content: FormContent = {
  title: 'Anti-wrinkle injections consent',
  intro: 'Please read carefully.',
  questions: [
    {
      id: 'pregnant',
      kind: 'yes_no',
      label: 'Are you pregnant or breastfeeding?',
      required: true,
      options: [],
      followUp: '',
      alert: 'pregnant or breastfeeding',
    },
    {
      id: 'signature',
      kind: 'signature',
      label: 'Signature',
      required: true,
      options: [],
      followUp: '',
      alert: '',
    },
  ],
};

const detail = (version: number, body: FormContent): AdminFormDetail => ({
  id: FORM_ID,
  slug: 'anti-wrinkle-consent',
  kind: 'consent',
  title: body.title,
  version,
  versionId: `7c1e0000-0000-4000-8000-00000000010${version}`,
  contentHash: `hash-${version}`,
  updatedAt: '2026-06-01T09:00:00.000Z',
  content: body,
  versions: [],
});

describe('FichasTab', () => {
  fixClockAt('2026-06-01T09:00:00Z');

  it('adds a yes/no question with a follow-up and saves it as a new version', async () => {
    let current = detail(1, content);
    const requests = fakeApi({
      'GET /api/admin/clinical/forms': () => ({ body: { forms: [current] } }),
      [`GET /api/admin/clinical/forms/${FORM_ID}`]: () => ({ body: { form: current } }),
      [`PUT /api/admin/clinical/forms/${FORM_ID}`]: ({ body }) => {
        current = detail(2, body as FormContent);
        return { body: { form: current } };
      },
    });
    renderWithApp(<FichasTab />);
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: /Anti-wrinkle injections consent/ });
    expect(row.textContent).toContain('Versão 1');
    await user.click(row);

    expect(await screen.findByText(/Versão 1 · Salvar cria uma nova versão/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Adicionar pergunta/ }));
    const added = screen.getByRole('group', { name: 'Pergunta 3' });
    await user.selectOptions(within(added).getByLabelText('Tipo de pergunta'), 'yes_no');
    await user.type(within(added).getByLabelText('Pergunta'), 'Do you take blood thinners?');
    await user.type(
      within(added).getByLabelText(/Pergunta complementar/),
      'Which medicine, and since when?',
    );
    await user.type(within(added).getByLabelText(/Alerta/), 'blood thinners');
    // The new question goes above the signature.
    await user.click(within(added).getByRole('button', { name: 'Subir a pergunta 3' }));
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = requests.find((r) => r.method === 'PUT')!.body as FormContent;
    expect(sent.title).toBe('Anti-wrinkle injections consent');
    expect(sent.questions.map((q) => q.id)).toEqual(['pregnant', 'pergunta-3', 'signature']);
    expect(sent.questions[1]).toEqual({
      id: 'pergunta-3',
      kind: 'yes_no',
      label: 'Do you take blood thinners?',
      required: true,
      options: [],
      followUp: 'Which medicine, and since when?',
      alert: 'blood thinners',
    });
    expect(await screen.findByText(/Versão 2 · Salvar cria uma nova versão/)).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the edits', async () => {
    const refusal = 'Uma pergunta de escolha precisa de pelo menos duas opções.';
    fakeApi({
      'GET /api/admin/clinical/forms': () => ({ body: { forms: [detail(1, content)] } }),
      [`GET /api/admin/clinical/forms/${FORM_ID}`]: () => ({ body: { form: detail(1, content) } }),
      [`PUT /api/admin/clinical/forms/${FORM_ID}`]: () => ({
        status: 400,
        body: { error: { code: 'validation_failed', message: refusal } },
      }),
    });
    renderWithApp(<FichasTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Anti-wrinkle/ }));
    await user.click(await screen.findByRole('button', { name: /Adicionar pergunta/ }));
    const added = screen.getByRole('group', { name: 'Pergunta 3' });
    await user.selectOptions(within(added).getByLabelText('Tipo de pergunta'), 'single_choice');
    await user.type(within(added).getByLabelText('Pergunta'), 'Skin type');
    await user.click(screen.getByRole('button', { name: 'Salvar nova versão' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect((within(added).getByLabelText('Pergunta') as HTMLInputElement).value).toBe('Skin type');
  });

  it('creates a new form with its address made from the title', async () => {
    const requests = fakeApi({
      'GET /api/admin/clinical/forms': () => ({ body: { forms: [] } }),
      'POST /api/admin/clinical/forms': ({ body }) => ({
        status: 201,
        body: { form: detail(1, (body as { content: FormContent }).content) },
      }),
      [`GET /api/admin/clinical/forms/${FORM_ID}`]: () => ({ body: { form: detail(1, content) } }),
    });
    renderWithApp(<FichasTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('Nenhuma ficha criada.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Nova ficha/ }));
    await user.type(screen.getByLabelText('Título'), 'Microneedling consent');
    await user.type(screen.getByLabelText('Pergunta'), 'Any skin conditions?');
    await user.click(screen.getByRole('button', { name: 'Criar ficha' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      slug: 'microneedling-consent',
      kind: 'consent',
      content: {
        title: 'Microneedling consent',
        questions: [{ id: 'pergunta-1', kind: 'short_text', label: 'Any skin conditions?' }],
      },
    });
    expect(await screen.findByText(/Versão 1 · Salvar cria/)).toBeTruthy();
  });
});
