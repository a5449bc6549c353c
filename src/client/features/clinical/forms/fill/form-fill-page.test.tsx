import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FillForm, FillPage } from '@shared/clinical-forms';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../../tests/support/component-fixtures';
import { FormFill } from './form-fill-page';

const TOKEN = 'tok_abc-123';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const history: FillForm = {
  formId: '11111111-1111-4111-8111-111111111111',
  versionId: '22222222-2222-4222-8222-222222222222',
  kind: 'medical_history',
  status: 'due',
  signedAt: null,
  content: {
    title: 'Medical history',
    intro: 'Tell us about your health.',
    questions: [
      {
        id: 'allergies',
        kind: 'yes_no',
        label: 'Do you have any allergies?',
        required: true,
        options: [],
        followUp: 'Please give details',
        alert: 'Alergia',
      },
      {
        id: 'skin',
        kind: 'single_choice',
        label: 'Skin type',
        required: true,
        options: ['Dry', 'Oily'],
        followUp: '',
        alert: '',
      },
      {
        id: 'areas',
        kind: 'multiple_choice',
        label: 'Areas treated before',
        required: false,
        options: ['Brows', 'Lashes'],
        followUp: '',
        alert: '',
      },
      {
        id: 'last-visit',
        kind: 'date',
        label: 'Last treatment',
        required: true,
        options: [],
        followUp: '',
        alert: '',
      },
      {
        id: 'notes',
        kind: 'long_text',
        label: 'Anything else?',
        required: false,
        options: [],
        followUp: '',
        alert: '',
      },
    ],
  },
};

const consent: FillForm = {
  formId: '33333333-3333-4333-8333-333333333333',
  versionId: '44444444-4444-4444-8444-444444444444',
  kind: 'consent',
  status: 'due',
  signedAt: null,
  content: {
    title: 'Lash consent',
    intro: '',
    questions: [
      {
        id: 'agree',
        kind: 'short_text',
        label: 'Type I agree',
        required: true,
        options: [],
        followUp: '',
        alert: '',
      },
    ],
  },
};

const page = (forms: FillForm[]): FillPage => ({
  clientFirstName: 'Amelia',
  serviceName: 'Lash lift',
  startsAt: '2026-07-01T09:00:00.000Z',
  forms,
});

/** jsdom draws nothing: a 2D context that takes the strokes, and a PNG for what was drawn. */
function canvasThatDraws() {
  const ctx = {
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    clearRect: vi.fn(),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  return ctx;
}

async function drawOn(user: ReturnType<typeof userEvent.setup>, box: Element) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: box, coords: { clientX: 10, clientY: 10 } },
    { target: box, coords: { clientX: 40, clientY: 30 } },
    { keys: '[/MouseLeft]', target: box },
  ]);
}

describe('The forms page (/forms/:token)', () => {
  // 1 July 2026 is British Summer Time: 09:00 UTC is 10:00 at the salon.
  fixClockAt('2026-06-30T12:00:00Z');
  beforeEach(() => {
    canvasThatDraws();
  });

  it('tells a client whose link is unknown or expired, in plain English', async () => {
    fakeApi({
      [`GET /api/forms/${TOKEN}`]: () => ({
        status: 404,
        body: {
          error: {
            code: 'form_link_not_found',
            message: 'This link has expired or is not valid. Please ask the salon for a new one.',
          },
        },
      }),
    });
    renderWithApp(<FormFill token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'This link has expired or is not valid',
    );
  });

  it('shows every message at its question and sends nothing until the form is complete', async () => {
    const requests = fakeApi({ [`GET /api/forms/${TOKEN}`]: () => ({ body: page([history]) }) });
    renderWithApp(<FormFill token={TOKEN} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Medical history' });
    expect(screen.getByText(/Lash lift, Wednesday, 1 July 2026 at 10:00 \(UK time\)/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Please answer: Do you have any allergies?')).toBeTruthy();
    expect(screen.getByText('Please answer: Skin type')).toBeTruthy();
    expect(screen.getByText('Please answer: Last treatment')).toBeTruthy();
    expect(screen.getByText('Please type your full name.')).toBeTruthy();
    expect(screen.getByText('Please sign in the box.')).toBeTruthy();
    // Optional questions raise nothing.
    expect(screen.queryByText(/Areas treated before$/, { selector: 'p' })).toBeNull();

    // 'Yes' asks for the follow-up, and a required follow-up must be filled.
    const allergies = screen.getByRole('group', { name: 'Do you have any allergies?' });
    await user.click(within(allergies).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Please give details: Do you have any allergies?')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('signs a form with its answers, name and drawn signature, then opens the next, then All done', async () => {
    let signed = 0;
    const requests = fakeApi({
      [`GET /api/forms/${TOKEN}`]: () => ({
        body: page([
          signed >= 1
            ? { ...history, status: 'signed', signedAt: '2026-06-30T12:00:00Z' }
            : history,
          signed >= 2
            ? { ...consent, status: 'signed', signedAt: '2026-06-30T12:01:00Z' }
            : consent,
        ]),
      }),
      [`POST /api/forms/${TOKEN}/forms/${history.formId}/sign`]: () => {
        signed = 1;
        return { status: 201, body: { id: 'sub-1', flags: ['Alergia'] } };
      },
      [`POST /api/forms/${TOKEN}/forms/${consent.formId}/sign`]: () => {
        signed = 2;
        return { status: 201, body: { id: 'sub-2', flags: [] } };
      },
    });
    renderWithApp(<FormFill token={TOKEN} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Medical history' });
    expect(screen.getByText('Form 1 of 2')).toBeTruthy();

    await user.click(screen.getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Please give details'), 'Latex');
    await user.click(screen.getByLabelText('Oily'));
    await user.click(screen.getByLabelText('Lashes'));
    await user.type(screen.getByLabelText('Last treatment'), '2026-01-15');
    await user.type(screen.getByLabelText('Your full name'), '  Amelia Hart ');
    await drawOn(user, screen.getByRole('img', { name: 'Signature box' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await screen.findByText(/“Medical history” is signed/)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      versionId: history.versionId,
      answers: {
        allergies: { value: true, detail: 'Latex' },
        skin: { value: 'Oily' },
        areas: { value: ['Lashes'] },
        'last-visit': { value: '2026-01-15' },
      },
      typedName: 'Amelia Hart',
      signature: PNG,
    });

    // The next form, on its own page, with nothing carried over.
    await screen.findByRole('heading', { name: 'Lash consent' });
    expect(screen.getByText('Form 2 of 2')).toBeTruthy();
    expect(screen.getByLabelText('Your full name')).toHaveProperty('value', '');
    await user.type(screen.getByLabelText('Type I agree'), 'I agree');
    await user.type(screen.getByLabelText('Your full name'), 'Amelia Hart');
    // 'Clear' wipes a signature: it must be drawn again.
    await drawOn(user, screen.getByRole('img', { name: 'Signature box' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Please sign in the box.')).toBeTruthy();
    await drawOn(user, screen.getByRole('img', { name: 'Signature box' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await screen.findByRole('heading', { name: 'All done' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Forms for this appointment' });
    expect(within(list).getAllByText('Signed')).toHaveLength(2);
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
  });

  it('shows the server’s refusal at the question it names', async () => {
    fakeApi({
      [`GET /api/forms/${TOKEN}`]: () => ({ body: page([consent]) }),
      [`POST /api/forms/${TOKEN}/forms/${consent.formId}/sign`]: () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Please answer: Type I agree',
            fields: { 'answers.agree': 'Please answer: Type I agree' },
          },
        },
      }),
    });
    renderWithApp(<FormFill token={TOKEN} />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Lash consent' });
    await user.type(screen.getByLabelText('Type I agree'), 'ok');
    await user.type(screen.getByLabelText('Your full name'), 'Amelia Hart');
    await drawOn(user, screen.getByRole('img', { name: 'Signature box' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Please answer: Type I agree').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Type I agree').getAttribute('aria-invalid')).toBe('true');
  });
});
