import { startOfMonth } from 'date-fns';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@client/lib/toast';
import { bookingMessages, resolveServiceParam } from '@shared/booking';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import { salonToday } from '@shared/salon-dates';
import type { BookingInput, bookingInputSchema } from '@shared/schemas/booking';
import { useAvailability } from '../api/availability-query';
import { useAvailableDays } from '../api/available-days-query';
import {
  fromIsoDate,
  professionalsFor,
  resolveProfessionalParam,
  toMonthKey,
} from '../booking-view';

export const EMPTY_BOOKING: BookingInput = {
  serviceId: '',
  professionalId: '',
  date: '',
  time: '',
  notes: '',
};
const NO_CLOSURES: readonly { date: string; reason: string }[] = [];

type BookingFormApi = UseFormReturn<BookingInput, unknown, z.output<typeof bookingInputSchema>>;
export type Preselection = ReturnType<typeof preselect>;

/**
 * What the page's `?service=` and `?professional=` choose. A value that matches nothing is
 * ignored; a professional who does not perform the service is left out, and the form says so.
 */
export function preselect(
  serviceParam: string | null,
  professionalParam: string | null,
  services: CatalogueService[],
  professionals: CatalogueProfessional[],
) {
  const service = resolveServiceParam(serviceParam, services);
  const person = resolveProfessionalParam(professionalParam, professionals);
  const performs = Boolean(person && (!service || service.professionalIds.includes(person.id)));
  return {
    values: {
      ...EMPTY_BOOKING,
      serviceId: service?.id ?? '',
      professionalId: performs ? person!.id : '',
    },
    serviceName: service?.name ?? null,
    professionalNote: person && service && !performs ? notPerformedNote(person, service) : null,
  };
}

/** Said when a chosen professional does not perform the service chosen after them. */
const notPerformedNote = (professional: CatalogueProfessional, service: CatalogueService) =>
  `${professional.name} doesn't offer ${service.name}, so we've set No preference.`;

/**
 * The booking form's choices and what they offer: the service, the professionals who perform it,
 * the month's free days (closures saying why) and the day's free times. The form's values follow
 * what is on offer — a day or time that stopped being free is dropped, a date of birth another
 * service does not need is cleared — so the form never sends a choice the screen no longer shows.
 */
export function useBookingChoices(
  { control, setValue, clearErrors }: BookingFormApi,
  {
    services,
    professionals,
    preselection,
    savedDateOfBirth,
  }: {
    services: CatalogueService[];
    professionals: CatalogueProfessional[];
    preselection: Preselection;
    savedDateOfBirth: string | null;
  },
) {
  const watched = useWatch({ control, name: ['serviceId', 'professionalId', 'date', 'time'] });
  const [serviceId, professionalId, date, time] = watched.map((value) => value ?? '') as [
    string,
    string,
    string,
    string,
  ];
  const [month, setMonth] = useState(() => startOfMonth(fromIsoDate(salonToday())));
  const service = services.find((s) => s.id === serviceId);
  const offered = professionalsFor(service, professionals);
  // Why a chosen professional was let go (they do not perform the service chosen since).
  const [professionalNote, setProfessionalNote] = useState(preselection.professionalNote);
  const needsDateOfBirth = Boolean(service?.adultsOnly) && !savedDateOfBirth;

  const toldPreselection = useRef(false);
  useEffect(() => {
    if (toldPreselection.current || !preselection.serviceName) return;
    toldPreselection.current = true;
    toast.success(bookingMessages.preselected, { description: preselection.serviceName });
  }, [preselection]);

  // Only an 18+ treatment asks for the date of birth: another one neither sends nor checks it.
  useEffect(() => {
    if (needsDateOfBirth) return;
    setValue('dateOfBirth', undefined);
    clearErrors('dateOfBirth');
  }, [needsDateOfBirth, setValue, clearErrors]);

  const chooseService = (nextId: string) => {
    setValue('time', '');
    clearErrors(['serviceId', 'dateOfBirth']);
    const next = services.find((s) => s.id === nextId);
    const chosen = professionals.find((p) => p.id === professionalId);
    if (next && chosen && !next.professionalIds.includes(chosen.id)) {
      setValue('professionalId', '');
      setProfessionalNote(notPerformedNote(chosen, next));
    } else {
      setProfessionalNote(null);
    }
  };

  const days = useAvailableDays(
    { serviceId, professionalId, month: toMonthKey(month) },
    Boolean(serviceId),
  );
  const availableDays = useMemo(
    () => (days.data ? new Set(days.data.days) : undefined),
    [days.data],
  );
  const closed = days.data?.closed ?? NO_CLOSURES;
  const times = useAvailability({ serviceId, professionalId, date }, Boolean(serviceId && date));
  const freeTimes = times.data?.times;
  // A chosen day the salon has closed since stays chosen, so the form can say why it has no times.
  const closure =
    closed.find((day) => day.date === date) ??
    (date && times.data?.closedReason ? { date, reason: times.data.closedReason } : undefined);
  const closedDay = Boolean(closure);

  // A day or time that stopped being free (another booking, another service) is dropped.
  useEffect(() => {
    if (
      date &&
      days.data &&
      date.startsWith(days.data.month) &&
      !availableDays?.has(date) &&
      !closedDay
    ) {
      setValue('date', '');
      setValue('time', '');
    }
  }, [date, days.data, availableDays, closedDay, setValue]);
  useEffect(() => {
    if (time && freeTimes && !freeTimes.includes(time)) setValue('time', '');
  }, [time, freeTimes, setValue]);

  return {
    serviceId,
    date,
    service,
    offered,
    needsDateOfBirth,
    month,
    setMonth,
    days,
    availableDays,
    closed,
    times,
    freeTimes,
    closure,
    professionalNote,
    setProfessionalNote,
    chooseService,
  };
}
