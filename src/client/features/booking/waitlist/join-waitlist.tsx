import { BellRing, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { authPath } from '@shared/routes';
import { addDays, salonToday } from '@shared/salon-dates';
import { PARTS_OF_DAY, type PartOfDay, waitlistMessages as m } from '@shared/waitlist';
import { buttonVariants } from '@client/components/ui/button';
import { FieldError, TextField } from '@client/components/ui/form-field';
import { FormAlert } from '@client/components/ui/form-alert';
import { SubmitButton } from '@client/components/ui/submit-button';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useJoinWaitlist, useOwnWaitlist } from './api/waitlist-api';

type Fields = Partial<Record<'fromDate' | 'toDate' | 'parts', string>>;

/**
 * 'Join the waitlist' (issue 32): when no time fits, the client names a range of days and the
 * parts of the day that suit them; a freed time that matches is e-mailed to them and held for 30
 * minutes. A signed-out visitor is sent to sign in and brought back here.
 */
export function JoinWaitlist({
  serviceIds,
  professionalId,
}: {
  serviceIds: string[];
  professionalId: string | null;
}) {
  const id = useId();
  const location = useLocation();
  const own = useOwnWaitlist();
  const today = salonToday();
  const [fromDate, setFromDate] = useState(today);
  const [toDate, setToDate] = useState(addDays(today, 14));
  const [parts, setParts] = useState<PartOfDay[]>([...PARTS_OF_DAY]);
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const join = useJoinWaitlist({
    onSuccess: () => {
      setErrors({});
      setFailure(null);
      toast.success(m.joined);
    },
    onError: (error) => {
      setErrors(error instanceof ApiRequestError ? (error.fields ?? {}) : {});
      setFailure(requestErrorMessage(error, 'We could not add you to the waitlist. Try again.'));
    },
  });
  const signedOut = own.error instanceof ApiRequestError && own.error.status === 401;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parts.length === 0) {
      setErrors({ parts: m.partsRequired });
      return;
    }
    join.mutate({ serviceIds, professionalId, fromDate, toDate, parts });
  };
  const toggle = (part: PartOfDay, on: boolean) =>
    setParts((now) => PARTS_OF_DAY.filter((p) => (p === part ? on : now.includes(p))));

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-3xl bg-sand/60 p-5 sm:p-8">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-2xl">
        <BellRing aria-hidden className="size-5 text-gold-deep" />
        {m.heading}
      </h3>
      <p className="mt-2 leading-relaxed text-taupe">{m.intro}</p>
      {signedOut ? (
        <Link
          to={authPath(`${location.pathname}${location.search}`)}
          className={buttonVariants({ className: 'mt-6' })}
        >
          <LogIn aria-hidden />
          {m.signIn}
        </Link>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
          {failure && <FormAlert>{failure}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-from`}
              label={m.from}
              type="date"
              required
              min={today}
              value={fromDate}
              onChange={(e) => setFromDate(e.target.value)}
              error={errors.fromDate}
            />
            <TextField
              id={`${id}-to`}
              label={m.to}
              type="date"
              required
              min={fromDate}
              value={toDate}
              onChange={(e) => setToDate(e.target.value)}
              error={errors.toDate}
            />
          </div>
          <fieldset aria-describedby={errors.parts ? `${id}-parts-error` : undefined}>
            <legend className="text-sm font-medium text-ink">{m.parts}</legend>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {PARTS_OF_DAY.map((part) => (
                <label key={part} className="flex items-center gap-2.5 text-ink-soft">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-gold-deep"
                    checked={parts.includes(part)}
                    onChange={(e) => toggle(part, e.target.checked)}
                  />
                  {m.partLabels[part]}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-parts-error`} message={errors.parts} />
          </fieldset>
          <SubmitButton
            busy={join.isPending}
            busyLabel="Joining…"
            icon={<BellRing aria-hidden />}
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={serviceIds.length === 0}
          >
            {m.submit}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
