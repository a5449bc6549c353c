import { z } from 'zod';
import type { DiscountKind, PaymentMethod, PaymentStatus, SaleLineKind, SaleStatus } from '../till';

/*
 * The checkout's contract (issue 34, decision 056): what the back office sends to open and edit a
 * sale, take a payment and refund one, and the sale it gets back. Money is integer pence.
 */

const uuid = (message: string) => z.uuid({ error: message });
const pence = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(10_000_000, message);
const reason = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo.')
  .max(300, 'O motivo pode ter no máximo 300 caracteres.');
/** The till's own id for an attempt: a double tap sends the same one. */
const clientKey = z
  .string()
  .trim()
  .regex(/^[\w.:+/=~-]{1,255}$/, 'A chave do pedido é inválida.')
  .optional();

/** The price charged for one appointment of the visit, when not its booked price. */
export const salePriceSchema = z.object({
  appointmentId: uuid('Agendamento não encontrado.'),
  unitPricePence: pence('Informe o preço cobrado em pence.'),
  priceReason: reason.optional(),
});

/**
 * A sale for an appointment (and the other parts of its visit), for a client with no appointment,
 * or for no one (a walk-in's products): at most one of the two.
 */
export const openSaleSchema = z
  .object({
    appointmentId: uuid('Agendamento não encontrado.').optional(),
    clientId: uuid('Cliente não encontrado.').optional(),
    prices: z.array(salePriceSchema).max(20).optional(),
  })
  .refine((s) => !(s.appointmentId && s.clientId), {
    message: 'Abra a venda por um agendamento ou por um cliente, não pelos dois.',
    path: ['clientId'],
  });
export type OpenSaleInput = z.infer<typeof openSaleSchema>;

export const addSaleLineSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('product'),
      productId: uuid('Produto não encontrado.').optional(),
      barcode: z.string().trim().min(1).max(64).optional(),
      quantity: z
        .number({ error: 'Informe a quantidade.' })
        .int('Informe a quantidade.')
        .min(1, 'Informe a quantidade.')
        .max(99, 'A quantidade pode ser no máximo 99.')
        .default(1),
      professionalId: uuid('Profissional não encontrado.').optional(),
    }),
    z.object({
      kind: z.literal('tip'),
      professionalId: uuid('Profissional não encontrado.'),
      amountPence: pence('Informe a gorjeta em pence.').refine((n) => n > 0, {
        message: 'Informe a gorjeta em pence.',
      }),
    }),
    z.object({
      kind: z.literal('service'),
      serviceId: uuid('Serviço não encontrado.'),
      professionalId: uuid('Profissional não encontrado.').optional(),
      unitPricePence: pence('Informe o preço cobrado em pence.').optional(),
      priceReason: reason.optional(),
    }),
  ],
  { error: 'Escolha um serviço, um produto ou uma gorjeta.' },
);
export type AddSaleLineInput = z.infer<typeof addSaleLineSchema>;

/** A line's price (with the reason when lowered) or quantity, while the sale is open. */
export const updateSaleLineSchema = z.object({
  unitPricePence: pence('Informe o preço cobrado em pence.').optional(),
  priceReason: reason.optional(),
  quantity: z
    .number({ error: 'Informe a quantidade.' })
    .int('Informe a quantidade.')
    .min(1, 'Informe a quantidade.')
    .max(99, 'A quantidade pode ser no máximo 99.')
    .optional(),
});
export type UpdateSaleLineInput = z.infer<typeof updateSaleLineSchema>;

/** A discount: pence for 'amount', basis points for 'percent' (1000 = 10%); null removes it. */
export const saleDiscountSchema = z
  .object({
    kind: z.enum(['amount', 'percent'], { error: 'Escolha valor ou porcentagem.' }).nullable(),
    value: z
      .number({ error: 'Informe o desconto.' })
      .int('Informe o desconto.')
      .min(0, 'O desconto não pode ser negativo.')
      .nullable()
      .default(null),
  })
  .refine((d) => d.kind === null || d.value !== null, {
    message: 'Informe o desconto.',
    path: ['value'],
  })
  .refine((d) => d.kind !== 'percent' || (d.value ?? 0) <= 10_000, {
    message: 'O desconto pode ser no máximo 100%.',
    path: ['value'],
  });
export type SaleDiscountInput = z.infer<typeof saleDiscountSchema>;

/** The methods the till records itself; a reader's card is the terminal's route. */
export const TILL_RECORDED_METHODS = ['cash', 'card_other'] as const;

/**
 * A payment: cash with the amount given (change when it covers what is due) or a part amount of a
 * split; 'Cartão (outra maquininha)' recorded for the amount (what is due by default).
 */
export const salePaymentSchema = z.object({
  method: z.enum(TILL_RECORDED_METHODS, { error: 'Escolha a forma de pagamento.' }),
  amountPence: pence('Informe o valor em pence.').optional(),
  cashGivenPence: pence('Informe o valor recebido em pence.').optional(),
  clientKey,
});
export type SalePaymentInput = z.infer<typeof salePaymentSchema>;

/** A refund to one payment's method: of chosen lines (a quantity of each), or an amount. */
export const saleRefundSchema = z.object({
  paymentId: uuid('Pagamento não encontrado.'),
  reason,
  lines: z
    .array(
      z.object({
        lineId: uuid('Item não encontrado.'),
        quantity: z.number().int().min(1).max(99).optional(),
      }),
    )
    .max(50)
    .optional(),
  amountPence: pence('Informe o valor em pence.')
    .refine((n) => n > 0, { message: 'Informe o valor em pence.' })
    .optional(),
  clientKey,
});
export type SaleRefundInput = z.infer<typeof saleRefundSchema>;

export const salesDayQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use uma data no formato AAAA-MM-DD.')
    .optional(),
});

export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(80).default(''),
});

export interface TillSaleLine {
  id: string;
  kind: SaleLineKind;
  appointmentId: string | null;
  serviceId: string | null;
  productId: string | null;
  professionalId: string | null;
  professionalName: string | null;
  description: string;
  quantity: number;
  unitPricePence: number;
  listPricePence: number | null;
  priceReason: string | null;
  discountPence: number;
  totalPence: number;
  vatRateBp: number;
  vatPence: number;
  refundedQuantity: number;
  refundedPence: number;
}

export interface TillSalePayment {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amountPence: number;
  cashGivenPence: number | null;
  changePence: number | null;
  refundedPence: number;
  failureMessage: string | null;
  createdAt: string;
}

export interface TillSaleRefund {
  id: string;
  paymentId: string;
  amountPence: number;
  reason: string;
  lines: { lineId: string; quantity: number; amountPence: number }[];
  createdAt: string;
}

/** The VAT inside the sale's lines at one rate: what a VAT receipt lists. */
export interface TillVatRate {
  rateBp: number;
  grossPence: number;
  vatPence: number;
  netPence: number;
}

export interface TillSale {
  id: string;
  number: number;
  status: SaleStatus;
  businessDate: string;
  clientId: string | null;
  clientName: string | null;
  clientEmail: string | null;
  subtotalPence: number;
  discountKind: DiscountKind | null;
  discountValue: number | null;
  discountPence: number;
  tipsPence: number;
  totalPence: number;
  vatPence: number;
  /** Succeeded payments, deposits included. */
  paidPence: number;
  /** What is left to pay: the total less succeeded and pending payments (never below 0). */
  duePence: number;
  refundedPence: number;
  createdAt: string;
  paidAt: string | null;
  receiptEmailedAt: string | null;
  lines: TillSaleLine[];
  payments: TillSalePayment[];
  refunds: TillSaleRefund[];
  vatRates: TillVatRate[];
}

/** One row of the day's sales in 'Caixa'. */
export interface TillSaleSummary {
  id: string;
  number: number;
  status: SaleStatus;
  createdAt: string;
  clientName: string | null;
  totalPence: number;
  refundedPence: number;
  methods: PaymentMethod[];
}

/** A product as the checkout's search finds it. */
export interface TillProductHit {
  id: string;
  name: string;
  brand: string;
  barcode: string | null;
  pricePence: number;
  stockQuantity: number;
}

/** The salon's facts a printed receipt carries. */
export interface TillReceiptSalon {
  name: string;
  address: string;
  vatNumber: string | null;
}
