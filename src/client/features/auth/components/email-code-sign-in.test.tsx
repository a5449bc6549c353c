import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../../tests/support/component-fixtures';
import { EmailCodeSignIn } from './email-code-sign-in';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <EmailCodeSignIn redirect="/book" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const me = { user: null, profile: null, isAdmin: false, staff: null };

describe("'Email me a code'", () => {
  it('sends the code to the typed address, then signs in with it', async () => {
    const requests = fakeApi({
      'POST /api/auth/email-otp/send-verification-otp': () => ({ body: { success: true } }),
      'POST /api/auth/sign-in/email-otp': () => ({ body: { token: 't', user: {} } }),
      'GET /api/me': () => ({ body: me }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), ' Grace@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
    const sent = requests.find((r) => r.path === '/api/auth/email-otp/send-verification-otp');
    expect(sent?.body).toEqual({ email: 'grace@example.com', type: 'sign-in' });

    await user.type(screen.getByRole('textbox', { name: /Code from the e-mail/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the six digits from the e-mail.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Code from the e-mail/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.path === '/api/auth/sign-in/email-otp')?.body).toEqual({
        email: 'grace@example.com',
        otp: '123456',
      }),
    );
    // The session is read again, so the page sees the visitor signed in.
    await vi.waitFor(() => expect(requests.some((r) => r.path === '/api/me')).toBe(true));
  });

  it('a wrong code is refused under the field, in the page’s words', async () => {
    fakeApi({
      'POST /api/auth/email-otp/send-verification-otp': () => ({ body: { success: true } }),
      'POST /api/auth/sign-in/email-otp': () => ({
        status: 400,
        body: { code: 'INVALID_OTP', message: 'Invalid OTP' },
      }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from the e-mail/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('That code is not right. Check the e-mail and try again.'),
    ).toBeTruthy();
  });
});
