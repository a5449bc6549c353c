import { ArrowLeft, ArrowRight, CalendarCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import type { DeskBookingInput } from '@shared/schemas/desk-booking';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { useBookingCatalogue } from '../api/booking-catalogue-query';
import { useCreateDeskAppointment } from './api/desk-booking-api';
import { type DeskClientChoice, DeskClientStep } from './desk-client-step';
import { type DeskSlot, DeskSlotStep, EMPTY_SLOT } from './desk-slot-step';

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
  return (
    <>
      <Button size={size} className={className} onClick={() => setOpen(true)}>
        <Plus aria-hidden /> Novo agendamento
      </Button>
      <NewAppointmentDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Books on a client's behalf, in two steps: the client, then the service and a free time. */
export function NewAppointmentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      formKey="new-appointment"
      title="Novo agendamento"
      description="Para um cliente da busca ou um novo cliente; já fica confirmado."
      className="sm:max-w-2xl"
    >
      {(close) => <NewAppointmentForm onDone={close} />}
    </FormDialog>
  );
}

function toInput(client: DeskClientChoice, slot: DeskSlot): DeskBookingInput {
  const who =
    client.kind === 'existing'
      ? { clientId: client.client.id }
      : { newClient: { name: client.name, phone: client.phone, email: client.email } };
  return {
    ...who,
    serviceId: slot.serviceId,
    professionalId: slot.professionalId || null,
    date: slot.date,
    time: slot.time,
    staffNote: slot.staffNote,
    ...(slot.dateOfBirth ? { dateOfBirth: slot.dateOfBirth } : {}),
  };
}

function NewAppointmentForm({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [client, setClient] = useState<DeskClientChoice | null>(null);
  const [slot, setSlot] = useState<DeskSlot>(EMPTY_SLOT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const catalogue = useBookingCatalogue();
  const create = useCreateDeskAppointment({
    onSuccess: () => {
      toast.success('Agendamento criado');
      onDone();
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? (error.fields ?? {}) : {};
      setErrors(fields);
      if (Object.keys(fields).some(isClientField)) setStep(1);
      // A time taken meanwhile: the free times refresh, and the pick is cleared.
      if (error instanceof ApiRequestError && error.code === 'slot_taken')
        setSlot((s) => ({ ...s, time: '' }));
      toast.error('Não foi possível criar o agendamento', {
        description: requestErrorMessage(error),
      });
    },
  });
  const clientReady =
    client?.kind === 'existing' ||
    (client?.kind === 'new' && client.name.trim() !== '' && client.phone.trim() !== '');

  /** Edits clear the message of the field they change, and only that one. */
  const changeClient = (next: DeskClientChoice | null) => {
    const unchanged = (key: string) => {
      if (!isClientField(key)) return true;
      if (next?.kind !== 'new' || client?.kind !== 'new' || key === 'clientId') return false;
      const field = key.slice('newClient.'.length) as 'name' | 'phone' | 'email';
      return next[field] === client[field];
    };
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => unchanged(key))));
    setClient(next);
  };
  const changeSlot = (next: DeskSlot) => {
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(
          ([key]) => !(key in next) || next[key as keyof DeskSlot] === slot[key as keyof DeskSlot],
        ),
      ),
    );
    setSlot(next);
  };

  return (
    <form
      noValidate
      aria-label="Novo agendamento"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 1) {
          if (clientReady) setStep(2);
          else if (client?.kind === 'new')
            setErrors({
              ...(client.name.trim() ? {} : { 'newClient.name': 'Informe o nome do cliente.' }),
              ...(client.phone.trim()
                ? {}
                : { 'newClient.phone': 'Informe o telefone do cliente.' }),
            });
          return;
        }
        if (client) create.mutate(toInput(client, slot));
      }}
    >
      <ol
        className="mb-6 flex gap-2 text-xs font-medium tracking-[0.14em] uppercase"
        aria-label="Etapas"
      >
        {(['Cliente', 'Serviço e horário'] as const).map((label, index) => (
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
      ) : catalogue.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : catalogue.isError ? (
        <p className="text-taupe">Não foi possível carregar os serviços.</p>
      ) : (
        <DeskSlotStep
          slot={slot}
          onChange={changeSlot}
          services={catalogue.data.services}
          professionals={catalogue.data.professionals}
          errors={errors}
        />
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step === 2 ? (
          <Button type="button" variant="outline" onClick={() => setStep(1)}>
            <ArrowLeft aria-hidden /> Voltar
          </Button>
        ) : (
          <span />
        )}
        {step === 1 ? (
          <Button type="submit" disabled={!client} className="sm:min-w-40">
            Continuar <ArrowRight aria-hidden />
          </Button>
        ) : (
          <Button type="submit" disabled={create.isPending} className="sm:min-w-40">
            {create.isPending ? <Spinner /> : <CalendarCheck aria-hidden />} Agendar
          </Button>
        )}
      </div>
    </form>
  );
}
