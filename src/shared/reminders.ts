import { salonTime } from './salon-dates';
import type { ReminderSettings } from './schemas/settings';

/** One reminder of an appointment: which (1st or 2nd) and how long before the start it goes. */
export interface ReminderLead {
  ordinal: 1 | 2;
  hours: number;
}

/** The reminders the owner set in Settings, first then second. */
export function reminderLeads(settings: ReminderSettings): ReminderLead[] {
  return [
    { ordinal: 1, hours: settings.firstHours },
    ...(settings.secondHours === null
      ? []
      : [{ ordinal: 2 as const, hours: settings.secondHours }]),
  ];
}

/** SMS go out only in the salon's daytime: from 08:00 until 21:00, UK time. */
export const SMS_HOURS = { from: '08:00', until: '21:00' } as const;

/** Whether an SMS may be sent at this instant (salon time, summer time included). */
export function isSmsDaytime(instant: Date): boolean {
  const time = salonTime(instant);
  return time >= SMS_HOURS.from && time < SMS_HOURS.until;
}
