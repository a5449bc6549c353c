import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { LinkIcon, LogIn, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { authPath, paths } from '@shared/routes';
import { staffInvitationAcceptSchema } from '@shared/schemas/staff';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { buttonVariants } from '@client/components/ui/button';
import { ArchCard, ArchEmblem } from '@client/components/ui/arch-card';
import { FormAlert } from '@client/components/ui/form-alert';
import { TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { SubmitButton } from '@client/components/ui/submit-button';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { staffInvitationQuery, useAcceptInvitation } from '../api/staff-invitation-api';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { useDocumentTitle } from '@client/lib/use-document-title';

const MISMATCH = 'The passwords do not match.';
const formSchema = staffInvitationAcceptSchema.extend({
  confirmPassword: z.string(),
});
type FormValues = z.input<typeof formSchema>;

/**
 * /equipe/convite/:token: where the staff invitation's e-mail lands (issue 31). Shows who invited
 * them and as what; they choose their name and a password (the sign-up's policy, checked by the
 * server) and go straight to the back office, signed in.
 */
export function StaffInvitationPage() {
  useDocumentTitle('Join the team');
  const id = useId();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useQuery(staffInvitationQuery(token));
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
    values: invitation.data
      ? { name: invitation.data.name, password: '', confirmPassword: '' }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = formState;
  // After the hook has refreshed who is signed in, so the back office's guard lets them in.
  const toBackOffice = {
    onSuccess: (done: { redirectTo: string }) => void navigate(done.redirectTo, { replace: true }),
  };
  const accept = useAcceptInvitation({
    onError: (error) => {
      setServerFieldErrors(error, setError, ['name', 'password']);
      if (error instanceof ApiRequestError && error.status === 410) void invitation.refetch();
    },
  });

  if (invitation.isPending) {
    return (
      <ArchCard lang="en-GB">
        <p className="flex items-center gap-3 text-taupe" role="status">
          <Spinner /> Opening your invitation…
        </p>
      </ArchCard>
    );
  }
  if (invitation.isError) {
    return (
      <ArchCard lang="en-GB">
        <ArchEmblem>
          <LinkIcon strokeWidth={1.5} />
        </ArchEmblem>
        <h1 className="mt-6 text-4xl leading-tight">This link cannot be used</h1>
        <p role="alert" className="mt-3 leading-relaxed text-taupe">
          {requestErrorMessage(invitation.error, 'We could not open this invitation. Try again.')}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={paths.adminLogin} className={buttonVariants()}>
            Sign in
          </Link>
          <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
            Back to the site
          </Link>
        </div>
      </ArchCard>
    );
  }

  const data = invitation.data;
  const role = STAFF_ROLE_LABELS['en-GB'][data.role];
  const acceptError = accept.error && !Object.keys(errors).length ? accept.error : null;

  return (
    <ArchCard lang="en-GB">
      <ArchEmblem>
        <UserPlus strokeWidth={1.5} />
      </ArchEmblem>
      <p className="mt-6 text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
        Aurora Beauty Studio · Team
      </p>
      <h1 className="mt-3 text-4xl leading-tight">Join the team</h1>
      <p className="mt-3 leading-relaxed text-taupe">
        {data.invitedByName ? `${data.invitedByName} has invited you` : 'You have been invited'} to
        the back office as <strong className="font-medium text-ink">{role}</strong>, with{' '}
        <strong className="font-medium break-all text-ink">{data.email}</strong>.
      </p>
      {acceptError && (
        <FormAlert className="mt-6">
          {requestErrorMessage(acceptError, 'Something went wrong. Try again.')}
        </FormAlert>
      )}
      {data.accountExists ? (
        <div className="mt-8 grid gap-4">
          <p className="leading-relaxed">
            An account already uses this e-mail. Sign in with it, then open this link again and
            accept the invitation.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              size="lg"
              disabled={accept.isPending}
              onClick={() => accept.mutate({ token }, toBackOffice)}
            >
              {accept.isPending ? <Spinner /> : <UserPlus aria-hidden />}
              Accept, signed in
            </Button>
            <Link
              to={authPath(`${paths.staffInvitation}/${token}`)}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              <LogIn aria-hidden />
              Sign in
            </Link>
          </div>
        </div>
      ) : (
        <form
          noValidate
          aria-busy={accept.isPending}
          onSubmit={handleSubmit(({ name, password, confirmPassword }) => {
            if (password !== confirmPassword) {
              setError('confirmPassword', { message: MISMATCH }, { shouldFocus: true });
              return;
            }
            accept.mutate({ token, name, password }, toBackOffice);
          })}
          className="mt-8 grid min-w-0 grid-cols-1 gap-5"
        >
          <TextField
            id={`${id}-name`}
            label="Your name"
            required
            autoComplete="name"
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            id={`${id}-password`}
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            id={`${id}-confirm`}
            label="Confirm password"
            type="password"
            required
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <p className="-mt-2 text-sm text-taupe">
            At least 8 characters, not a common password and not your e-mail.
          </p>
          <SubmitButton
            busy={accept.isPending}
            busyLabel="Joining…"
            icon={<UserPlus aria-hidden />}
            className="mt-1 w-full whitespace-normal"
          >
            Join and sign in
          </SubmitButton>
        </form>
      )}
    </ArchCard>
  );
}
