import { SALON_TIME_ZONE } from './booking';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SALON_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The back office's date and time, "dd/MM/yyyy HH:mm" on the salon's clock (Europe/London, summer
 * time included), whatever the browser's or server's zone. Empty for a missing or bad date.
 */
export function formatAdminDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}
