import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarHeart, ChevronRight, GraduationCap, Lock, Save } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { card } from '@client/components/ui/card';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { authPath, paths } from '@shared/routes';
import { profileInputSchema, type ProfileInput } from '@shared/schemas/auth';
import { rebookReminderMessages } from '@shared/rebook-reminders';
import { smsReminderMessages } from '@shared/sms-consent';
import { DateOfBirthField } from '@client/components/ui/date-of-birth-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { SubmitButton } from '@client/components/ui/submit-button';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  fieldErrorId,
  FormField,
} from '@client/components/ui/form-field';
import { NameField, OptionalPhoneField } from '@client/components/ui/person-fields';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useSession, type Me, type SessionUser } from '../api/me-query';
import { useUpdateProfile } from '../api/update-profile';
import { SmsVerificationPanel } from '../components/sms-verification-panel';

const FORM_FIELDS = [
  'fullName',
  'phone',
  'dateOfBirth',
  'smsReminders',
  'rebookReminders',
] as const;

const ACCOUNT_LINKS = [
  { to: paths.appointments, label: 'My Appointments', icon: CalendarHeart },
  { to: paths.myCourses, label: 'My Courses', icon: GraduationCap },
];

/**
 * /perfil: the signed-in client edits the full name and phone the salon sees, and the date of birth
 * 18+ treatments need, and proves the mobile number text reminders go to. `dataSection` (the clients feature's 'Your data', composed by the app layer)
 * sits under the details once the account is known.
 */
export function ProfilePage({ dataSection }: { dataSection?: ReactNode } = {}) {
  useDocumentTitle('My Profile');
  const session = useSession();

  if (session.status === 'signed-out') return <Navigate to={authPath(paths.profile)} replace />;

  return (
    <>
      <section className="border-b border-ink/10 bg-sand/50">
        <div className="mx-auto max-w-5xl px-5 py-12 sm:py-16">
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            My Account
          </p>
          <div aria-hidden className="mt-4 h-px w-16 bg-gold" />
          <h1 className="mt-5 text-[2.75rem] leading-[1.05] sm:text-6xl">My Profile</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-taupe">
            Keep your details up to date so our team can confirm your appointments and reach you
            when needed.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-5xl gap-8 px-5 py-12 sm:py-16 lg:grid-cols-[1fr_18rem]">
        <div className="grid min-w-0 content-start gap-8">
          <div className={cn(card({ depth: 'floating' }), 'p-6 sm:p-10')}>
            <h2 className="text-3xl">Personal details</h2>
            {session.status === 'loading' || !session.user ? (
              <ProfileSkeleton />
            ) : (
              <ProfileForm user={session.user} profile={session.profile} />
            )}
          </div>
          {session.user && dataSection}
        </div>
        <aside aria-label="Account" className="self-start rounded-3xl bg-sand/60 p-6 sm:p-8">
          <p className="text-xs font-medium tracking-[0.3em] text-gold-deep uppercase">
            Your account
          </p>
          <ul className="mt-4 divide-y divide-ink/10">
            {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex items-center gap-3 py-3.5 text-ink transition-colors hover:text-gold-deep"
                >
                  <Icon aria-hidden className="size-4 text-gold-deep" />
                  <span className="flex-1 font-display text-xl">{label}</span>
                  <ChevronRight
                    aria-hidden
                    className="size-4 text-taupe transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <Skeleton role="status" aria-label="Loading" className="mt-8 grid gap-6">
      {[0, 1, 2].map((row) => (
        <div key={row}>
          <div className="h-3.5 w-24 rounded-full bg-sand" />
          <div className="mt-3 h-12 rounded-2xl bg-sand/70" />
        </div>
      ))}
    </Skeleton>
  );
}

function ProfileForm({ user, profile }: { user: SessionUser; profile: Me['profile'] }) {
  const id = useId();
  const { register, control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(profileInputSchema),
    defaultValues: {
      fullName: profile?.fullName || user.name,
      phone: profile?.phone ?? '',
      dateOfBirth: profile?.dateOfBirth ?? '',
      smsReminders: profile?.smsReminders ?? false,
      rebookReminders: profile?.rebookReminders ?? true,
    } satisfies ProfileInput,
  });
  const { errors, isDirty, dirtyFields } = formState;

  const save = useUpdateProfile({
    onSuccess: (saved) => {
      reset({
        fullName: saved.fullName,
        phone: saved.phone ?? '',
        dateOfBirth: saved.dateOfBirth ?? '',
        smsReminders: saved.smsReminders,
        rebookReminders: saved.rebookReminders,
      });
      toast.success('Profile updated', { description: 'Your details have been saved.' });
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, FORM_FIELDS);
      // A 401 is handled for the whole app: the visitor is shown as signed out.
      if (error instanceof ApiRequestError && error.status === 401) return;
      toast.error('Could not update your profile', {
        description: requestErrorMessage(error, 'Please try again in a moment.'),
      });
    },
  });

  const ids = {
    fullName: `${id}-name`,
    phone: `${id}-phone`,
    email: `${id}-email`,
    dateOfBirth: `${id}-dob`,
    sms: `${id}-sms`,
    rebook: `${id}-rebook`,
  };

  return (
    <>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          save.mutate({
            fullName: values.fullName,
            phone: values.phone ?? '',
            dateOfBirth: values.dateOfBirth ?? '',
            smsReminders: values.smsReminders ?? false,
            rebookReminders: values.rebookReminders ?? true,
          }),
        )}
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <NameField
          id={ids.fullName}
          label="Full name"
          required
          error={errors.fullName?.message}
          className="sm:col-span-2"
          {...register('fullName')}
        />
        <OptionalPhoneField id={ids.phone} error={errors.phone?.message} {...register('phone')} />
        <FormField id={ids.email} label="Email">
          <div className="relative">
            <input
              id={ids.email}
              type="email"
              value={user.email}
              readOnly
              aria-describedby={`${ids.email}-hint`}
              className={cn(
                fieldControlClass,
                'bg-sand/40 pr-11 text-ink-soft hover:border-ink/15',
              )}
            />
            <Lock
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-4 size-4 translate-y-[-25%] text-taupe"
            />
          </div>
          <p id={`${ids.email}-hint`} className="mt-2 text-xs text-taupe">
            The email you sign in with cannot be changed here.
          </p>
        </FormField>
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <DateOfBirthField
              id={ids.dateOfBirth}
              optional
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hint="We only ask so we can book age-restricted treatments (18+), such as anti-wrinkle injections and fillers."
              error={errors.dateOfBirth?.message}
              className="sm:col-span-2"
            />
          )}
        />
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3 rounded-2xl bg-sand/50 px-4 py-3.5">
            <input
              id={ids.sms}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-gold-deep"
              {...fieldA11y(ids.sms, errors.smsReminders?.message)}
              aria-describedby={
                errors.smsReminders ? `${ids.sms}-note ${fieldErrorId(ids.sms)}` : `${ids.sms}-note`
              }
              {...register('smsReminders')}
            />
            <div>
              <label htmlFor={ids.sms} className="cursor-pointer text-sm font-medium text-ink">
                {smsReminderMessages.label}
              </label>
              <p id={`${ids.sms}-note`} className="mt-1 text-xs leading-relaxed text-taupe">
                {smsReminderMessages.note}
              </p>
            </div>
          </div>
          <FieldError id={fieldErrorId(ids.sms)} message={errors.smsReminders?.message} />
        </div>
        <div className="flex items-start gap-3 rounded-2xl bg-sand/50 px-4 py-3.5 sm:col-span-2">
          <input
            id={ids.rebook}
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-gold-deep"
            aria-describedby={`${ids.rebook}-note`}
            {...register('rebookReminders')}
          />
          <div>
            <label htmlFor={ids.rebook} className="cursor-pointer text-sm font-medium text-ink">
              {rebookReminderMessages.label}
            </label>
            <p id={`${ids.rebook}-note`} className="mt-1 text-xs leading-relaxed text-taupe">
              {rebookReminderMessages.note}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
          <SubmitButton
            busy={save.isPending}
            busyLabel="Saving..."
            icon={<Save aria-hidden />}
            className="w-full sm:w-auto"
          >
            Save changes
          </SubmitButton>
          {!isDirty && save.isSuccess && (
            <p role="status" className="text-sm text-taupe">
              All changes saved.
            </p>
          )}
        </div>
      </form>
      <SmsVerificationPanel
        savedPhone={profile?.phone ?? null}
        optedIn={profile?.smsReminders ?? false}
        unsaved={Boolean(dirtyFields.phone || dirtyFields.smsReminders)}
      />
    </>
  );
}
