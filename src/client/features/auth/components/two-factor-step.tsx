import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { SubmitButton } from '@client/components/ui/submit-button';
import { TextField } from '@client/components/ui/form-field';
import type { StaffLocale } from '@shared/staff-roles';
import { AuthRequestError, authErrorMessage, useVerifySignInCode } from '../api/auth-requests';

/**
 * The step's words in each back-office language (issue 31): only staff have two-factor, and the
 * password step has told which language this member chose. Kept here rather than in the back
 * office's dictionaries, which the public sign-in page does not load.
 */
const WORDS = {
  'pt-BR': {
    title: 'Verificação em duas etapas',
    appLead:
      'Abra o aplicativo autenticador e digite o código de 6 números para Aurora Beauty Studio.',
    recoveryLead: 'Digite um dos códigos de recuperação que você guardou. Cada um vale uma vez.',
    appLabel: 'Código de verificação',
    recoveryLabel: 'Código de recuperação',
    sixDigits: 'Informe os 6 números do aplicativo autenticador.',
    recoveryMissing: 'Informe um dos seus códigos de recuperação.',
    verify: 'Verificar',
    verifying: 'Verificando...',
    back: 'Voltar ao login',
    useApp: 'Usar o aplicativo autenticador',
    useRecovery: 'Usar um código de recuperação',
    restart: 'Entre de novo',
    /** The server's refusals at this step already read in Portuguese. */
    refusals: {} as Record<string, string>,
  },
  'en-GB': {
    title: 'Two-step verification',
    appLead: 'Open your authenticator app and enter the 6-digit code for Aurora Beauty Studio.',
    recoveryLead: 'Enter one of the recovery codes you saved. Each one works once.',
    appLabel: 'Verification code',
    recoveryLabel: 'Recovery code',
    sixDigits: 'Enter the 6 digits from your authenticator app.',
    recoveryMissing: 'Enter one of your recovery codes.',
    verify: 'Verify',
    verifying: 'Verifying...',
    back: 'Back to sign-in',
    useApp: 'Use the authenticator app',
    useRecovery: 'Use a recovery code',
    restart: 'Sign in again',
    // Nobody is signed in yet, so the server answers in Portuguese: its refusals by their code.
    refusals: {
      INVALID_CODE: 'Incorrect code. Check the authenticator app and try again.',
      INVALID_BACKUP_CODE: 'Incorrect or already used recovery code.',
      TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
        'Too many incorrect codes. Sign in with your password again.',
      ACCOUNT_TEMPORARILY_LOCKED: 'Too many incorrect codes. Try again in 15 minutes.',
      INVALID_TWO_FACTOR_COOKIE: 'The check has expired. Sign in with your password again.',
    } as Record<string, string>,
  },
} satisfies Record<StaffLocale, unknown>;

/**
 * The second step of a sign-in with two-factor on: the 6-digit code from the authenticator app,
 * or one of the recovery codes. A challenge ended by too many wrong codes (or by time) goes back
 * to the password. It speaks the member's chosen language (`locale`, from the password step).
 */
export function TwoFactorStep({
  locale = 'pt-BR',
  onVerified,
  onRestart,
}: {
  locale?: StaffLocale;
  onVerified: () => void | Promise<void>;
  onRestart: () => void;
}) {
  const id = useId();
  const words = WORDS[locale];
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifySignInCode({
    onSuccess: () => onVerified(),
    onError: (failure) => {
      const message =
        (failure instanceof AuthRequestError && words.refusals[failure.code]) ||
        authErrorMessage(failure);
      if (
        failure instanceof AuthRequestError &&
        (failure.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
          failure.code === 'INVALID_TWO_FACTOR_COOKIE')
      ) {
        toast.error(words.restart, { description: message });
        onRestart();
        return;
      }
      setError(message);
    },
  });

  const submit = () => {
    const typed = recovery ? code.trim() : code.replace(/\s/g, '');
    if (!recovery && !/^\d{6}$/.test(typed)) {
      setError(words.sixDigits);
      return;
    }
    if (recovery && typed.length < 6) {
      setError(words.recoveryMissing);
      return;
    }
    setError(undefined);
    verify.mutate({ code: typed, recovery });
  };

  return (
    <div className="grid gap-6">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden className="mt-1 size-5 shrink-0 text-gold-deep" />
        <div>
          <h2 className="text-2xl">{words.title}</h2>
          <p className="mt-1.5 text-sm leading-relaxed text-taupe">
            {recovery ? words.recoveryLead : words.appLead}
          </p>
        </div>
      </div>
      <form
        noValidate
        className="grid gap-5"
        aria-busy={verify.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          key={recovery ? 'recovery' : 'totp'}
          id={`${id}-code`}
          label={recovery ? words.recoveryLabel : words.appLabel}
          required
          requiredMark={false}
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 32 : 7}
          spellCheck={false}
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <SubmitButton
          busy={verify.isPending}
          busyLabel={words.verifying}
          icon={<KeyRound aria-hidden />}
          className="w-full"
        >
          {words.verify}
        </SubmitButton>
      </form>
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="link" onClick={onRestart}>
          <ArrowLeft aria-hidden />
          {words.back}
        </Button>
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
            setError(undefined);
          }}
        >
          {recovery ? words.useApp : words.useRecovery}
        </Button>
      </div>
    </div>
  );
}
