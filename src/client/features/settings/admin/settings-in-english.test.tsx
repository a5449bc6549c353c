import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSalonSettings } from '@shared/schemas/settings';
import {
  fakeApi,
  fixClockAt,
  renderWithApp,
} from '../../../../../tests/support/component-fixtures';
import { BackOfficeI18n } from '@client/i18n/back-office-i18n';
import { SettingsTab } from './settings-tab';

describe('Configurações in English (UK)', () => {
  fixClockAt('2026-06-12T12:00:00Z');

  it('labels every section and field in English, the schema’s own checks included', async () => {
    const requests = fakeApi({
      'GET /api/admin/settings': () => ({ body: defaultSalonSettings }),
    });
    renderWithApp(
      <BackOfficeI18n locale="en-GB">
        <SettingsTab />
      </BackOfficeI18n>,
    );
    expect(await screen.findByLabelText(/Salon name/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    for (const legend of ['Opening hours', 'Reminders', 'Online booking', 'Phone numbers'])
      expect(screen.getByRole('group', { name: legend })).toBeTruthy();
    expect(screen.getByLabelText(/Postcode/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Sunday' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Add phone number' })).toBeTruthy();
    expect(screen.getByLabelText(/First reminder \(hours before\)/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(screen.queryByText(/Horário|Lembretes|Salvar|Indique/)).toBeNull();
  });
});
