import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppointmentFormStatus } from '@shared/clinical-forms';
import { BlockFormsMark } from './block-forms-mark';

const form = (over: Partial<AppointmentFormStatus>): AppointmentFormStatus => ({
  formId: '11111111-1111-4111-8111-111111111111',
  title: 'Histórico médico',
  status: 'signed',
  flags: [],
  submissionId: null,
  ...over,
});

describe('The forms mark on a calendar block', () => {
  it('says assinada when every form is signed', () => {
    render(<BlockFormsMark forms={[form({}), form({ formId: 'b' })]} />);
    expect(screen.getByTestId('block-forms').textContent).toBe('assinada');
  });

  it('says fichas pendentes while a form is due', () => {
    render(<BlockFormsMark forms={[form({}), form({ formId: 'b', status: 'due' })]} />);
    expect(screen.getByTestId('block-forms').textContent).toBe('fichas pendentes');
  });

  it('puts the alert words first, once each', () => {
    render(
      <BlockFormsMark
        forms={[
          form({ flags: ['Alergia'] }),
          form({ formId: 'b', flags: ['Alergia', 'Gestante'] }),
        ]}
      />,
    );
    expect(screen.getByTestId('block-forms').textContent).toBe(
      'Alerta nas fichas: Alergia, Gestante',
    );
  });

  it('shows nothing for an appointment without forms', () => {
    const { container } = render(<BlockFormsMark forms={undefined} />);
    expect(container.textContent).toBe('');
  });
});
