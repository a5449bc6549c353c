import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDay, isCalendarDate } from '@shared/salon-dates';
import type { AdminAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { fieldControlClass, FormField, TextField } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { bookingCatalogueQuery } from '../api/booking-catalogue-query';
import { useMoveAppointment } from './api/move-api';
import { deskTimesQuery } from '../desk/api/desk-booking-api';

export const MOVED_TOAST = 'Agendamento remarcado';
const TRY_AGAIN = 'Tente novamente em instantes.';

/** The toast of a refused move, with the server's reason. */
export const moveRefused = (error: Error) =>
  toast.error('Não foi possível remarcar', {
    description: requestErrorMessage(error, TRY_AGAIN),
    duration: 10_000,
  });

/**
 * 'Remarcar' in the detail overlay: a date, the service's professionals (or the client's choice as
 * it stands) and the desk's free times for them, the appointment's own time counting as free.
 * The keyboard's way to move an appointment (the day view also takes a drag).
 */
export function MoveAppointmentForm({
  appointment,
  onMoved,
  onCancel,
}: {
  appointment: AdminAppointment;
  onMoved: (appointment: AdminAppointment) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [date, setDate] = useState(appointment.date);
  const [professionalId, setProfessionalId] = useState('');
  const [time, setTime] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const catalogue = useQuery(bookingCatalogueQuery);
  const service = catalogue.data?.services.find((s) => s.id === appointment.serviceId);
  const team = (catalogue.data?.professionals ?? []).filter((p) =>
    service?.professionalIds.includes(p.id),
  );
  // Unchanged, a chosen professional stays; 'Sem preferência' stays open to anyone.
  const asked =
    professionalId || (appointment.professionalName ? appointment.assignedProfessionalId : '');
  const validDate = isCalendarDate(date);
  const times = useQuery({
    ...deskTimesQuery(appointment.serviceId, asked, date, appointment.id),
    enabled: validDate,
  });
  const isCurrent = (slot: string) =>
    date === appointment.date &&
    slot === appointment.time &&
    (!professionalId || professionalId === appointment.assignedProfessionalId);
  const move = useMoveAppointment({
    onSuccess: (moved) => {
      toast.success(MOVED_TOAST, {
        description: `${formatDay(moved.date, 'date')} às ${moved.time} · ${moved.assignedProfessionalName}`,
      });
      onMoved(moved);
    },
    onError: (error) => {
      setRefusal(requestErrorMessage(error, TRY_AGAIN));
      setTime('');
      moveRefused(error);
    },
  });

  let timesNote: string | null = null;
  if (!validDate) timesNote = 'Escolha uma data.';
  else if (times.isPending) timesNote = 'Carregando horários livres…';
  else if (times.isError) timesNote = 'Não foi possível carregar os horários.';
  else if (times.data.closedReason) timesNote = `Salão fechado: ${times.data.closedReason}.`;
  else if (times.data.times.length === 0) timesNote = 'Nenhum horário livre nesse dia.';

  return (
    <form
      aria-label="Remarcar agendamento"
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!time) return setRefusal('Escolha um horário.');
        setRefusal(null);
        move.mutate({ id: appointment.id, date, time, professionalId: professionalId || null });
      }}
    >
      <TextField
        id={`${id}-date`}
        label="Nova data"
        type="date"
        required
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setTime('');
        }}
      />
      <FormField id={`${id}-professional`} label="Profissional">
        <select
          id={`${id}-professional`}
          className={fieldControlClass}
          value={professionalId}
          onChange={(event) => {
            setProfessionalId(event.target.value);
            setTime('');
          }}
        >
          <option value="">
            {appointment.professionalName
              ? `Manter ${appointment.assignedProfessionalName}`
              : 'Sem preferência (quem estiver livre)'}
          </option>
          {team.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-medium text-ink">Horário livre</legend>
        {timesNote ? (
          <p role="status" className="flex items-center gap-2 text-sm text-taupe">
            {validDate && times.isPending && <Spinner className="size-4" />}
            {timesNote}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {times.data?.times.map((slot) => {
              const current = isCurrent(slot);
              return (
                <label
                  key={slot}
                  className={cn(
                    'relative flex h-10 min-w-[4.5rem] cursor-pointer items-center justify-center rounded-full border border-ink/15 px-3 text-sm tabular-nums transition-colors hover:border-ink has-checked:border-ink has-checked:bg-ink has-checked:text-ivory has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-deep',
                    current && 'cursor-not-allowed border-dashed text-taupe hover:border-ink/15',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-time`}
                    value={slot}
                    className="sr-only"
                    checked={time === slot}
                    disabled={current}
                    onChange={() => setTime(slot)}
                  />
                  {slot}
                  {current && <span className="sr-only"> (horário atual)</span>}
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      {refusal && <FormAlert className="sm:col-span-2">{refusal}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onCancel}
          disabled={move.isPending}
        >
          Voltar
        </Button>
        <Button type="submit" size="sm" disabled={move.isPending}>
          {move.isPending ? <Spinner /> : <CalendarClock aria-hidden />}
          Confirmar remarcação
        </Button>
      </div>
    </form>
  );
}
