import type { Path, UseFormReturn } from 'react-hook-form';
import {
  onlineBookingSettingsSchema,
  reminderSettingsSchema,
  type SalonSettings,
  salonSettingsSchema,
  vatNumberField,
} from '@shared/schemas/settings';

// The form always holds the reminders and the online booking choices (the server fills a stored
// document's defaults), so its values and the schema's output are the same type.
export const settingsFormSchema = salonSettingsSchema.extend({
  reminders: reminderSettingsSchema,
  onlineBooking: onlineBookingSettingsSchema,
  vatNumber: vatNumberField,
});

/** What every section of the settings form is given: the form and the prefix of its ids. */
export type SettingsFieldsProps = { idPrefix: string; form: UseFormReturn<SalonSettings> };

/** A field's element id: the form's prefix and the field's path, dots made dashes. */
export const settingsFieldId = (idPrefix: string, name: Path<SalonSettings>) =>
  `${idPrefix}-${name.replace(/\./g, '-')}`;

/** Every field the server may name in its answer, for the values being saved. */
export function settingsFieldPaths(values: SalonSettings): Path<SalonSettings>[] {
  const paths: string[] = [
    'name',
    'email',
    'address.street',
    'address.locality',
    'address.city',
    'address.postcode',
    'whatsapp.main',
    'whatsapp.quotes',
    'phones',
    'social',
    'openingHours',
    'reminders.firstHours',
    'reminders.secondHours',
    'onlineBooking.startTimes',
    'onlineBooking.intervalMinutes',
    'onlineBooking.autoConfirm',
    'vatNumber',
  ];
  values.phones.forEach((_, i) =>
    paths.push(`phones.${i}.label`, `phones.${i}.display`, `phones.${i}.tel`),
  );
  values.social.forEach((_, i) => paths.push(`social.${i}.name`, `social.${i}.url`));
  values.openingHours.forEach((_, i) =>
    paths.push(`openingHours.${i}.opens`, `openingHours.${i}.closes`),
  );
  return paths as Path<SalonSettings>[];
}
