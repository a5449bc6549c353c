import { zodResolver } from '@hookform/resolvers/zod';
import { inStaffLanguage } from '@client/i18n/staff-resolver';
import { useBackOfficeLocale } from '@client/i18n/back-office-i18n';
import { DoorOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type WalkInInput, walkInInputSchema } from '@shared/schemas/desk-booking';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { FormField, fieldA11y } from '@client/components/ui/form-field';
import { EmailField, NameField, OptionalPhoneField } from '@client/components/ui/person-fields';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { setServerFieldErrors } from '@client/lib/form-errors';
import { toast } from '@client/lib/toast';
import { useBookingCatalogue } from '../api/booking-catalogue-query';
import { professionalsFor } from '../booking-view';
import { SelectControl } from '../components/select-control';
import { useBookWalkIn } from './api/desk-booking-api';
import { ServiceCombobox } from './service-combobox';

const EMPTY: WalkInInput = {
  client: { name: '', phone: '', email: '' },
  serviceId: '',
  professionalId: '',
};
const FIELDS = [
  'client.name',
  'client.phone',
  'client.email',
  'serviceId',
  'professionalId',
] as const;

/** 'Walk-in': someone at the desk now, booked at the next free time today with only a name. */
export function WalkInButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)}>
        <DoorOpen aria-hidden /> {t('walkIn.title')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        formKey="walk-in"
        title={t('walkIn.title')}
        description={t('walkIn.lead')}
        className="sm:max-w-xl"
      >
        {(close) => <WalkInForm onDone={close} />}
      </FormDialog>
    </>
  );
}

function WalkInForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const catalogue = useBookingCatalogue();
  const { t } = useTranslation();
  const { locale } = useBackOfficeLocale();
  const { register, control, handleSubmit, setError, formState } = useForm<WalkInInput>({
    resolver: inStaffLanguage(zodResolver(walkInInputSchema), locale),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const book = useBookWalkIn({
    onSuccess: (appointment) => {
      toast.success(t('walkIn.booked'), {
        description: `${appointment.time} · ${appointment.assignedProfessionalName} · ${appointment.serviceName}`,
      });
      onDone();
    },
    onError: (error) => {
      setServerFieldErrors(error, setError, FIELDS);
      toast.error(t('walkIn.failed'), {
        description: requestErrorMessage(error),
      });
    },
  });
  const services = catalogue.data?.services ?? [];
  const serviceId = useWatch({ control, name: 'serviceId' });
  const service = services.find((s) => s.id === serviceId);
  const offered = professionalsFor(service, catalogue.data?.professionals ?? []);

  return (
    <form
      noValidate
      aria-label={t('walkIn.title')}
      className="grid gap-5"
      onSubmit={handleSubmit((input) => book.mutate(input))}
    >
      <NameField
        id={`${id}-name`}
        label={t('walkIn.name')}
        required
        {...register('client.name')}
        error={errors.client?.name?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionalPhoneField
          id={`${id}-phone`}
          label={t('walkIn.phone')}
          optionalLabel={t('walkIn.optional')}
          {...register('client.phone')}
          error={errors.client?.phone?.message}
        />
        <EmailField
          id={`${id}-email`}
          label={t('walkIn.email')}
          optional
          optionalLabel={t('walkIn.optional')}
          {...register('client.email')}
          error={errors.client?.email?.message}
        />
      </div>
      <FormField
        id={`${id}-service`}
        label={t('walkIn.service')}
        required
        error={errors.serviceId?.message}
      >
        {catalogue.isPending ? (
          <Spinner />
        ) : (
          <Controller
            control={control}
            name="serviceId"
            render={({ field }) => (
              <ServiceCombobox
                id={`${id}-service`}
                services={services}
                value={field.value}
                onChange={field.onChange}
                describedBy={
                  fieldA11y(`${id}-service`, errors.serviceId?.message)['aria-describedby']
                }
                invalid={Boolean(errors.serviceId)}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-professional`}
        label={t('common.professional')}
        error={errors.professionalId?.message}
      >
        <SelectControl id={`${id}-professional`} {...register('professionalId')}>
          <option value="">{t('walkIn.firstFree')}</option>
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectControl>
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={book.isPending} className="sm:min-w-44">
          {book.isPending ? <Spinner /> : <DoorOpen aria-hidden />} {t('walkIn.bookNow')}
        </Button>
      </div>
    </form>
  );
}
