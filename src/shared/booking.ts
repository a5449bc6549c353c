import type { ServiceCategory } from './catalogue';
import { mainPhone } from './salon-facts';
import type { SalonSettings } from './schemas/settings';

/**
 * Appointment statuses (spec §4, plus 'no_show' for a confirmed client who did not come, issue 17);
 * 'pending' is the only one a client creates.
 */
export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Pending and confirmed appointments hold their time; the others free it. */
export const LIVE_STATUSES = ['pending', 'confirmed'] as const satisfies AppointmentStatus[];

export const STATUS_DISPLAY: Record<
  AppointmentStatus,
  { label: string; adminLabel: string; tone: 'yellow' | 'green' | 'blue' | 'red' | 'violet' }
> = {
  pending: { label: 'Pending', adminLabel: 'Pendente', tone: 'yellow' },
  confirmed: { label: 'Confirmed', adminLabel: 'Confirmado', tone: 'green' },
  completed: { label: 'Completed', adminLabel: 'Concluído', tone: 'blue' },
  cancelled: { label: 'Cancelled', adminLabel: 'Cancelado', tone: 'red' },
  no_show: { label: 'No-show', adminLabel: 'Não compareceu', tone: 'violet' },
};

/** The status a display falls back to for a value it does not know (spec: yellow for unknown). */
export function statusDisplay(status: string) {
  return STATUS_DISPLAY[status as AppointmentStatus] ?? STATUS_DISPLAY.pending;
}

/**
 * What an administrator may do from each status (spec §4); the server refuses anything else.
 * 'no_show' also needs the appointment's start to have passed (NO_SHOW_AFTER_START).
 */
export const ADMIN_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no_show'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** Statuses whose time may still be moved (by staff, or by the client up to 12 hours before). */
export const MOVABLE_STATUSES = LIVE_STATUSES;

/** What the back office calls each move (spec §4); the target status is the key. */
export const ACTION_LABELS: Partial<Record<AppointmentStatus, string>> = {
  confirmed: 'Confirmar',
  completed: 'Concluir',
  cancelled: 'Cancelar',
  no_show: 'Não compareceu',
};

/** Start times the salon offers (spec §9): none from 12:00 to 13:30. */
export const TIME_SLOTS = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
  '18:30',
  '19:00',
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** A slot must start at least this long after the booking is made. */
export const MIN_NOTICE_MINUTES = 120;
/** How far ahead the calendar opens. */
export const BOOKING_HORIZON_DAYS = 90;
/** The terms' rule: online cancellation up to 24 hours before the start. */
export const CANCELLATION_NOTICE_HOURS = 24;
/** The terms' rule: a client reschedules online up to 12 hours before the start. */
export const RESCHEDULE_NOTICE_HOURS = 12;

/**
 * Whether `hours` or more separate now from `startsAt` (the terms say "or more": exactly on the
 * limit still counts as notice given).
 */
export function noticeGiven(startsAt: Date, now: Date, hours: number): boolean {
  return startsAt.getTime() - now.getTime() >= hours * 3_600_000;
}

/**
 * How long before its start a client may move an appointment online: 12 hours, or 24 when its
 * deposit is paid, so that a move can never carry a kept deposit out of the cancellation notice
 * (decision 032).
 */
export const rescheduleNoticeHours = (depositPaid: boolean) =>
  depositPaid ? CANCELLATION_NOTICE_HOURS : RESCHEDULE_NOTICE_HOURS;

/** The spec's `?service=` mapping (§9): a slug names a category whose first service is chosen. */
export const CATEGORY_BY_SLUG: Record<string, ServiceCategory> = Object.fromEntries(
  (
    [
      [
        'estetica',
        [
          'estetica-facial',
          'limpeza-pele',
          'peeling-quimico',
          'microagulhamento',
          'hidratacao-facial',
          'anti-idade',
          'radiofrequencia',
        ],
      ],
      ['cabelo', ['cabelo-cortes', 'coloracao-premium', 'tratamentos-capilares']],
      [
        'barbearia',
        [
          'corte-masculino',
          'barba-bigode',
          'corte-barba-completo',
          'barboterapia',
          'corte-infantil',
          'tratamento-capilar-masculino',
        ],
      ],
      ['manicure', ['manicure-pedicure']],
      ['outros', ['maquiagem-profissional', 'sobrancelhas-cilios']],
      ['massagem', ['massagens-relaxantes']],
    ] as const
  ).flatMap(([category, slugs]) => slugs.map((slug) => [slug, category])),
);

/**
 * The spec's treatment names among those slugs (§9 lists them under their category): each names
 * one treatment, so it picks that treatment (issue 32: 'Peeling Químico' must not open the
 * category's first facial). Only when that service is not offered does the category apply.
 */
export const SERVICE_BY_SPEC_SLUG: Readonly<Record<string, string>> = {
  'limpeza-pele': 'deep-cleansing-facial',
  'peeling-quimico': 'chemical-peel',
  microagulhamento: 'microneedling',
  'hidratacao-facial': 'hydrating-facial',
  'anti-idade': 'anti-ageing-treatment',
  radiofrequencia: 'radiofrequency',
  'corte-masculino': 'classic-cut',
  'barba-bigode': 'beard-moustache',
  'corte-barba-completo': 'cut-beard',
  barboterapia: 'barbotherapy',
  'corte-infantil': 'children-s-cut',
  'tratamento-capilar-masculino': 'hair-treatment',
};

export interface BookableService {
  id: string;
  slug: string;
  name: string;
  category: ServiceCategory;
  section: string;
}

/**
 * The service a `?service=` value pre-selects (decision 004): an exact service slug, then a
 * price-list section (the service cards' ids), then the spec's category mapping, then a name match.
 * `services` must be in the order the form lists them.
 */
export function resolveServiceParam<T extends BookableService>(
  param: string | null | undefined,
  services: readonly T[],
): T | undefined {
  const value = param?.trim().toLowerCase();
  if (!value) return undefined;
  const bySlug = services.find((s) => s.slug === value || s.id === value);
  if (bySlug) return bySlug;
  const treatment = SERVICE_BY_SPEC_SLUG[value];
  const byTreatment = treatment && services.find((s) => s.slug === treatment);
  if (byTreatment) return byTreatment;
  const bySection = services.find((s) => s.section === value);
  if (bySection) return bySection;
  const category = CATEGORY_BY_SLUG[value];
  const byCategory = category && services.find((s) => s.category === category);
  if (byCategory) return byCategory;
  const words = value.replace(/-/g, ' ');
  return services.find((s) => s.name.toLowerCase().includes(words));
}

/** Visible strings of the booking page and its API (spec §8 where it has them). */
export const bookingMessages = {
  requiredFields: 'Please fill in all required fields.',
  booked: 'Appointment booked!',
  bookedDetail: "Your appointment has been created successfully. We'll contact you to confirm.",
  bookedConfirmedDetail: 'Your appointment is confirmed. We look forward to seeing you.',
  preselected: 'Service pre-selected',
  loadError: 'Error loading data',
  createError: 'Error creating appointment',
  slotTaken: 'Sorry, that time has just been taken. Please choose another time.',
  slotUnavailable: 'That time is not available. Please choose one of the times offered.',
  /** A new online booking needs a UK mobile on the profile, or given with it (issue 32). */
  mobileRequired: 'Please enter a UK mobile number (07…).',
  serviceUnavailable: 'This service cannot be booked online. Please choose another service.',
  professionalUnavailable: 'This professional is not available. Please choose another one.',
  cancelled: 'Appointment cancelled',
  cancelNotAllowed: 'This appointment can no longer be cancelled.',
  rescheduled: 'Appointment rescheduled',
  rescheduleNotAllowed: 'This appointment can no longer be rescheduled.',
  nothingToChange: 'Your appointment is already at that time. Please choose another one.',
  notFound: 'Appointment not found.',
} as const;

/** A UK WhatsApp number as stored (447700900123) the way people write it (07700 900 123). */
export function ukMobileDisplay(number: string): string {
  const national = number.startsWith('44') ? `0${number.slice(2)}` : number;
  return /^0\d{10}$/.test(national)
    ? `${national.slice(0, 5)} ${national.slice(5, 8)} ${national.slice(8)}`
    : number;
}

/**
 * Why a change is no longer possible online (cancelling within 24 hours, rescheduling within 12,
 * or within 24 when the deposit is paid), with the salon's phone and WhatsApp as the owner set them
 * in Settings.
 */
export function lateChangeMessage(
  change: 'cancel' | 'reschedule',
  settings: Pick<SalonSettings, 'phones' | 'whatsapp'>,
  options: { depositPaid?: boolean } = {},
): string {
  const depositPaid = change === 'reschedule' && Boolean(options.depositPaid);
  const [verb, hours] =
    change === 'cancel'
      ? ['cancelled', CANCELLATION_NOTICE_HOURS]
      : ['rescheduled', rescheduleNoticeHours(depositPaid)];
  const which = depositPaid ? 'Appointments with a paid deposit' : 'Appointments';
  return `${which} can only be ${verb} online up to ${hours} hours before they start. Please call us on ${mainPhone(settings).display} or message us on WhatsApp on ${ukMobileDisplay(settings.whatsapp.main)}.`;
}
