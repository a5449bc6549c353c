import { CircleAlert, Trash2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@shared/routes';
import { type DeleteAccountInput, deleteAccountInputSchema } from '@shared/schemas/privacy';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { useDeleteMyAccount } from '../api/my-data';

const DELETED = [
  'Your account, profile and sign-in',
  'Upcoming and cancelled appointments',
  'Your reviews, messages and newsletter subscription',
];

/**
 * 'Delete my account', confirmed with the password in a dialog that says what goes and what the
 * privacy policy keeps. A wrong password shows under its field; anything else above the buttons.
 */
export function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: '' },
  });
  const remove = useDeleteMyAccount({
    onSuccess: async () => {
      setOpen(false);
      await onDeleted();
    },
    onError: (error) => setServerFieldErrors(error, setError, ['password']),
  });
  const error = remove.error;
  // A wrong password is the field's; anything else is the form's, above the buttons.
  const refusedPassword = error instanceof ApiRequestError && error.fields?.password;
  const formError =
    error && !refusedPassword
      ? requestErrorMessage(error, 'Please try again in a moment.')
      : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => {
        if (remove.isPending) return;
        setOpen(value);
        if (!value) {
          reset();
          remove.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full border-red-800/40 text-red-800 hover:border-red-800 hover:bg-red-800 sm:w-auto"
        >
          <Trash2 aria-hidden />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This cannot be undone. Download your data first if you would like a copy.
        </DialogDescription>
        <div className="mt-6 grid gap-4 text-sm leading-relaxed sm:grid-cols-2">
          <div className="rounded-2xl bg-red-50/70 p-4">
            <p className="font-medium text-red-900">What is deleted</p>
            <ul className="mt-2 list-disc space-y-1 pl-4 text-ink-soft">
              {DELETED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-sand/70 p-4">
            <p className="font-medium text-ink">What we keep</p>
            <p className="mt-2 text-ink-soft">
              Completed appointments and course purchases stay in our accounts, as the law requires,
              with no name, email or phone attached (
              <Link to={paths.privacy} className="text-gold-deep underline underline-offset-2">
                privacy policy
              </Link>
              , section 6).
            </p>
          </div>
        </div>
        <form
          noValidate
          onSubmit={handleSubmit((values) => remove.mutate(values))}
          className="mt-6"
        >
          <TextField
            id={`${id}-password`}
            label="Your password"
            type="password"
            autoComplete="current-password"
            required
            error={formState.errors.password?.message}
            {...register('password')}
          />
          {formError && (
            <p role="alert" className="mt-4 flex items-start gap-1.5 text-sm text-red-800">
              <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {formError}
            </p>
          )}
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={remove.isPending}>
                Keep my account
              </Button>
            </DialogClose>
            <Button
              type="submit"
              className="bg-red-800 hover:bg-red-900"
              disabled={remove.isPending}
            >
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden />}
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
