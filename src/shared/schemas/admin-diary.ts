import { z } from 'zod';
import { TIME_OFF_KINDS, type TimeOffKind } from '../diary';
import { isCalendarDate } from '../salon-dates';
import { paginationQuerySchema } from './admin-pagination';
import type { AdminAppointment } from './booking';

// The back office's diary (issue 16): closures, time off, bank holidays and the team's week.

/** The longest closure or time off one entry may cover, in days. */
export const MAX_RANGE_DAYS = 366;

const dateField = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use datas no formato AAAA-MM-DD.')
    .refine(isCalendarDate, 'Esta data não existe.');

const TIME_MESSAGE = 'Use horas no formato HH:MM, de 15 em 15 minutos (ex.: 09:00, 13:30).';
const timeField = z
  .string({ error: TIME_MESSAGE })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, TIME_MESSAGE);

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

function checkRange(
  value: { startsOn: string; endsOn: string },
  ctx: z.RefinementCtx,
  path = 'endsOn',
) {
  if (!isCalendarDate(value.startsOn) || !isCalendarDate(value.endsOn)) return;
  if (value.endsOn < value.startsOn) {
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: 'A data final deve ser igual ou posterior à data inicial.',
    });
  } else if (daysBetween(value.startsOn, value.endsOn) >= MAX_RANGE_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: `Um período pode ter no máximo ${MAX_RANGE_DAYS} dias.`,
    });
  }
}

/** A salon closure: dates (inclusive) and the reason clients read, in English. */
export const closureInputSchema = z
  .object({
    startsOn: dateField('Informe a data inicial.'),
    endsOn: dateField('Informe a data final.'),
    reason: z
      .string({ error: 'Informe o motivo que as clientes verão (em inglês).' })
      .trim()
      .min(1, 'Informe o motivo que as clientes verão (em inglês).')
      .max(120, 'O motivo pode ter no máximo 120 caracteres.'),
  })
  .superRefine((value, ctx) => checkRange(value, ctx));
export type ClosureInput = z.input<typeof closureInputSchema>;

/**
 * A professional's time off: whole days (`startsOn`–`endsOn`, inclusive) or part of one day
 * (`startsOn`, `startTime`–`endTime`), in salon time.
 */
export const timeOffInputSchema = z
  .object({
    professionalId: z.uuid({ error: 'Escolha o profissional.' }),
    kind: z.enum(TIME_OFF_KINDS, 'Escolha o tipo de ausência.'),
    allDay: z.boolean({ error: 'Escolha dia inteiro ou parte do dia.' }),
    startsOn: dateField('Informe a data.'),
    /** Whole days only; absent is the same day. */
    endsOn: z
      .union([z.literal(''), dateField('Informe a data final.')])
      .optional()
      .transform((value) => value || undefined),
    /** Part of a day only. */
    startTime: z
      .union([z.literal(''), timeField])
      .optional()
      .transform((value) => value || undefined),
    endTime: z
      .union([z.literal(''), timeField])
      .optional()
      .transform((value) => value || undefined),
    note: z
      .string()
      .trim()
      .max(300, 'A observação pode ter no máximo 300 caracteres.')
      .optional()
      .transform((value) => value ?? ''),
  })
  .superRefine((value, ctx) => {
    if (value.allDay) {
      checkRange({ startsOn: value.startsOn, endsOn: value.endsOn ?? value.startsOn }, ctx);
      return;
    }
    if (!value.startTime)
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Informe a hora de início.' });
    if (!value.endTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Informe a hora de fim.' });
    if (value.startTime && value.endTime && value.endTime <= value.startTime)
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'A hora de fim deve ser depois da hora de início.',
      });
  });
export type TimeOffInput = z.input<typeof timeOffInputSchema>;
export type TimeOffValues = z.output<typeof timeOffInputSchema>;

export const DIARY_LIST_WHEN = ['upcoming', 'past'] as const;
export type DiaryListWhen = (typeof DIARY_LIST_WHEN)[number];

/** Upcoming (today on, soonest first) or past (latest first). */
export const diaryListQuerySchema = paginationQuerySchema.extend({
  when: z.enum(DIARY_LIST_WHEN, 'Filtro inválido: use upcoming ou past.').default('upcoming'),
});

export const bankHolidayToggleSchema = z.object({
  open: z.boolean({ error: 'Indique se o salão abre (true) ou fecha (false).' }),
});

export const weekQuerySchema = z.object({
  start: dateField('Informe a semana (start=AAAA-MM-DD).'),
});

/** A live booking (pending or confirmed) inside a new closure or time off: nothing is cancelled. */
export type AffectedAppointment = AdminAppointment;

export interface AdminClosure {
  id: string;
  startsOn: string;
  endsOn: string;
  reason: string;
  /** Live bookings inside it, soonest first. */
  affected: AffectedAppointment[];
}

export interface AdminTimeOff {
  id: string;
  professionalId: string;
  professionalName: string;
  kind: TimeOffKind;
  allDay: boolean;
  /** Salon dates; one date for part of a day. */
  startsOn: string;
  endsOn: string;
  /** Salon times of part of a day; null for whole days. */
  startTime: string | null;
  endTime: string | null;
  startsAt: string;
  endsAt: string;
  note: string;
  affected: AffectedAppointment[];
}

/** A save's answer: the entry and the live bookings it overlaps (left as they are). */
export interface DiarySaved<T> {
  item: T;
  affected: AffectedAppointment[];
}

export interface AdminBankHoliday {
  date: string;
  name: string;
  /** The owner opens on it; closed by default. */
  open: boolean;
}

/** A span of a day on the salon's clock, 'HH:MM' (the end may be '24:00'). */
export interface DaySpan {
  start: string;
  end: string;
}

export interface WeekTimeOff extends DaySpan {
  id: string;
  kind: TimeOffKind;
  allDay: boolean;
  note: string;
}

export interface WeekBooking extends DaySpan {
  id: string;
  serviceName: string;
  clientName: string;
  status: AdminAppointment['status'];
  /** Its place in a visit of two or more services (issue 32): 'Parte 1 de 2'; else null. */
  visit: { part: number; parts: number } | null;
}

export interface AdminDiaryWeek {
  /** Monday and Sunday of the week. */
  start: string;
  end: string;
  days: {
    date: string;
    /** Why the salon is closed that day (a closure or a closed bank holiday); else null. */
    closedReason: string | null;
    /** The bank holiday that day, opened or not. */
    bankHoliday: { name: string; open: boolean } | null;
  }[];
  /** Active professionals, and anyone booked that week, in the salon's order. */
  professionals: {
    id: string;
    name: string;
    isActive: boolean;
    followsOpeningHours: boolean;
    /** The week of their rota this is, when their own pattern repeats every 2 or more weeks. */
    rotaWeek: { week: number; of: number } | null;
    /** One entry per day of `days`, in order. */
    days: {
      date: string;
      working: DaySpan[];
      timeOff: WeekTimeOff[];
      bookings: WeekBooking[];
    }[];
  }[];
}
