import { ArrowLeft, ArrowRight, CalendarCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { AdminClientSummary } from '@shared/schemas/clients';
import { type DeskBookingInput, deskBookingInputSchema } from '@shared/schemas/desk-booking';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { FieldError } from '@client/components/ui/form-field';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useBookingCatalogue } from '../api/booking-catalogue-query';
import { useCreateDeskAppointment } from './api/desk-booking-api';
import { type DeskClientChoice, DeskClientStep } from './desk-client-step';
import { type DeskSlot, DeskSlotStep, EMPTY_SLOT } from './desk-slot-step';
import { type DeskVisitPart, DeskVisitParts } from './desk-visit-parts';
import { visitPartsParam } from '@shared/schemas/booking';
import { MAX_VISIT_SERVICES } from '@shared/schemas/visits';
import { CLINICAL_BOOKING_CODES } from '@shared/clinical-safety';
import { PatchTestOverride } from './patch-test-override';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';

type NewClient = Omit<Extract<DeskClientChoice, { kind: 'new' }>, 'kind'>;

/** The desk's booking as it is sent: the client found (its id) or a new one, and the slot. */
type NewAppointmentValues = DeskSlot & {
  clientId: string;
  newClient: NewClient | null;
  /** The visit's later services (issue 32). */
  moreParts: DeskVisitPart[];
};

const CLIENT_FIELDS = ['clientId', 'newClient.name', 'newClient.phone', 'newClient.email'] as const;
const SLOT_FIELDS = Object.keys(EMPTY_SLOT) as (keyof DeskSlot)[];

/** The server's fields that belong to step 1 (the client). */
const isClientField = (field: string) => field === 'clientId' || field.startsWith('newClient.');

/** 'Novo agendamento': the primary action of the Agendamentos panel (and the day's agenda). */
export function NewAppointmentButton({
  className,
  size,
}: {
  className?: string;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Button size={size} className={className} onClick={() => setOpen(true)}>
        <Plus aria-hidden /> {t('newAppointment.title')}
      </Button>
      <NewAppointmentDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Books on a client's behalf, in two steps: the client, then the service and a free time. */
export function NewAppointmentDialog({
  open,
  onOpenChange,
  slot,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A professional, date and time already chosen (a tap on the calendar grid). */
  slot?: Partial<DeskSlot>;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey={`new-appointment-${slot?.professionalId ?? ''}-${slot?.date ?? ''}-${slot?.time ?? ''}`}
      title={t('newAppointment.title')}
      description={t('newAppointment.lead')}
      className="sm:max-w-2xl"
    >
      {(close) => <NewAppointmentForm onDone={close} initial={slot} />}
    </FormDialog>
  );
}

function toInput({
  clientId,
  newClient,
  moreParts,
  ...slot
}: NewAppointmentValues): DeskBookingInput {
  return {
    ...(moreParts.length > 0 && {
      moreParts: moreParts.map((part) => ({
        serviceId: part.serviceId,
        professionalId: part.professionalId || null,
      })),
    }),
    ...(clientId ? { clientId } : newClient ? { newClient } : {}),
    serviceId: slot.serviceId,
    professionalId: slot.professionalId || null,
    date: slot.date,
    time: slot.time,
    staffNote: slot.staffNote,
    ...(slot.dateOfBirth ? { dateOfBirth: slot.dateOfBirth } : {}),
  };
}

/**
 * The shared schema checks what would be sent; what is sent is the form's own text (the server
 * trims and lower-cases it), so the request stays the one the desk typed.
 */
const newAppointmentResolver: Resolver<NewAppointmentValues> = async (values, context, options) => {
  // No input is registered (the steps hold the values), so no field refs are passed on.
  const result = await zodResolver(deskBookingInputSchema)(toInput(values), context, {
    ...options,
    names: undefined,
    fields: {},
  });
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as FieldErrors<NewAppointmentValues> }
    : { values, errors: {} };
};

/** The steps show messages by the API's field names. */
function messagesOf(errors: FieldErrors<NewAppointmentValues>): Record<string, string> {
  const messages: [string, string | undefined][] = [
    ['clientId', errors.clientId?.message],
    ['newClient.name', errors.newClient?.name?.message],
    ['newClient.phone', errors.newClient?.phone?.message],
    ['newClient.email', errors.newClient?.email?.message],
    ...Array.from({ length: MAX_VISIT_SERVICES - 1 }, (_, i): [string, string | undefined] => [
      `moreParts.${i}.serviceId`,
      errors.moreParts?.[i]?.serviceId?.message,
    ]),
    ...SLOT_FIELDS.map((field): [string, string | undefined] => [field, errors[field]?.message]),
  ];
  return Object.fromEntries(messages.filter((pair): pair is [string, string] => Boolean(pair[1])));
}

function NewAppointmentForm({
  onDone,
  initial,
}: {
  onDone: () => void;
  initial?: Partial<DeskSlot>;
}) {
  // From the grid, with who, when and at what time chosen: the client and the service on one page.
  const quick = Boolean(initial?.professionalId && initial.date && initial.time);
  const { locale } = useBackOfficeLocale();
  const [step, setStep] = useState<1 | 2>(quick ? 2 : 1);
  // The client the search found, for showing; the form holds only their id.
  const [found, setFound] = useState<AdminClientSummary | null>(null);
  const { handleSubmit, trigger, setError, setValue, clearErrors, control, formState } =
    useForm<NewAppointmentValues>({
      resolver: inStaffLanguage(newAppointmentResolver, locale),
      // A message stays until its own field is edited (below) or the form is sent again.
      reValidateMode: 'onSubmit',
      defaultValues: { clientId: '', newClient: null, moreParts: [], ...EMPTY_SLOT, ...initial },
    });
  const values = useWatch({ control });
  const moreParts = (values.moreParts ?? []) as DeskVisitPart[];
  const slot = { ...EMPTY_SLOT, ...values } as DeskSlot;
  const client: DeskClientChoice | null = values.newClient
    ? { kind: 'new', ...(values.newClient as NewClient) }
    : found && { kind: 'existing', client: found };
  const errors = messagesOf(formState.errors);
  const catalogue = useBookingCatalogue();
  const { t } = useTranslation();
  const { longDay } = useBackOfficeLocale();
  // Set once the server refused for a patch test: the desk may book past it with a reason.
  const [override, setOverride] = useState<{ reason: string; error?: string } | null>(null);
  const send = (valid: NewAppointmentValues) =>
    create.mutate({
      ...toInput(valid),
      ...(override?.reason.trim() && { clinicalOverrideReason: override.reason }),
    });
  const create = useCreateDeskAppointment({
    onSuccess: () => {
      toast.success(t('newAppointment.created'));
      onDone();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, [
        ...CLIENT_FIELDS,
        ...SLOT_FIELDS,
        ...moreParts.map((_, i) => `moreParts.${i}.serviceId` as const),
      ]);
      if (
        !quick &&
        error instanceof ApiRequestError &&
        Object.keys(error.fields ?? {}).some(isClientField)
      )
        setStep(1);
      // A time taken meanwhile: the free times refresh, and the pick is cleared.
      if (error instanceof ApiRequestError && error.code === 'slot_taken') setValue('time', '');
      if (error instanceof ApiRequestError) {
        const overridable =
          error.code === CLINICAL_BOOKING_CODES.patchTestRequired ||
          error.code === CLINICAL_BOOKING_CODES.patchTestReaction;
        const reasonError = error.fields?.clinicalOverrideReason;
        if (overridable || reasonError)
          setOverride((current) => ({ reason: current?.reason ?? '', error: reasonError }));
      }
      toast.error(t('newAppointment.failed'), {
        description: requestErrorMessage(error),
      });
    },
  });

  /** Edits clear the message of the field they change, and only that one. */
  const changeClient = (next: DeskClientChoice | null) => {
    const unchanged = (key: (typeof CLIENT_FIELDS)[number]) => {
      if (next?.kind !== 'new' || client?.kind !== 'new' || key === 'clientId') return false;
      const field = key.slice('newClient.'.length) as keyof NewClient;
      return next[field] === client[field];
    };
    clearErrors(CLIENT_FIELDS.filter((key) => !unchanged(key)));
    setFound(next?.kind === 'existing' ? next.client : null);
    setValue('clientId', next?.kind === 'existing' ? next.client.id : '');
    setValue(
      'newClient',
      next?.kind === 'new' ? { name: next.name, phone: next.phone, email: next.email } : null,
    );
  };
  const changeSlot = (next: DeskSlot) => {
    for (const field of SLOT_FIELDS) {
      if (next[field] === slot[field]) continue;
      clearErrors(field);
      setValue(field, next[field]);
    }
  };

  const changeParts = (next: DeskVisitPart[]) => {
    clearErrors('moreParts');
    setValue('moreParts', next);
    // The free times change with the visit: a time picked for the old one is picked again.
    if (!quick) setValue('time', '');
  };
  const then = moreParts.every((p) => p.serviceId) ? visitPartsParam(moreParts) : undefined;

  const slotStep = catalogue.isPending ? (
    <div className="flex justify-center py-10">
      <Spinner />
    </div>
  ) : catalogue.isError ? (
    <p className="text-taupe">{t('newAppointment.servicesFailed')}</p>
  ) : (
    <DeskSlotStep
      slot={slot}
      onChange={changeSlot}
      services={catalogue.data.services}
      professionals={catalogue.data.professionals}
      errors={errors}
      lockedProfessional={quick ? slot.professionalId : undefined}
      then={then}
    >
      <DeskVisitParts
        parts={moreParts}
        onChange={changeParts}
        services={catalogue.data.services}
        professionals={catalogue.data.professionals}
        errors={errors}
      />
    </DeskSlotStep>
  );
  const overrideField = override && (
    <PatchTestOverride
      reason={override.reason}
      onChange={(reason) => setOverride({ reason })}
      error={override.error}
    />
  );
  const submitButton = (
    <Button type="submit" disabled={create.isPending} className="sm:min-w-40">
      {create.isPending ? <Spinner /> : <CalendarCheck aria-hidden />} {t('newAppointment.book')}
    </Button>
  );

  if (quick) {
    const professional = catalogue.data?.professionals.find((p) => p.id === slot.professionalId);
    return (
      <form
        noValidate
        aria-label={t('newAppointment.title')}
        onSubmit={handleSubmit(send)}
        className="grid gap-6"
      >
        <p className="flex flex-wrap items-center gap-x-2 rounded-2xl bg-sand/50 px-4 py-3 text-sm text-ink">
          <CalendarCheck aria-hidden className="size-4 text-gold-deep" />
          <span className="font-medium">{professional?.name}</span>
          <span className="first-letter:uppercase">
            {t('newAppointment.at', { date: longDay(slot.date), time: slot.time })}
          </span>
        </p>
        <DeskClientStep choice={client} onChange={changeClient} errors={errors} />
        {slotStep}
        {errors.time && <FieldError id="new-appointment-time-error" message={errors.time} />}
        {overrideField}
        <div className="flex justify-end">{submitButton}</div>
      </form>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('newAppointment.title')}
      onSubmit={
        step === 1
          ? (event) => {
              event.preventDefault();
              void trigger([...CLIENT_FIELDS]).then((ready) => ready && setStep(2));
            }
          : handleSubmit(send)
      }
    >
      <ol
        className="mb-6 flex gap-2 text-xs font-medium tracking-[0.14em] uppercase"
        aria-label={t('newAppointment.steps')}
      >
        {[t('newAppointment.stepClient'), t('newAppointment.stepSlot')].map((label, index) => (
          <li
            key={label}
            aria-current={step === index + 1 ? 'step' : undefined}
            className={
              step === index + 1
                ? 'rounded-full bg-ink px-3 py-1 text-ivory'
                : 'rounded-full bg-sand px-3 py-1 text-taupe'
            }
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <DeskClientStep choice={client} onChange={changeClient} errors={errors} />
      ) : (
        <div className="grid gap-6">
          {slotStep}
          {overrideField}
        </div>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step === 2 ? (
          <Button type="button" variant="outline" onClick={() => setStep(1)}>
            <ArrowLeft aria-hidden /> {t('common.back')}
          </Button>
        ) : (
          <span />
        )}
        {step === 1 ? (
          <Button type="submit" disabled={!client} className="sm:min-w-40">
            {t('common.continue')} <ArrowRight aria-hidden />
          </Button>
        ) : (
          submitButton
        )}
      </div>
    </form>
  );
}
