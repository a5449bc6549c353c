import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_LOCALE_HEADER } from '@shared/staff-roles';
import { fakeApi } from '../../../../../tests/support/component-fixtures';
import { SignInForm } from './sign-in-form';

afterEach(() => vi.unstubAllGlobals());

/** The password step of a member with two-factor on, answering in `locale` when given. */
async function passwordStep(locale?: string) {
  fakeApi({
    'POST /api/auth/sign-in/email': () => ({
      body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] },
      headers: locale ? ({ [TWO_FACTOR_LOCALE_HEADER]: locale } as Record<string, string>) : {},
    }),
    // The server answers the code step in Portuguese: nobody is signed in yet.
    'POST /api/auth/two-factor/verify-totp': () => ({
      status: 401,
      body: {
        code: 'INVALID_CODE',
        message: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
      },
    }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SignInForm magicLinkLabel="Magic link" callbackURL="/" onSignedIn={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'owner@example.com');
  await user.type(screen.getByLabelText('Senha', { exact: true }), 'Rosewood-Salon-42');
  await user.click(screen.getByRole('button', { name: /^Entrar$/ }));
  return user;
}

describe('the two-factor code step', () => {
  it('speaks English to a member who chose English (UK)', async () => {
    const user = await passwordStep('en-GB');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits from your authenticator app.')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Incorrect code. Check the authenticator app and try again.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to sign-in' })).toBeTruthy();
  });

  it('speaks Portuguese to everyone else', async () => {
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas' })).toBeTruthy();
    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText(
        'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
      ),
    ).toBeTruthy();
  });
});
