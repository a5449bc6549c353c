import { z } from 'zod';
import type { AppointmentStatus } from '../booking';
import type { PaymentMethod } from '../till';
import { addDays, addYears, type CalendarDate, isCalendarDate } from '../salon-dates';

/** The periods the Insights tab offers; 'custom' takes `from` and `to` (salon dates, inclusive). */
export const INSIGHTS_PERIODS = [
  'this_week',
  'this_month',
  'last_month',
  'this_year',
  'custom',
] as const;
export type InsightsPeriodKind = (typeof INSIGHTS_PERIODS)[number];

/** The longest custom period: two years, to the day before the second anniversary of `from`. */
export const MAX_CUSTOM_YEARS = 2;

export const insightsMessages = {
  period: 'Período inválido: use this_week, this_month, last_month, this_year ou custom.',
  datesRequired: 'Escolha a data de início e a data de fim do período.',
  badDate: 'Data inválida: use o formato AAAA-MM-DD com uma data que exista.',
  order: 'A data de início deve ser anterior ou igual à data de fim.',
  tooLong: `O período pode ter no máximo ${MAX_CUSTOM_YEARS} anos.`,
  figure: 'Figura desconhecida.',
} as const;

const calendarDate = z
  .string(insightsMessages.badDate)
  .refine(isCalendarDate, insightsMessages.badDate);

/** The last date a custom period starting on `from` may end on. */
export const lastCustomDate = (from: CalendarDate): CalendarDate =>
  addDays(addYears(from, MAX_CUSTOM_YEARS), -1);

export const insightsQuerySchema = z
  .object({
    period: z.enum(INSIGHTS_PERIODS, insightsMessages.period).default('this_month'),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from || !query.to) {
      ctx.addIssue({
        code: 'custom',
        message: insightsMessages.datesRequired,
        path: [query.from ? 'to' : 'from'],
      });
      return;
    }
    // A malformed date has its own message already; comparing it would mean nothing.
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', message: insightsMessages.order, path: ['to'] });
    else if (query.to > lastCustomDate(query.from))
      ctx.addIssue({ code: 'custom', message: insightsMessages.tooLong, path: ['to'] });
  });
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

/** Each figure of the tab, as its CSV export names it. */
export const INSIGHT_FIGURES = [
  'receita',
  'pagamentos',
  'estados',
  'taxas',
  'profissionais',
  'servicos',
  'ocupacao',
  'clientes',
  'cursos',
  'newsletter',
] as const;
export type InsightFigure = (typeof INSIGHT_FIGURES)[number];

export const insightsExportQuerySchema = insightsQuerySchema.and(
  z.object({ figure: z.enum(INSIGHT_FIGURES, insightsMessages.figure) }),
);

/** How the period is cut on the charts' time axis: by salon day, ISO week (Monday) or month. */
export type BucketSize = 'day' | 'week' | 'month';

export interface InsightsPeriod {
  kind: InsightsPeriodKind;
  from: CalendarDate;
  to: CalendarDate;
  bucket: BucketSize;
  /** The first salon date of each bucket, in order (a week or month may start before `from`). */
  buckets: CalendarDate[];
}

/**
 * Revenue is the till's takings (issue 34): service, product and tip lines of paid sales on their
 * salon day, refunds subtracted on the day the money went back; plus deposits kept on bookings
 * that were never checked out, and course sales.
 */
export interface RevenuePoint {
  bucket: CalendarDate;
  servicesPence: number;
  productsPence: number;
  tipsPence: number;
  /** Refunded in the bucket (positive: subtract it). */
  refundsPence: number;
  depositsPence: number;
  coursesPence: number;
}

/** A bucket's revenue: the takings less refunds, the deposits kept and the courses. */
export const revenueOf = (p: Omit<RevenuePoint, 'bucket'>) =>
  p.servicesPence +
  p.productsPence +
  p.tipsPence -
  p.refundsPence +
  p.depositsPence +
  p.coursesPence;

export interface ProfessionalFigures {
  id: string;
  name: string;
  /** Appointments in the period that were not cancelled. */
  bookings: number;
  /** Services and products they sold at the till, less refunds, and the deposits kept on their bookings. */
  revenuePence: number;
  /** Tips given to them, less refunded tips: apart from revenue. */
  tipsPence: number;
  /** Minutes of the not-cancelled appointments (service time, buffer not included). */
  bookedMinutes: number;
  /** Minutes the diary has them working: pattern or opening hours, less closures and time off. */
  workingMinutes: number;
  /** bookedMinutes / workingMinutes, or null when they had no working time. */
  utilisation: number | null;
}

export interface ServiceFigures {
  id: string;
  name: string;
  bookings: number;
  revenuePence: number;
}

export interface InsightsReport {
  period: InsightsPeriod;
  revenue: {
    totalPence: number;
    /** Services + products + tips − refunds: what the till took. */
    takingsPence: number;
    servicesPence: number;
    productsPence: number;
    tipsPence: number;
    refundsPence: number;
    depositsPence: number;
    coursesPence: number;
    series: RevenuePoint[];
    /** The takings per way of paying, refunds subtracted from the method they went back to. */
    byMethod: Record<PaymentMethod, number>;
  };
  statuses: { status: AppointmentStatus; count: number }[];
  rates: {
    appointments: number;
    cancelled: number;
    noShows: number;
    /** Shares of all the period's appointments, 0–1; null when there were none. */
    cancellationRate: number | null;
    noShowRate: number | null;
  };
  professionals: ProfessionalFigures[];
  services: ServiceFigures[];
  clients: {
    new: number;
    returning: number;
    series: { bucket: CalendarDate; new: number; returning: number }[];
  };
  courses: {
    sales: number;
    revenuePence: number;
    series: { bucket: CalendarDate; sales: number; revenuePence: number }[];
  };
  newsletter: {
    confirmed: number;
    unsubscribed: number;
    /** Confirmed and still subscribed at the end of the period. */
    subscribersAtEnd: number;
    series: { bucket: CalendarDate; confirmed: number; unsubscribed: number }[];
  };
}
