import { addDays, format, parseISO } from 'date-fns';
import { LIVE_STATUSES } from '@shared/booking';
import type { CatalogueProfessional, CatalogueService } from '@shared/catalogue-schema';
import { APPOINTMENT_CHANGES, type AppointmentChange } from '@shared/routes';
import type { ClientAppointment } from '@shared/schemas/booking';
import { slugify } from '@shared/slug';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** What the form offers: bookable services, by name (spec §7). Packages are sold in the salon. */
export function bookableServices(services: readonly CatalogueService[]): CatalogueService[] {
  return services.filter((service) => service.bookable).sort(byName);
}

/** Active professionals (the catalogue lists only those), by name. */
export function professionalsByName(
  professionals: readonly CatalogueProfessional[],
): CatalogueProfessional[] {
  return [...professionals].sort(byName);
}

/**
 * Whom the Professional field offers: before a service is chosen, everyone; after, only those who
 * perform it (the catalogue's `professionalIds`), still by name.
 */
export function professionalsFor(
  service: Pick<CatalogueService, 'professionalIds'> | undefined,
  professionals: readonly CatalogueProfessional[],
): readonly CatalogueProfessional[] {
  if (!service) return professionals;
  const performs = new Set(service.professionalIds);
  return professionals.filter((p) => performs.has(p.id));
}

/** The professional a `?professional=` link names: by id, or by name written as a slug or words. */
export function resolveProfessionalParam(
  param: string | null | undefined,
  professionals: readonly CatalogueProfessional[],
): CatalogueProfessional | undefined {
  const value = param?.trim();
  if (!value) return undefined;
  const slug = slugify(value);
  return (
    professionals.find((p) => p.id === value) ??
    professionals.find((p) => slugify(p.name) === slug) ??
    (slug ? professionals.find((p) => slugify(p.name).split('-')[0] === slug) : undefined)
  );
}

/** "25 Dec — Closed for Christmas": a closed day as the booking form names it. */
export const closureLine = ({ date, reason }: { date: string; reason: string }) =>
  `${format(parseISO(date), 'd MMM')} — ${reason}`;

/**
 * The closed days of a month as lines under the calendar, consecutive days with one reason
 * together: "24–27 Dec — Closed for Christmas", "28 Dec — Closed for the bank holiday".
 */
export function closureLines(closed: readonly { date: string; reason: string }[]): string[] {
  const sorted = [...closed].sort((a, b) => a.date.localeCompare(b.date));
  const runs: { first: string; last: string; reason: string }[] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (
      run &&
      run.reason === day.reason &&
      toIsoDate(addDays(parseISO(run.last), 1)) === day.date
    ) {
      run.last = day.date;
    } else {
      runs.push({ first: day.date, last: day.date, reason: day.reason });
    }
  }
  return runs.map(({ first, last, reason }) =>
    first === last
      ? closureLine({ date: first, reason })
      : `${format(parseISO(first), first.slice(0, 7) === last.slice(0, 7) ? 'd' : 'd MMM')}–${format(parseISO(last), 'd MMM')} — ${reason}`,
  );
}

/** A calendar day as the API writes it (YYYY-MM-DD), from the day the visitor clicked. */
export const toIsoDate = (day: Date) => format(day, 'yyyy-MM-dd');

/** The month a calendar page shows, as the API writes it (YYYY-MM). */
export const toMonthKey = (day: Date) => format(day, 'yyyy-MM');

/** A YYYY-MM-DD date as a local calendar day (midnight where the visitor is). */
export const fromIsoDate = (date: string) => parseISO(date);

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A reminder e-mail's link: My Appointments asked to open one appointment's change dialog. */
export interface ChangeLink {
  appointmentId: string;
  change: AppointmentChange;
}

/** `?reschedule=<id>` or `?cancel=<id>`, when the address carries one. */
export function changeLinkOf(params: URLSearchParams): ChangeLink | null {
  for (const change of APPOINTMENT_CHANGES) {
    const appointmentId = params.get(change)?.trim();
    if (appointmentId) return { appointmentId, change };
  }
  return null;
}

/**
 * What the page does with a change link: open the dialog, or say why not — too late by the terms'
 * rule (the page then gives the salon's phone), no longer possible (cancelled, completed, past),
 * or not one of the visitor's appointments.
 */
export function changeLinkOutcome(
  link: ChangeLink,
  appointments: readonly ClientAppointment[],
  now: number,
): 'open' | 'too_late' | 'not_allowed' | 'not_found' {
  const appointment = appointments.find((a) => a.id === link.appointmentId);
  if (!appointment) return 'not_found';
  if (link.change === 'cancel' ? appointment.cancellable : appointment.reschedulable) return 'open';
  const live = (LIVE_STATUSES as readonly string[]).includes(appointment.status);
  return live && Date.parse(appointment.startsAt) > now ? 'too_late' : 'not_allowed';
}
