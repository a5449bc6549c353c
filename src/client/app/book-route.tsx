import { lazy, Suspense } from 'react';
import { paths } from '@shared/routes';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/me-query';
import { useUpdateProfile } from '@client/features/auth/api/update-profile';
import {
  BookPage,
  type SafetyNoticeSlotProps,
  type WaitlistSlotProps,
} from '@client/features/booking/book/book-page';

// Loaded when a held time asks who is booking: the sign-in form brings zod, which the first step
// keeps out of its load (decision 017).
const EmailCodeSignIn = lazy(async () => ({
  default: (await import('@client/features/auth/components/email-code-sign-in')).EmailCodeSignIn,
}));

// Loaded only where no time fits: the waitlist's form stays out of the first step's load.
const JoinWaitlist = lazy(async () => ({
  default: (await import('@client/features/booking/waitlist/join-waitlist')).JoinWaitlist,
}));

// What must be booked first (issue 33), loaded with the treatments' choice: it brings zod along.
const BookingSafetyNotice = lazy(async () => ({
  default: (await import('@client/features/clinical/patch-tests/booking-safety-notice'))
    .BookingSafetyNotice,
}));

function SafetyNoticeSlot(props: SafetyNoticeSlotProps) {
  return (
    <Suspense fallback={null}>
      <BookingSafetyNotice {...props} />
    </Suspense>
  );
}

function WaitlistSlot(props: WaitlistSlotProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <JoinWaitlist {...props} />
    </Suspense>
  );
}

/**
 * /book for everyone (issue 32): the booking flow reads the session and saves a new account's
 * name through the auth feature, and mounts the waitlist's form where no time fits: only the app
 * layer may join features.
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
      waitlist={WaitlistSlot}
      safetyNotice={SafetyNoticeSlot}
    />
  );
}
