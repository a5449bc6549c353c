import { z } from 'zod';
import {
  PRICE_SECTION_KEYS,
  type PriceSectionKey,
  SERVICE_CATEGORIES,
  type ServiceCategory,
} from '../catalogue';
import { DEPOSIT_KINDS, type DepositKind } from '../deposits';
import { parsePounds } from '../money';
import { MAX_ROTA_WEEKS } from '../rota';
import { isCalendarDate, mondayOf } from '../salon-dates';
import { MAX_BUFFER_MINUTES } from '../diary';
import { slugify } from '../slug';
import { requiredText } from './fields';
import { paginationQuerySchema } from './admin-pagination';

export const MAX_PRICE_PENCE = 10_000_00;
export const MIN_DURATION_MINUTES = 5;
export const MAX_DURATION_MINUTES = 600;

const PRICE_MESSAGE = 'Informe o preço em libras, por exemplo 25 ou 25.50.';

/** A price field's value in pence: empty gives null (an optional price), not an amount undefined. */
function penceOrNull(value: unknown): number | null | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return parsePounds(String(value));
}

const poundsField = (required: boolean) =>
  z.union([z.string(), z.number(), z.null()], { error: PRICE_MESSAGE }).transform((value, ctx) => {
    const pence = penceOrNull(value);
    if (pence === undefined || (pence === null && required) || (pence ?? 0) > MAX_PRICE_PENCE) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return pence;
  });

/** A whole number typed in a form (string) or sent as JSON, within bounds; else the message. */
const wholeNumberField = (min: number, max: number, message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

export const MAX_REBOOK_AFTER_DAYS = 365;
const REBOOK_MESSAGE = `O lembrete de reagendamento deve ser um número inteiro de dias, entre 1 e ${MAX_REBOOK_AFTER_DAYS}, ou ficar vazio.`;

const BUFFER_MESSAGE = `O intervalo de limpeza deve ser um número inteiro de minutos, entre 0 e ${MAX_BUFFER_MINUTES}.`;

/** The team, by id, as a form's checkboxes send it. */
const professionalIdsField = z
  .array(z.uuid({ error: 'Profissional desconhecido.' }), { error: 'Escolha os profissionais.' })
  .max(200, 'Profissionais demais.');

/**
 * Sent again after the back office warned that the change leaves a bookable service with nobody
 * to perform it, and the owner confirmed.
 */
const confirmField = z.boolean().optional().default(false);

/** 'Sinal' (issue 18): none, a fixed amount in pounds, or a whole percentage of the price. */
export const DEPOSIT_CHOICES = ['none', ...DEPOSIT_KINDS] as const;
export type DepositChoice = (typeof DEPOSIT_CHOICES)[number];

export const depositMessages = {
  kind: 'Escolha o tipo de sinal.',
  fixedFormat: 'Indique o valor do sinal em libras, por exemplo 50 ou 12.50.',
  fixedPositive: 'Indique um valor de sinal maior que zero.',
  fixedAbovePrice: 'O sinal não pode ser maior que o preço do serviço.',
  percentRange: 'A porcentagem do sinal tem que estar entre 1 e 100.',
} as const;

/** The deposit as stored: the pair the database's services_deposit check accepts. */
function depositOf(
  kind: DepositChoice,
  value: unknown,
  pricePence: number,
  ctx: z.RefinementCtx,
): { depositKind: DepositKind | null; depositValue: number | null } | typeof z.NEVER {
  const issue = (message: string) => {
    ctx.addIssue({ code: 'custom', path: ['depositValue'], message });
    return z.NEVER;
  };
  if (kind === 'none') return { depositKind: null, depositValue: null };
  if (kind === 'fixed') {
    if (typeof value !== 'string' && typeof value !== 'number' && value != null)
      return issue(depositMessages.fixedFormat);
    const pence = penceOrNull(value);
    if (pence === undefined) return issue(depositMessages.fixedFormat);
    if (!pence) return issue(depositMessages.fixedPositive);
    if (pence > pricePence) return issue(depositMessages.fixedAbovePrice);
    return { depositKind: 'fixed', depositValue: pence };
  }
  const percent =
    typeof value === 'string' && /^\s*\d+\s*%?\s*$/.test(value)
      ? Number(value.replace('%', ''))
      : value;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100)
    return issue(depositMessages.percentRange);
  return { depositKind: 'percent', depositValue: percent };
}

const DURATION_MESSAGE = `A duração deve ser um número inteiro de minutos, entre ${MIN_DURATION_MINUTES} e ${MAX_DURATION_MINUTES}.`;

/**
 * A service as the owner creates or edits it. The slug is not an input: it is always
 * `slugify(name)` (decision 004), so it must not come out empty.
 */
export const adminServiceInputSchema = z
  .object({
    name: requiredText(
      100,
      'Informe o nome do serviço.',
      'O nome pode ter no máximo 100 caracteres.',
    ).refine((name) => slugify(name) !== '', 'O nome precisa ter letras ou números.'),
    description: z
      .string()
      .trim()
      .max(1000, 'A descrição pode ter no máximo 1000 caracteres.')
      .optional()
      .transform((value) => value ?? ''),
    category: z.enum(SERVICE_CATEGORIES, 'Escolha uma categoria.'),
    section: z.enum(PRICE_SECTION_KEYS, 'Escolha uma seção da lista de preços.'),
    durationMinutes: wholeNumberField(MIN_DURATION_MINUTES, MAX_DURATION_MINUTES, DURATION_MESSAGE),
    price: poundsField(true),
    /** The upper bound of a range (£20–£28); empty for a single price. */
    priceMax: poundsField(false).optional(),
    priceIsFrom: z.boolean().optional().default(false),
    bookable: z.boolean().optional().default(true),
    /** Clean-up after the service; absent keeps 0. */
    bufferMinutes: wholeNumberField(0, MAX_BUFFER_MINUTES, BUFFER_MESSAGE).optional().default(0),
    /**
     * 'Rebook after N days' (issue 32): whole days, 1 to 365; '' or null for none. Absent keeps
     * the saved value on an edit, and none on a new service.
     */
    rebookAfterDays: z
      .union([z.literal(''), z.null(), wholeNumberField(1, MAX_REBOOK_AFTER_DAYS, REBOOK_MESSAGE)])
      .optional()
      .transform((value) => (value === '' ? null : value)),
    /** 18+ only (the 2021 Act): booking needs the client's date of birth. */
    adultsOnly: z.boolean().optional().default(false),
    /**
     * Who performs it. Absent keeps the current team on an edit and gives a new service to every
     * active professional.
     */
    professionalIds: professionalIdsField.optional(),
    /** 'Sinal'. Absent keeps the current deposit on an edit and asks none of a new service. */
    depositKind: z.enum(DEPOSIT_CHOICES, depositMessages.kind).optional(),
    /** Pounds for 'fixed' ("50", "12.50"), a whole percentage for 'percent'; ignored for 'none'. */
    depositValue: z.union([z.string(), z.number(), z.null()]).optional(),
    confirm: confirmField,
  })
  .superRefine((value, ctx) => {
    if (value.priceMax !== null && value.priceMax !== undefined && value.priceMax <= value.price!) {
      ctx.addIssue({
        code: 'custom',
        path: ['priceMax'],
        message: 'O preço máximo deve ser maior que o preço.',
      });
    }
  })
  .transform(({ price, priceMax, depositKind, depositValue, ...rest }, ctx) => ({
    ...rest,
    pricePence: price!,
    priceMaxPence: priceMax ?? null,
    ...(depositKind && depositOf(depositKind, depositValue, price!, ctx)),
  }));
export type AdminServiceInput = z.input<typeof adminServiceInputSchema>;
export type AdminServiceValues = z.output<typeof adminServiceInputSchema>;

export const adminProfessionalInputSchema = z.object({
  name: requiredText(
    80,
    'Informe o nome do profissional.',
    'O nome pode ter no máximo 80 caracteres.',
  ),
  role: z
    .string()
    .trim()
    .max(80, 'A função pode ter no máximo 80 caracteres.')
    .optional()
    .transform((value) => value ?? ''),
});
export type AdminProfessionalInput = z.input<typeof adminProfessionalInputSchema>;

/** The services a professional performs; replaces the whole set. */
export const adminProfessionalServicesSchema = z.object({
  serviceIds: z
    .array(z.uuid({ error: 'Serviço desconhecido.' }), { error: 'Escolha os serviços.' })
    .max(1000, 'Serviços demais.'),
  confirm: confirmField,
});
export type AdminProfessionalServicesInput = z.input<typeof adminProfessionalServicesSchema>;

/** `?confirm=true` on a deactivation the back office warned about. */
export const confirmQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'], 'Use confirm=true ou confirm=false.')
    .optional()
    .transform((value) => value === 'true'),
});

export const WEEKDAY_LABELS = [
  'Segunda',
  'Terça',
  'Quarta',
  'Quinta',
  'Sexta',
  'Sábado',
  'Domingo',
] as const;

/** The grid a working interval's ends sit on. */
export const SCHEDULE_STEP_MINUTES = 15;
const TIME_MESSAGE = `Use horas no formato HH:MM, de 15 em 15 minutos (ex.: 09:00, 13:30).`;

/** 'HH:MM' (24:00 allowed as a day's end) to minutes after midnight; null when not on the grid. */
export function scheduleMinutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 24 * 60 || minutes % SCHEDULE_STEP_MINUTES !== 0)
    return null;
  return minutes;
}

/** Minutes after midnight as 'HH:MM' (1440 is '24:00'). */
export function minutesToTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const WEEK_MESSAGE = `Semana inválida: de 1 a ${MAX_ROTA_WEEKS}.`;

export const rotaMessages = {
  weeks: `O horário repete a cada 1, 2, 3 ou ${MAX_ROTA_WEEKS} semanas.`,
  startsOn: 'Escolha a data em que a semana 1 começa.',
  startsOnInvalid: 'Data de início inválida: use o formato AAAA-MM-DD.',
  weekBeyond: (week: number, weeks: number) =>
    `A semana ${week} não existe: o horário repete a cada ${weeks === 1 ? 'semana' : `${weeks} semanas`}.`,
} as const;

const timeField = z
  .string({ error: TIME_MESSAGE })
  .refine((t) => scheduleMinutes(t) !== null, TIME_MESSAGE);

export const workingIntervalSchema = z.object({
  weekday: z
    .number({ error: 'Dia da semana inválido (1 = segunda … 7 = domingo).' })
    .int('Dia da semana inválido (1 = segunda … 7 = domingo).')
    .min(1, 'Dia da semana inválido (1 = segunda … 7 = domingo).')
    .max(7, 'Dia da semana inválido (1 = segunda … 7 = domingo).'),
  start: timeField,
  end: timeField,
  /** The rota's week it belongs to; absent is week 1 (a body from before rotas). */
  week: z
    .number({ error: WEEK_MESSAGE })
    .int(WEEK_MESSAGE)
    .min(1, WEEK_MESSAGE)
    .max(MAX_ROTA_WEEKS, WEEK_MESSAGE)
    .optional()
    .default(1),
});
export type WorkingInterval = z.output<typeof workingIntervalSchema>;

/**
 * A professional's week: the salon's opening hours, or their own intervals per weekday (a gap is
 * a break), on a rota of 1 to 4 weeks that each have their own intervals (issue 30). Each interval
 * ends after it starts, inside the day, and overlaps no other that day of its week. A rota of more
 * than one week needs the date its week 1 begins: any day of that week, kept as its Monday.
 */
export const adminProfessionalScheduleSchema = z
  .object({
    followsOpeningHours: z.boolean({ error: 'Escolha se segue o horário do salão.' }),
    intervals: z
      .array(workingIntervalSchema, { error: 'Informe os horários.' })
      .max(70 * MAX_ROTA_WEEKS, 'Horários demais: no máximo 10 por dia.'),
    /** Absent is 1: every week alike (a body from before rotas). */
    rotaWeeks: z
      .number({ error: rotaMessages.weeks })
      .int(rotaMessages.weeks)
      .min(1, rotaMessages.weeks)
      .max(MAX_ROTA_WEEKS, rotaMessages.weeks)
      .optional()
      .default(1),
    rotaStartsOn: z
      .string({ error: rotaMessages.startsOnInvalid })
      .nullable()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isCalendarDate(value), rotaMessages.startsOnInvalid),
  })
  .superRefine((value, ctx) => {
    if (value.rotaWeeks > 1 && !value.rotaStartsOn)
      ctx.addIssue({ code: 'custom', path: ['rotaStartsOn'], message: rotaMessages.startsOn });
    const seen: { week: number; weekday: number; start: number; end: number }[] = [];
    value.intervals.forEach((interval, index) => {
      if (interval.week > value.rotaWeeks) {
        ctx.addIssue({
          code: 'custom',
          path: ['intervals', index, 'week'],
          message: rotaMessages.weekBeyond(interval.week, value.rotaWeeks),
        });
        return;
      }
      const start = scheduleMinutes(interval.start);
      const end = scheduleMinutes(interval.end);
      if (start === null || end === null) return;
      const weekday = WEEKDAY_LABELS[interval.weekday - 1] ?? '';
      const day = value.rotaWeeks > 1 ? `Semana ${interval.week}, ${weekday}` : weekday;
      if (start >= 24 * 60 || end <= start) {
        ctx.addIssue({
          code: 'custom',
          path: ['intervals', index, 'end'],
          message: `${day}: o fim (${interval.end}) deve ser depois do início (${interval.start}).`,
        });
        return;
      }
      const clash = seen.find(
        (s) =>
          s.week === interval.week &&
          s.weekday === interval.weekday &&
          start < s.end &&
          s.start < end,
      );
      if (clash) {
        ctx.addIssue({
          code: 'custom',
          path: ['intervals', index, 'start'],
          message: `${day}: os horários ${minutesToTime(clash.start)}–${minutesToTime(clash.end)} e ${interval.start}–${interval.end} se sobrepõem.`,
        });
        return;
      }
      seen.push({ week: interval.week, weekday: interval.weekday, start, end });
    });
  })
  // One week needs no start; a longer rota's start is kept as the Monday its week 1 begins.
  .transform(({ rotaStartsOn, ...value }) => ({
    ...value,
    rotaStartsOn: value.rotaWeeks > 1 && rotaStartsOn ? mondayOf(rotaStartsOn) : null,
  }));
export type AdminProfessionalScheduleInput = z.input<typeof adminProfessionalScheduleSchema>;
export type AdminProfessionalSchedule = z.output<typeof adminProfessionalScheduleSchema>;

export const ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];

const activeFilter = z
  .enum(ACTIVE_FILTERS, 'Filtro inválido: use all, active ou inactive.')
  .default('all');

export const servicesQuerySchema = paginationQuerySchema.extend({
  status: activeFilter,
  section: z
    .union([z.literal(''), z.enum(PRICE_SECTION_KEYS, 'Seção desconhecida.')])
    .optional()
    .transform((value) => value || null),
  q: z
    .string()
    .trim()
    .max(100, 'A busca pode ter no máximo 100 caracteres.')
    .optional()
    .transform((value) => value || null),
});

export const professionalsQuerySchema = paginationQuerySchema.extend({ status: activeFilter });

/** A service as the back office lists and edits it, inactive ones included. */
export interface AdminService {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: ServiceCategory;
  section: PriceSectionKey;
  durationMinutes: number;
  pricePence: number;
  priceMaxPence: number | null;
  priceIsFrom: boolean;
  bookable: boolean;
  bufferMinutes: number;
  /** Days after a completed visit when the client is invited to book again; null: never. */
  rebookAfterDays: number | null;
  adultsOnly: boolean;
  /** 'Sinal': pence for 'fixed', a whole percentage for 'percent'; both null for none. */
  depositKind: DepositKind | null;
  depositValue: number | null;
  /** Who performs it, in the salon's order (inactive professionals included). */
  professionalIds: string[];
  isActive: boolean;
  updatedAt: string;
}

export interface AdminProfessional {
  id: string;
  name: string;
  role: string;
  isActive: boolean;
  /** Works whenever the salon is open; else only `intervals`. */
  followsOpeningHours: boolean;
  /** Their own weeks (kept while they follow the opening hours), by week, weekday then start. */
  intervals: WorkingInterval[];
  /** Weeks before their own pattern repeats (1: every week alike). */
  rotaWeeks: number;
  /** The Monday the rota's week 1 begins; null for a one-week rota. */
  rotaStartsOn: string | null;
  serviceIds: string[];
  updatedAt: string;
}

/** Portuguese names of the booking categories, for the back office's forms. */
export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  estetica: 'Estética',
  cabelo: 'Cabelo',
  barbearia: 'Barbearia',
  manicure: 'Manicure',
  massagem: 'Massagem',
  outros: 'Outros',
};
