import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { authPath } from '@shared/routes';
import { emailField } from '@shared/schemas/fields';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { TextField } from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import {
  AuthRequestError,
  authErrorMessage,
  useSendSignInCode,
  useSignInWithCode,
} from '../api/auth-requests';
import { refreshAfterSignIn } from '../api/session-events';

const emailSchema = z.object({
  email: emailField('Please enter a valid e-mail address.', 'Please enter your e-mail address.'),
});
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the six digits from the e-mail.'),
});

/** The plugin's refusals of a code, in the booking page's words. */
const CODE_REFUSALS: Record<string, string> = {
  INVALID_OTP: 'That code is not right. Check the e-mail and try again.',
  OTP_EXPIRED: 'That code has expired. Send a new code.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Send a new code.',
};

/**
 * /book's 'who is this for?' (issue 32), in English like that page: 'Email me a code' here (a code
 * signs in, or creates the account with its e-mail verified), or the site's own sign-in and
 * sign-up pages, which bring the visitor back to `redirect`. The session's cache is refreshed on
 * success, so the page sees the visitor signed in.
 */
export function EmailCodeSignIn({ redirect }: { redirect: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailForm = useForm({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const codeForm = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const send = useSendSignInCode({
    onSuccess: (_, { email }) => {
      setSentTo(email);
      codeForm.reset({ code: '' });
    },
    onError: (error) => emailForm.setError('root', { message: authErrorMessage(error) }),
  });
  const signIn = useSignInWithCode({
    // The page moves on to the review once the session is known.
    onSuccess: async () => {
      await refreshAfterSignIn(queryClient);
    },
    onError: (error) =>
      codeForm.setError('code', {
        message:
          error instanceof AuthRequestError && error.code in CODE_REFUSALS
            ? CODE_REFUSALS[error.code]!
            : authErrorMessage(error),
      }),
  });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
        Who is this booking for?
      </h2>

      {sentTo === null ? (
        <form
          noValidate
          onSubmit={emailForm.handleSubmit(({ email }) => send.mutate({ email }))}
          className="space-y-4"
        >
          <TextField
            id={`${id}-email`}
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register('email')}
          />
          {emailForm.formState.errors.root && (
            <FormAlert>{emailForm.formState.errors.root.message}</FormAlert>
          )}
          <SubmitButton
            busy={send.isPending}
            busyLabel="Sending…"
            icon={<Mail aria-hidden />}
            className="w-full"
          >
            Email me a code
          </SubmitButton>
          <p className="text-xs text-taupe">
            A six-digit code signs you in, or creates your account if you are new here.
          </p>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={codeForm.handleSubmit(({ code }) =>
            signIn.mutate({ email: sentTo, otp: code }),
          )}
          className="space-y-4"
        >
          <p role="status" className="text-sm text-ink">
            We have sent a six-digit code to <strong>{sentTo}</strong>.
          </p>
          <TextField
            id={`${id}-code`}
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <SubmitButton
            busy={signIn.isPending}
            busyLabel="Checking…"
            icon={null}
            className="w-full"
          >
            Continue
          </SubmitButton>
          <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <Button
              type="button"
              variant="link"
              disabled={send.isPending}
              onClick={() => send.mutate({ email: sentTo })}
            >
              Send a new code
            </Button>
            <Button type="button" variant="link" onClick={() => setSentTo(null)}>
              Use another e-mail
            </Button>
          </div>
        </form>
      )}

      <div className="flex items-center gap-3 text-xs tracking-[0.2em] text-taupe uppercase">
        <span aria-hidden className="h-px flex-1 bg-ink/10" />
        or
        <span aria-hidden className="h-px flex-1 bg-ink/10" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline">
          <Link to={authPath(redirect)}>Sign in</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`${authPath(redirect)}&tab=cadastrar`}>Create an account</Link>
        </Button>
      </div>
    </section>
  );
}
