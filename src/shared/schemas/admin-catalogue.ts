import { z } from 'zod';
import {
  PRICE_SECTION_KEYS,
  type PriceSectionKey,
  SERVICE_CATEGORIES,
  type ServiceCategory,
} from '../catalogue';
import { slugify } from '../slug';
import { requiredText } from './fields';
import { paginationQuerySchema } from './admin-pagination';

export const MAX_PRICE_PENCE = 10_000_00;
export const MIN_DURATION_MINUTES = 5;
export const MAX_DURATION_MINUTES = 600;

const PRICE_MESSAGE = 'Informe o preço em libras, por exemplo 25 ou 25.50.';

/**
 * Pounds as the owner types them ("25", "25.5", "£25.50", or a JSON number) to whole pence,
 * without floating-point rounding. Empty gives null when the price is optional.
 */
function parsePounds(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/^£\s*/, '').replace(',', '.');
  if (text === '') return null;
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const poundsField = (required: boolean) =>
  z.union([z.string(), z.number(), z.null()], { error: PRICE_MESSAGE }).transform((value, ctx) => {
    const pence = parsePounds(value);
    if (pence === undefined || (pence === null && required) || (pence ?? 0) > MAX_PRICE_PENCE) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return pence;
  });

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
    durationMinutes: z
      .union([z.string(), z.number()], { error: DURATION_MESSAGE })
      .transform((value, ctx) => {
        const minutes =
          typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
        if (
          typeof minutes !== 'number' ||
          !Number.isInteger(minutes) ||
          minutes < MIN_DURATION_MINUTES ||
          minutes > MAX_DURATION_MINUTES
        ) {
          ctx.addIssue({ code: 'custom', message: DURATION_MESSAGE });
          return z.NEVER;
        }
        return minutes;
      }),
    price: poundsField(true),
    /** The upper bound of a range (£20–£28); empty for a single price. */
    priceMax: poundsField(false).optional(),
    priceIsFrom: z.boolean().optional().default(false),
    bookable: z.boolean().optional().default(true),
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
  .transform(({ price, priceMax, ...rest }) => ({
    ...rest,
    pricePence: price!,
    priceMaxPence: priceMax ?? null,
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
  isActive: boolean;
  updatedAt: string;
}

export interface AdminProfessional {
  id: string;
  name: string;
  role: string;
  isActive: boolean;
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
