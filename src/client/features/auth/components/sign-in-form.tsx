import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogIn, MailCheck, Send, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { normaliseEmail, SIMPLE_EMAIL } from '@shared/email-pattern';
import { paths } from '@shared/routes';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { SubmitButton } from '@client/components/ui/submit-button';
import { EmailField } from '@client/components/ui/person-fields';
import {
  AuthRequestError,
  authErrorMessage,
  useRequestPasswordReset,
  useResendConfirmation,
  useSendMagicLink,
  useSignIn,
} from '../api/auth-requests';
import type { Me } from '../api/me-query';
import { refreshAfterSignIn } from '../api/session-events';
import {
  AuthNotice,
  LOCKED_MESSAGE,
  LOCKED_TITLE,
  LockedNotice,
  lockoutMinutes,
  RemainingAttempts,
} from './auth-notices';
import { forgotPasswordSchema, signInSchema } from './auth-schemas';
import { PasswordField } from './password-input';
import { TwoFactorStep } from './two-factor-step';
import type { StaffLocale } from '@shared/staff-roles';

interface SignInFormProps {
  /** 'Login com Magic Link' on /auth, 'Magic Link' on the admin login. */
  magicLinkLabel: string;
  /** Where the magic link and the confirmation link land once followed. */
  callbackURL: string;
  defaultEmail?: string;
  /** Opens on the forgotten-password step (the reset page's "ask for a new link"). */
  startWithForgotPassword?: boolean;
  /** Called once the session is known after a successful sign-in. */
  onSignedIn: (me: Me) => void;
}

/** A failed attempt's consequence, remembered for the e-mail it was made with. */
type AttemptState =
  | { kind: 'remaining'; email: string; remaining: number }
  | { kind: 'locked'; email: string; minutes: number };

/**
 * E-mail and password sign-in with everything around it: the remaining attempts and lockout, the
 * 'Reenviar confirmação' box after an unconfirmed-e-mail refusal, the magic link and the forgotten
 * password step. Shared by /auth and the admin login.
 */
export function SignInForm({
  magicLinkLabel,
  callbackURL,
  defaultEmail = '',
  startWithForgotPassword = false,
  onSignedIn,
}: SignInFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'sign-in' | 'forgot' | 'code'>(
    startWithForgotPassword ? 'forgot' : 'sign-in',
  );
  const [showPassword, setShowPassword] = useState(false);
  const [attempt, setAttempt] = useState<AttemptState | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // The member's language for the two-factor step, told by the password step (issue 31).
  const [codeLocale, setCodeLocale] = useState<StaffLocale>('pt-BR');
  const focusForgotButton = useRef(false);

  const { register, handleSubmit, control, setError, getValues, formState } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors } = formState;
  const typedEmail = useWatch({ control, name: 'email' });
  const currentEmail = normaliseEmail(typedEmail);

  const signIn = useSignIn({
    onSuccess: async ({ twoFactor, locale }) => {
      setAttempt(null);
      setUnconfirmedEmail(null);
      if (twoFactor) {
        setCodeLocale(locale);
        setStep('code');
        return;
      }
      onSignedIn(await refreshAfterSignIn(queryClient));
    },
    onError: (error, { email }) => {
      if (!(error instanceof AuthRequestError)) {
        toast.error('Erro no login', { description: authErrorMessage(error) });
        return;
      }
      if (error.code === 'ACCOUNT_LOCKED') {
        toast.error(LOCKED_TITLE, { description: LOCKED_MESSAGE });
        setAttempt({ kind: 'locked', email, minutes: lockoutMinutes(error.retryAfterSeconds) });
      } else if (error.code === 'EMAIL_NOT_VERIFIED') {
        toast.error('Email não confirmado', {
          description:
            'Confirme seu email pelo link que enviamos ou use "Reenviar confirmação" para receber um novo.',
        });
        setUnconfirmedEmail(email);
      } else if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) {
        toast.error('Erro no login', { description: 'Email ou senha incorretos' });
        setAttempt(
          error.remainingAttempts === undefined
            ? null
            : { kind: 'remaining', email, remaining: error.remainingAttempts },
        );
      } else {
        toast.error('Erro no login', { description: error.message });
      }
    },
  });

  const magicLink = useSendMagicLink({
    onSuccess: (_, { email }) => {
      toast.success('Magic link enviado!', {
        description: `Enviamos um link de acesso para ${email}. Ele vale por poucos minutos e só pode ser usado uma vez.`,
      });
    },
    onError: (error) => toast.error('Erro no magic link', { description: authErrorMessage(error) }),
  });

  const resend = useResendConfirmation({
    onSuccess: () => {
      toast.success('Email reenviado!', {
        description: 'Verifique sua caixa de entrada para confirmar sua conta.',
      });
      setUnconfirmedEmail(null);
    },
    onError: (error) =>
      toast.error('Erro ao reenviar confirmação', { description: authErrorMessage(error) }),
  });

  const requestMagicLink = () => {
    if (!SIMPLE_EMAIL.test(currentEmail)) {
      setError('email', { message: 'Informe um email válido' }, { shouldFocus: true });
      return;
    }
    magicLink.mutate({ email: currentEmail, callbackURL });
  };

  if (step === 'code') {
    return (
      <TwoFactorStep
        locale={codeLocale}
        onVerified={async () => onSignedIn(await refreshAfterSignIn(queryClient))}
        onRestart={() => setStep('sign-in')}
      />
    );
  }

  if (step === 'forgot') {
    return (
      <ForgotPasswordStep
        defaultEmail={getValues('email')}
        onBack={() => {
          focusForgotButton.current = true;
          setStep('sign-in');
        }}
      />
    );
  }

  const ids = { email: `${id}-email`, password: `${id}-password` };
  const shown = attempt && attempt.email === currentEmail ? attempt : null;

  return (
    <div className="grid gap-6">
      <form
        noValidate
        onSubmit={handleSubmit((values) => signIn.mutate(values))}
        className="grid gap-5"
        aria-busy={signIn.isPending}
      >
        <EmailField
          id={ids.email}
          required
          requiredMark={false}
          error={errors.email?.message}
          autoComplete="username"
          {...register('email')}
        />
        <div>
          <PasswordField
            id={ids.password}
            label="Senha"
            error={errors.password?.message}
            autoComplete="current-password"
            visible={showPassword}
            onToggleVisible={() => setShowPassword((value) => !value)}
            {...register('password')}
          />
          <div className="mt-2.5 flex justify-end">
            <button
              type="button"
              ref={(element) => {
                if (element && focusForgotButton.current) {
                  focusForgotButton.current = false;
                  element.focus();
                }
              }}
              onClick={() => setStep('forgot')}
              className="text-sm text-gold-deep underline-offset-4 hover:underline"
            >
              Esqueci minha senha
            </button>
          </div>
        </div>

        {shown?.kind === 'locked' && <LockedNotice minutes={shown.minutes} />}
        {shown?.kind === 'remaining' && <RemainingAttempts remaining={shown.remaining} />}

        <SubmitButton
          busy={signIn.isPending}
          busyLabel="Processando..."
          icon={<LogIn aria-hidden />}
          className="w-full"
        >
          Entrar
        </SubmitButton>
      </form>

      <div aria-hidden className="flex items-center gap-4 text-xs tracking-[0.3em] text-taupe">
        <span className="h-px flex-1 bg-ink/10" />
        OU
        <span className="h-px flex-1 bg-ink/10" />
      </div>

      <div className="grid gap-2.5">
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          disabled={!typedEmail.trim() || magicLink.isPending}
          aria-busy={magicLink.isPending}
          aria-describedby={`${id}-magic-hint`}
          onClick={requestMagicLink}
        >
          {magicLink.isPending ? <Spinner /> : <Sparkles aria-hidden />}
          {magicLinkLabel}
        </Button>
        <p id={`${id}-magic-hint`} className="text-center text-xs leading-relaxed text-taupe">
          Receba por email um link de acesso, sem precisar de senha.
        </p>
      </div>

      {unconfirmedEmail && (
        <AuthNotice tone="warning" title="Email não confirmado" icon={<MailCheck />}>
          <p>
            Ainda não recebemos a confirmação de{' '}
            <strong className="font-medium break-all text-ink">{unconfirmedEmail}</strong>. Abra o
            link que enviamos ou peça um novo.
          </p>
          <Button
            type="button"
            variant="gold"
            size="sm"
            className="mt-3"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email: unconfirmedEmail, callbackURL })}
          >
            {resend.isPending ? <Spinner /> : <Send aria-hidden />}
            Reenviar confirmação
          </Button>
        </AuthNotice>
      )}
    </div>
  );
}

/** The forgotten-password step: asks the e-mail and sends the reset link. */
function ForgotPasswordStep({
  defaultEmail,
  onBack,
}: {
  defaultEmail: string;
  onBack: () => void;
}) {
  const id = useId();
  const emailId = `${id}-email`;
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = formState;
  const send = useRequestPasswordReset({
    onError: (error) =>
      toast.error('Erro ao enviar o link', { description: authErrorMessage(error) }),
  });

  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-3xl">Redefinir senha</h2>
        <p className="mt-2 text-sm leading-relaxed text-taupe">
          Informe o email da sua conta e enviaremos um link para você criar uma nova senha.
        </p>
      </div>
      {send.isSuccess ? (
        <AuthNotice role="status" title="Verifique seu email" icon={<MailCheck />}>
          Se houver uma conta com{' '}
          <strong className="font-medium break-all">{send.variables.email}</strong>, você receberá
          em instantes um link para redefinir sua senha. O link expira em pouco tempo.
        </AuthNotice>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) =>
            send.mutate({ email: values.email, redirectTo: paths.resetPassword }),
          )}
          className="grid gap-5"
        >
          <EmailField
            id={emailId}
            required
            requiredMark={false}
            error={errors.email?.message}
            autoFocus
            {...register('email')}
          />
          <SubmitButton
            busy={send.isPending}
            busyLabel="Processando..."
            icon={<Send aria-hidden />}
            className="w-full"
          >
            Enviar link de redefinição
          </SubmitButton>
        </form>
      )}
      <Button type="button" variant="link" onClick={onBack} className="justify-self-start">
        <ArrowLeft aria-hidden />
        Voltar ao login
      </Button>
    </div>
  );
}
