import { paths } from '@shared/routes';
import { privacyMessages } from '@shared/schemas/privacy';
import { useLeaveSignedOut } from '@client/features/auth/api/sign-out';
import { ProfilePage } from '@client/features/auth/pages/profile-page';
import { YourFormsSection } from '@client/features/clinical/forms/mine/your-forms-section';
import { YourDataSection } from '@client/features/clients/components/your-data-section';
import { toast } from '@client/lib/toast';

/**
 * /perfil: the auth feature's profile with the clinic's 'Your signed forms' and the clients
 * feature's 'Your data' under it. Once the
 * account is deleted its session is gone: the visitor leaves for the home page, signed out.
 */
export function ProfileRoute() {
  const leave = useLeaveSignedOut();
  return (
    <ProfilePage
      dataSection={
        <>
          <YourFormsSection />
          <YourDataSection
            onDeleted={async () => {
              await leave(paths.home);
              toast.success(privacyMessages.deleted);
            }}
          />
        </>
      }
    />
  );
}
