import { SignInRequired } from '@client/features/auth/components/sign-in-required';
import { useSession } from '@client/features/auth/api/me-query';
import {
  AppointmentsPage,
  AppointmentsPageLoading,
} from '@client/features/booking/appointments/appointments-page';

/**
 * /agendamentos for signed-in clients only. The booking form needs to know whether the profile
 * already has a date of birth (18+ treatments ask for it once) and a UK mobile (asked once); the session holds the profile, and
 * only the app layer may read one feature's state for another.
 */
export function AppointmentsRoute() {
  return (
    <SignInRequired fallback={<AppointmentsPageLoading />}>
      <AppointmentsWithProfile />
    </SignInRequired>
  );
}

function AppointmentsWithProfile() {
  const { profile } = useSession();
  return (
    <AppointmentsPage
      savedDateOfBirth={profile?.dateOfBirth ?? null}
      savedPhone={profile?.phone ?? null}
    />
  );
}
