import { LoaderCircle, LogOut } from 'lucide-react';
import { toast } from '@client/lib/toast';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useSession } from '../api/me-query';
import { useSignOut } from '../api/sign-out';

/** /sistema/gerencial: the back office's shell (rendered inside AdminGuard by the router). */
export function AdminDashboardPage() {
  useDocumentTitle('Painel Administrativo');
  const { user } = useSession();
  const signOut = useSignOut({
    to: paths.adminLogin,
    onSignedOut: () =>
      toast.success('Sessão encerrada', { description: 'Você saiu do painel administrativo.' }),
    onError: () =>
      toast.error('Erro ao sair', { description: 'Não foi possível encerrar a sessão.' }),
  });

  return (
    <section className="border-b border-ink/10 bg-sand/50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-5 py-12 sm:flex-row sm:items-end sm:justify-between sm:py-16">
        <div>
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            Aurora Beauty Studio
          </p>
          <div aria-hidden className="mt-4 h-px w-16 bg-gold" />
          <h1 className="mt-5 text-4xl leading-tight sm:text-5xl">Painel Administrativo</h1>
          {user && (
            <p className="mt-3 text-taupe">
              Conectado como <span className="font-medium break-all text-ink">{user.email}</span>
            </p>
          )}
        </div>
        <Button
          variant="outline"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
          className="self-start sm:self-auto"
        >
          {signOut.isPending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <LogOut aria-hidden />
          )}
          Sair
        </Button>
      </div>
    </section>
  );
}
