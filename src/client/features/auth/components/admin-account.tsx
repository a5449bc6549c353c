import { LogOut } from 'lucide-react';
import { toast } from '@client/lib/toast';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '../api/me-query';
import { useSignOut } from '../api/sign-out';

/**
 * The back office's account corner: who is signed in, and 'Sair', which ends every session of
 * the account and goes to the admin login.
 */
export function AdminAccount() {
  const { user } = useSession();
  const signOut = useSignOut({
    to: paths.adminLogin,
    onSignedOut: () =>
      toast.success('Sessão encerrada', { description: 'Você saiu do painel administrativo.' }),
    onError: () =>
      toast.error('Erro ao sair', { description: 'Não foi possível encerrar a sessão.' }),
  });

  return (
    <div className="flex flex-col gap-4 sm:items-end">
      {user && (
        <p className="text-sm text-taupe sm:text-right">
          Conectado como <span className="font-medium break-all text-ink">{user.email}</span>
        </p>
      )}
      <Button
        variant="outline"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
        className="self-start sm:self-auto"
      >
        {signOut.isPending ? <Spinner /> : <LogOut aria-hidden />}
        Sair
      </Button>
    </div>
  );
}
