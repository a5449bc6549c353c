import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@client/lib/toast';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '../api/me-query';
import { useSignOut } from '../api/sign-out';
import { LanguagePicker } from './language-picker';

/**
 * The back office's account corner (at the foot of its navigation): who is signed in, and 'Sair',
 * which ends every session of the account and goes to the admin login.
 */
export function AdminAccount() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut({
    to: paths.adminLogin,
    onSignedOut: () =>
      toast.success(t('account.signedOut'), { description: t('account.signedOutDetail') }),
    onError: () =>
      toast.error(t('account.signOutFailed'), { description: t('account.signOutFailedDetail') }),
  });

  return (
    <div className="flex flex-col items-start gap-3 md:max-xl:items-center">
      {user && (
        <p className="text-xs leading-relaxed text-taupe md:max-xl:sr-only">
          {t('account.signedInAs')}{' '}
          <span className="font-medium break-all text-ink">{user.email}</span>
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? <Spinner /> : <LogOut aria-hidden />}
        <span className="md:max-xl:sr-only">{t('account.signOut')}</span>
      </Button>
      <LanguagePicker />
    </div>
  );
}
