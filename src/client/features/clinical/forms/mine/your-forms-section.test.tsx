import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '../../../../../../tests/support/component-fixtures';
import { YourFormsSection } from './your-forms-section';

describe('/perfil’s signed forms', () => {
  it('lists each signed form with its date and a download of its PDF', async () => {
    fakeApi({
      'GET /api/me/forms': () => ({
        body: {
          forms: [
            {
              id: '5f0c1a4e-0000-4000-8000-000000000001',
              title: 'Anti-wrinkle consent',
              signedAt: '2026-07-14T13:05:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithApp(<YourFormsSection />);

    const section = await screen.findByRole('region', { name: 'Your signed forms' });
    expect(section.textContent).toContain('Anti-wrinkle consent');
    // 13:05 UTC is 14:05 in the salon's summer time.
    expect(section.textContent).toContain('Signed 14 July 2026 at 14:05');
    const pdf = screen.getByRole('link', { name: 'Download Anti-wrinkle consent (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/me/forms/5f0c1a4e-0000-4000-8000-000000000001/pdf');
  });

  it('shows nothing to a client who has signed no form', async () => {
    const requests = fakeApi({ 'GET /api/me/forms': () => ({ body: { forms: [] } }) });
    const { container } = renderWithApp(<YourFormsSection />);
    await expect.poll(() => requests.length).toBe(1);
    expect(container.textContent).toBe('');
  });
});
