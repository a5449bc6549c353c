import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { SubmitButton } from '@client/components/ui/submit-button';
import { EmailField, NameField } from '@client/components/ui/person-fields';
import {
  AuthRequestError,
  authErrorMessage,
  isWeakPasswordError,
  useSignUp,
} from '../api/auth-requests';
import { AuthNotice } from './auth-notices';
import { MISMATCH_MESSAGE, signUpSchema, type SignUpValues } from './auth-schemas';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' };
const ALREADY_REGISTERED = 'Este email já está cadastrado';

interface SignUpFormProps {
  /** Where the confirmation link lands once followed. */
  callbackURL: string;
  /** The admin login's sign-up says that admin rights come from an administrator. */
  adminNote?: boolean;
  /** Called with the e-mail once the account exists and the confirmation e-mail is on its way. */
  onSignedUp: (email: string) => void;
}

/** Sign-up: full name, e-mail, password and its confirmation; the account is confirmed by e-mail. */
export function SignUpForm({ callbackURL, adminNote = false, onSignedUp }: SignUpFormProps) {
  const id = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const signUp = useSignUp({
    onSuccess: (_, { email }) => {
      toast.success('Cadastro realizado!', {
        description: 'Verifique seu email para confirmar sua conta.',
      });
      reset(EMPTY);
      onSignedUp(email);
    },
    onError: (error) => {
      if (error instanceof AuthRequestError && error.code === 'USER_ALREADY_EXISTS') {
        setError('email', { message: ALREADY_REGISTERED }, { shouldFocus: true });
        toast.error('Erro no cadastro', { description: ALREADY_REGISTERED });
        return;
      }
      if (isWeakPasswordError(error)) {
        setError('password', { message: error.message }, { shouldFocus: true });
      }
      toast.error('Erro no cadastro', { description: authErrorMessage(error) });
    },
  });

  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    password: `${id}-password`,
    confirm: `${id}-confirm`,
  };

  return (
    <form
      noValidate
      aria-busy={signUp.isPending}
      onSubmit={handleSubmit(({ name, email, password, confirmPassword }) => {
        if (password !== confirmPassword) {
          setError('confirmPassword', { message: MISMATCH_MESSAGE }, { shouldFocus: true });
          toast.error('Erro no cadastro', { description: MISMATCH_MESSAGE });
          return;
        }
        signUp.mutate({ name, email, password, callbackURL });
      })}
      className="grid gap-5"
    >
      {adminNote && (
        <AuthNotice icon={<ShieldCheck />}>
          Entre em contato com um administrador para obter permissões de admin.
        </AuthNotice>
      )}
      <NameField
        id={ids.name}
        label="Nome Completo"
        required
        requiredMark={false}
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField
        id={ids.email}
        required
        requiredMark={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        ids={ids}
        labels={{ password: 'Senha', confirm: 'Confirmar Senha' }}
        errors={{
          password: errors.password?.message,
          confirm: errors.confirmPassword?.message,
        }}
        password={register('password')}
        confirm={register('confirmPassword')}
      />
      <SubmitButton
        busy={signUp.isPending}
        busyLabel="Processando..."
        icon={<UserPlus aria-hidden />}
        className="mt-1 w-full"
      >
        Cadastrar
      </SubmitButton>
    </form>
  );
}
