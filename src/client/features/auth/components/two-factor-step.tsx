import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { SubmitButton } from '@client/components/ui/submit-button';
import { TextField } from '@client/components/ui/form-field';
import { AuthRequestError, authErrorMessage, useVerifySignInCode } from '../api/auth-requests';

/**
 * The second step of a sign-in with two-factor on: the 6-digit code from the authenticator app,
 * or one of the recovery codes. A challenge ended by too many wrong codes (or by time) goes back
 * to the password.
 */
export function TwoFactorStep({
  onVerified,
  onRestart,
}: {
  onVerified: () => void | Promise<void>;
  onRestart: () => void;
}) {
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifySignInCode({
    onSuccess: () => onVerified(),
    onError: (failure) => {
      const message = authErrorMessage(failure);
      if (
        failure instanceof AuthRequestError &&
        (failure.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
          failure.code === 'INVALID_TWO_FACTOR_COOKIE')
      ) {
        toast.error('Entre de novo', { description: message });
        onRestart();
        return;
      }
      setError(message);
    },
  });

  const submit = () => {
    const typed = recovery ? code.trim() : code.replace(/\s/g, '');
    if (!recovery && !/^\d{6}$/.test(typed)) {
      setError('Informe os 6 números do aplicativo autenticador.');
      return;
    }
    if (recovery && typed.length < 6) {
      setError('Informe um dos seus códigos de recuperação.');
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
          <h2 className="text-2xl">Verificação em duas etapas</h2>
          <p className="mt-1.5 text-sm leading-relaxed text-taupe">
            {recovery
              ? 'Digite um dos códigos de recuperação que você guardou. Cada um vale uma vez.'
              : 'Abra o aplicativo autenticador e digite o código de 6 números para Aurora Beauty Studio.'}
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
          label={recovery ? 'Código de recuperação' : 'Código de verificação'}
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
          busyLabel="Verificando..."
          icon={<KeyRound aria-hidden />}
          className="w-full"
        >
          Verificar
        </SubmitButton>
      </form>
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="link" onClick={onRestart}>
          <ArrowLeft aria-hidden />
          Voltar ao login
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
          {recovery ? 'Usar o aplicativo autenticador' : 'Usar um código de recuperação'}
        </Button>
      </div>
    </div>
  );
}
