import { SALON_TIME_ZONE, type AppointmentStatus } from '@shared/booking';

/** What the back office calls each move (spec §4); the target status is the key. */
export const ACTION_LABELS: Partial<Record<AppointmentStatus, string>> = {
  confirmed: 'Confirmar',
  completed: 'Concluir',
  cancelled: 'Cancelar',
};

/** A salon date (YYYY-MM-DD) as the spec's admin writes it: dd/MM/yyyy. */
export function formatDateBr(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

const longDateBr = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "sexta-feira, 27 de novembro de 2026" */
export const formatLongDateBr = (date: string) => longDateBr.format(utcDay(date));

const dateTimeBr = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SALON_TIME_ZONE,
});

/** An instant in the salon's clock: "27/11/2026, 14:05" (pt-BR). */
export const formatDateTimeBr = (iso: string) => dateTimeBr.format(new Date(iso));

const salonDay = new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE });

/** The salon's today (YYYY-MM-DD), whatever the administrator's own time zone. */
export const salonToday = () => salonDay.format(new Date());

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export function shiftDate(date: string, days: number): string {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The time a service ends, from its start (HH:mm) and duration. */
export function endTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
