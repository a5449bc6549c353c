import type { FieldErrors } from 'react-hook-form';
import { type Rota, rotaWeekOn } from '@shared/rota';
import { isCalendarDate, mondayOf } from '@shared/salon-dates';
import type {
  AdminProfessional,
  AdminProfessionalScheduleInput,
} from '@shared/schemas/admin-catalogue';

// The schedule form's values are the request (the shared schema validates both); what it adds is
// the week it shows, and what happens to the weeks a shorter rota leaves out.

export type ScheduleValues = AdminProfessionalScheduleInput;

type FormInterval = ScheduleValues['intervals'][number];

/** The professional's week as the form starts it; a new rota's week 1 is the current week. */
export function scheduleDefaults(professional: AdminProfessional, today: string): ScheduleValues {
  return {
    followsOpeningHours: professional.followsOpeningHours,
    rotaWeeks: professional.rotaWeeks,
    rotaStartsOn: professional.rotaStartsOn ?? mondayOf(today),
    intervals: professional.intervals,
  };
}

/** The rota the form describes, when its start is a date yet (mid-typing it may not be). */
export const rotaOf = (values: Pick<ScheduleValues, 'rotaWeeks' | 'rotaStartsOn'>): Rota => ({
  weeks: values.rotaWeeks ?? 1,
  startsOn: values.rotaStartsOn && isCalendarDate(values.rotaStartsOn) ? values.rotaStartsOn : null,
});

/** The week `today` falls in, to say which tab is this week; null for a one-week rota. */
export function currentRotaWeek(
  values: Pick<ScheduleValues, 'rotaWeeks' | 'rotaStartsOn'>,
  today: string,
): number | null {
  const rota = rotaOf(values);
  return rota.weeks > 1 && rota.startsOn ? rotaWeekOn(today, rota) : null;
}

/** Indexes of the intervals a rota of `weeks` weeks no longer has. */
export const intervalsBeyond = (intervals: readonly FormInterval[], weeks: number) =>
  intervals.flatMap((interval, index) => ((interval.week ?? 1) > weeks ? [index] : []));

/** Every field the server may name, for its refusals to land beside them. */
export const scheduleFieldPaths = (intervals: readonly unknown[]) =>
  [
    'rotaWeeks',
    'rotaStartsOn',
    ...intervals.flatMap((_, index) => [
      `intervals.${index}.start` as const,
      `intervals.${index}.end` as const,
      `intervals.${index}.week` as const,
    ]),
  ] as const;

/**
 * The week of the first interval with a message, so the form can show that week's tab: from the
 * form's own errors, or from a refusal's field names (`intervals.3.end`).
 */
export function weekWithError(
  errors: FieldErrors<ScheduleValues> | Record<string, string> | undefined,
  intervals: readonly FormInterval[],
): number | null {
  if (!errors) return null;
  const index = intervals.findIndex((_, i) =>
    'intervals' in errors && typeof errors.intervals === 'object'
      ? !!(errors as FieldErrors<ScheduleValues>).intervals?.[i]
      : Object.keys(errors).some((key) => key.startsWith(`intervals.${i}.`)),
  );
  return index === -1 ? null : (intervals[index]!.week ?? 1);
}
