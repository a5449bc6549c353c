import { z } from 'zod';
import { VAT_RATES_BP, type StockMovementKind, type VatRateBp } from '../till';
import { parsePounds } from '../money';
import { requiredText } from './fields';
import { paginationQuerySchema } from './admin-pagination';

/**
 * The till's retail products and their stock (issue 34, decision 056): what 'Produtos' in Catálogo
 * sends and reads. Money is integer pence (…Pence) and VAT rates basis points, as in the tables.
 */

export const MAX_PRODUCT_PRICE_PENCE = 10_000_00;
/** Far beyond a salon's shelf; keeps a slip of the finger from recording a million bottles. */
export const MAX_STOCK_QUANTITY = 100_000;

export const productMessages = {
  nameRequired: 'Informe o nome do produto.',
  nameTooLong: 'O nome pode ter no máximo 120 caracteres.',
  brandTooLong: 'A marca pode ter no máximo 80 caracteres.',
  barcode: 'O código de barras pode ter só letras e números, sem espaços (até 40).',
  barcodeTaken: 'Já existe um produto com este código de barras.',
  price: 'Informe o preço em pence, um número inteiro entre 0 e 1000000.',
  cost: 'Informe o custo em pence, um número inteiro entre 0 e 1000000, ou deixe vazio.',
  vatRate: 'Escolha a taxa de IVA: 0%, 5% ou 20%.',
  threshold: 'O estoque mínimo deve ser um número inteiro entre 0 e 100000, ou ficar vazio.',
  active: 'Indique se o produto está ativo.',
  deliveryQuantity: 'Informe a quantidade recebida: um número inteiro entre 1 e 100000.',
  countQuantity: 'Informe a quantidade contada: um número inteiro entre 0 e 100000.',
  movementKind: 'Escolha entrada de estoque ou contagem.',
  noteTooLong: 'A observação pode ter no máximo 500 caracteres.',
  notFound: 'Produto não encontrado.',
  search: 'A busca pode ter no máximo 100 caracteres.',
  barcodeQuery: 'O código de barras da busca pode ter no máximo 40 caracteres.',
  statusFilter: 'Filtro inválido: use all, active ou inactive.',
} as const;

const BARCODE = /^[0-9A-Za-z-]{1,40}$/;

/** A whole number sent as JSON or typed in a form (string), within bounds; else the message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

/** The same, where empty ('' or null) means none. */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.literal(''), z.null(), wholeNumber(min, max, message)], { error: message })
    .transform((value) => (value === '' ? null : value));

/** A barcode as typed or scanned: trimmed, empty is none (null); undefined when absent. */
const barcodeField = z
  .union([z.string(), z.null()], { error: productMessages.barcode })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const code = value?.trim() ?? '';
    if (code === '') return null;
    if (!BARCODE.test(code)) {
      ctx.addIssue({ code: 'custom', message: productMessages.barcode });
      return z.NEVER;
    }
    return code;
  });

const productFields = {
  name: requiredText(120, productMessages.nameRequired, productMessages.nameTooLong),
  brand: z
    .string({ error: productMessages.brandTooLong })
    .trim()
    .max(80, productMessages.brandTooLong)
    .optional()
    .transform((value) => value ?? ''),
  /** Empty is none: a product without a barcode is found by name. */
  barcode: barcodeField.transform((value) => value ?? null),
  pricePence: wholeNumber(0, MAX_PRODUCT_PRICE_PENCE, productMessages.price),
  vatRateBp: z
    .union([z.number(), z.string()], { error: productMessages.vatRate })
    .transform((value, ctx) => {
      const rate = Number(value);
      if (!(VAT_RATES_BP as readonly number[]).includes(rate) || String(value).trim() === '') {
        ctx.addIssue({ code: 'custom', message: productMessages.vatRate });
        return z.NEVER;
      }
      return rate as VatRateBp;
    }),
  costPence: optionalWholeNumber(0, MAX_PRODUCT_PRICE_PENCE, productMessages.cost),
  lowStockThreshold: optionalWholeNumber(0, MAX_STOCK_QUANTITY, productMessages.threshold),
  isActive: z.boolean({ error: productMessages.active }),
};

/**
 * A product as created or replaced (PUT): absent optional fields are empty (brand, barcode, cost,
 * threshold), VAT is the standard 20% and a new product is active.
 */
export const productInputSchema = z.object({
  ...productFields,
  vatRateBp: productFields.vatRateBp.optional().default(2000),
  costPence: productFields.costPence.optional().default(null),
  lowStockThreshold: productFields.lowStockThreshold.optional().default(null),
  isActive: productFields.isActive.optional().default(true),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/** A product's edit of some fields (PATCH): what is absent keeps its saved value. */
export const productPatchSchema = z.object({
  name: productFields.name.optional(),
  brand: z
    .string({ error: productMessages.brandTooLong })
    .trim()
    .max(80, productMessages.brandTooLong)
    .optional(),
  barcode: barcodeField,
  pricePence: productFields.pricePence.optional(),
  vatRateBp: productFields.vatRateBp.optional(),
  costPence: productFields.costPence.optional(),
  lowStockThreshold: productFields.lowStockThreshold.optional(),
  isActive: productFields.isActive.optional(),
});
export type ProductPatch = z.output<typeof productPatchSchema>;

const noteField = z
  .union([z.string(), z.null()], { error: productMessages.noteTooLong })
  .optional()
  .transform((value) => value?.trim() ?? '')
  .pipe(z.string().max(500, productMessages.noteTooLong));

/** 'Entrada de estoque': goods in, added to what the shelf holds. */
export const stockDeliverySchema = z.object({
  quantity: wholeNumber(1, MAX_STOCK_QUANTITY, productMessages.deliveryQuantity),
  note: noteField,
});
export type StockDeliveryInput = z.input<typeof stockDeliverySchema>;

/** 'Contagem': what the shelf was counted to hold; the difference is recorded. */
export const stockCountSchema = z.object({
  quantity: wholeNumber(0, MAX_STOCK_QUANTITY, productMessages.countQuantity),
  note: noteField,
});
export type StockCountInput = z.input<typeof stockCountSchema>;

/** Either of them through one route: `kind` says which. */
export const stockMovementInputSchema = z.discriminatedUnion(
  'kind',
  [
    stockDeliverySchema.extend({ kind: z.literal('delivery') }),
    stockCountSchema.extend({ kind: z.literal('count') }),
  ],
  { error: productMessages.movementKind },
);
export type StockMovementInput = z.input<typeof stockMovementInputSchema>;

export const PRODUCT_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

/**
 * `?q=` finds by name, brand or the exact barcode; `?barcode=` by the exact barcode alone (the
 * till's scanner). Every product unless `status` says otherwise.
 */
export const productsQuerySchema = paginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, productMessages.search)
    .optional()
    .transform((value) => value || null),
  barcode: z
    .string()
    .trim()
    .max(40, productMessages.barcodeQuery)
    .optional()
    .transform((value) => value || null),
  status: z.enum(PRODUCT_STATUS_FILTERS, productMessages.statusFilter).default('all'),
});

/** A product as the back office and the till read it. */
export interface AdminProduct {
  id: string;
  name: string;
  brand: string;
  barcode: string | null;
  pricePence: number;
  vatRateBp: number;
  costPence: number | null;
  stockQuantity: number;
  lowStockThreshold: number | null;
  isActive: boolean;
  /** Active, with a threshold, at or below it: on the reorder list ('Repor'). */
  lowStock: boolean;
  /**
   * Its stock is below zero or its last movement took it there: the shelf held what the count did
   * not, and a count should put it right.
   */
  stockWarning: boolean;
  updatedAt: string;
}

/** One change of a product's stock, as its history lists it. */
export interface StockMovement {
  id: string;
  productId: string;
  kind: StockMovementKind;
  quantityChange: number;
  quantityAfter: number;
  wentNegative: boolean;
  saleId: string | null;
  note: string | null;
  staffName: string | null;
  createdAt: string;
}

/** What a delivery or a count answers: the product as it now stands and the movement recorded. */
export interface StockChange {
  product: AdminProduct;
  movement: StockMovement;
}

/** A product whose stock went below zero, with the movement that took it there last. */
export interface StockWarning {
  product: AdminProduct;
  movement: StockMovement | null;
}

const POUNDS_MESSAGE = 'Informe o preço em libras, por exemplo 25 ou 25.50.';
const COST_MESSAGE = 'Informe o custo em libras, por exemplo 12 ou 12.40, ou deixe vazio.';

/** Pounds as typed ("24.50", "£24,50") to pence; empty gives null when `optional`. */
const poundsText = (message: string, optional: boolean) =>
  z.string({ error: message }).transform((value, ctx) => {
    if (optional && value.trim() === '') return null;
    const pence = parsePounds(value);
    if (pence === undefined || pence > MAX_PRODUCT_PRICE_PENCE) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return pence;
  });

/**
 * The 'Novo produto'/'Editar' form as typed: prices in pounds, numbers as text. It gives the API's
 * body ({@link ProductInput}), which the server checks again.
 */
export const productFormSchema = z
  .object({
    name: productFields.name,
    brand: productFields.brand,
    barcode: productFields.barcode,
    price: poundsText(POUNDS_MESSAGE, false),
    vatRateBp: productFields.vatRateBp,
    cost: poundsText(COST_MESSAGE, true),
    lowStockThreshold: productFields.lowStockThreshold,
    isActive: z.boolean(),
  })
  .transform(({ price, cost, ...rest }): ProductValues => ({
    ...rest,
    pricePence: price!,
    costPence: cost,
  }));
export type ProductFormValues = z.input<typeof productFormSchema>;
