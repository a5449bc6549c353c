import { lazy, Suspense } from 'react';
import { paths } from '@shared/routes';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/me-query';
import { useUpdateProfile } from '@client/features/auth/api/update-profile';
import { BookPage } from '@client/features/booking/book/book-page';

// Loaded when a held time asks who is booking: the sign-in form brings zod, which the first step
// keeps out of its load (decision 017).
const EmailCodeSignIn = lazy(async () => ({
  default: (await import('@client/features/auth/components/email-code-sign-in')).EmailCodeSignIn,
}));

/**
 * /book for everyone (issue 32): the booking flow reads the session and saves a new account's
 * name through the auth feature, which only the app layer may join to it.
 */
export function BookRoute() {
  const { status, profile } = useSession();
  const updateProfile = useUpdateProfile();
  return (
    <BookPage
      account={{ status, profile }}
      signIn={
        <Suspense fallback={<Spinner />}>
          <EmailCodeSignIn redirect={paths.book} />
        </Suspense>
      }
      saveName={async ({ fullName, phone }) => {
        // The profile's other fields are kept: an empty phone would clear a saved one.
        await updateProfile.mutateAsync({ fullName, phone: phone || profile?.phone || '' });
      }}
    />
  );
}
