import { zodResolver } from '@hookform/resolvers/zod';
import { ArchCard, ArchEmblem } from '@client/components/ui/arch-card';
import { SubmitButton } from '@client/components/ui/submit-button';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, LinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@client/lib/toast';
import { paths } from '@shared/routes';
import { buttonVariants } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';
import {
  AuthRequestError,
  authErrorMessage,
  isWeakPasswordError,
  useResetPassword,
} from '../api/auth-requests';
import { clearAfterSignOut } from '../api/session-events';
import { MISMATCH_MESSAGE, newPasswordSchema } from '../components/auth-schemas';
import { NewPasswordFields } from '../components/new-password-fields';

/** The link is missing, expired or already used: offer to ask for a new one. */
function InvalidLink() {
  return (
    <ArchCard>
      <ArchEmblem>
        <LinkIcon strokeWidth={1.5} />
      </ArchEmblem>
      <h1 className="mt-6 text-4xl leading-tight">Link inválido ou expirado</h1>
      <p role="alert" className="mt-3 leading-relaxed text-taupe">
        Este link para redefinir a senha não é mais válido. Ele pode ter expirado ou já ter sido
        usado. Peça um novo link e use-o em seguida.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={paths.auth} state={{ forgotPassword: true }} className={buttonVariants()}>
          Solicitar novo link
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Voltar ao início
        </Link>
      </div>
    </ArchCard>
  );
}

/**
 * /redefinir-senha?token=…: where the password-reset e-mail lands. Sets a new password; the
 * server then ends every session of the account, so the person signs in again with it.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Redefinir senha');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [tokenRejected, setTokenRejected] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const reset = useResetPassword({
    onSuccess: async () => {
      clearAfterSignOut(queryClient);
      toast.success('Senha redefinida!', {
        description: 'Entre com a sua nova senha.',
      });
      await navigate(paths.auth, { replace: true });
    },
    onError: (error) => {
      if (error instanceof AuthRequestError && error.code === 'INVALID_TOKEN') {
        setTokenRejected(true);
        return;
      }
      if (isWeakPasswordError(error)) {
        setError('password', { message: error.message }, { shouldFocus: true });
      }
      toast.error('Erro ao redefinir a senha', { description: authErrorMessage(error) });
    },
  });

  if (!token || searchParams.has('error') || tokenRejected) return <InvalidLink />;

  const ids = { password: `${id}-password`, confirm: `${id}-confirm` };

  return (
    <ArchCard>
      <ArchEmblem>
        <KeyRound strokeWidth={1.5} />
      </ArchEmblem>
      <p className="mt-6 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
        Minha conta
      </p>
      <h1 className="mt-3 text-4xl leading-tight">Criar nova senha</h1>
      <p className="mt-3 leading-relaxed text-taupe">
        Escolha uma senha com pelo menos 8 caracteres que você não use em outros sites. Por
        segurança, todas as sessões abertas da sua conta serão encerradas.
      </p>
      <form
        noValidate
        aria-busy={reset.isPending}
        onSubmit={handleSubmit(({ password, confirmPassword }) => {
          if (password !== confirmPassword) {
            setError('confirmPassword', { message: MISMATCH_MESSAGE }, { shouldFocus: true });
            toast.error('Erro ao redefinir a senha', { description: MISMATCH_MESSAGE });
            return;
          }
          reset.mutate({ newPassword: password, token });
        })}
        className="mt-8 grid gap-5"
      >
        <NewPasswordFields
          ids={ids}
          labels={{ password: 'Nova Senha', confirm: 'Confirmar Nova Senha' }}
          errors={{
            password: errors.password?.message,
            confirm: errors.confirmPassword?.message,
          }}
          password={register('password')}
          confirm={register('confirmPassword')}
        />
        <SubmitButton
          busy={reset.isPending}
          busyLabel="Processando..."
          icon={<KeyRound aria-hidden />}
          className="mt-1 w-full"
        >
          Redefinir senha
        </SubmitButton>
      </form>
      <Link
        to={paths.auth}
        className="mt-6 inline-flex items-center gap-2 text-sm text-taupe transition-colors hover:text-gold-deep"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Voltar ao login
      </Link>
    </ArchCard>
  );
}
