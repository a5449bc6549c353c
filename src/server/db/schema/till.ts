import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DISCOUNT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SALE_LINE_KINDS,
  SALE_STATUSES,
  STOCK_MOVEMENT_KINDS,
  TILL_CLOSE_KINDS,
} from '@shared/till';
import { user } from './auth';
import { appointments } from './booking';
import { professionals, services } from './catalogue';
import { clients } from './clients';
import { appointmentDeposits } from './deposits';

/*
 * The till (issue 34, decision 056). A sale's rows are financial records: kept when a client is
 * erased (their client_id set null), never deleted; a closed day's sales are read-only.
 */

export const saleStatus = pgEnum('sale_status', SALE_STATUSES);
export const saleLineKind = pgEnum('sale_line_kind', SALE_LINE_KINDS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const stockMovementKind = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);
export const discountKind = pgEnum('discount_kind', DISCOUNT_KINDS);
export const tillCloseKind = pgEnum('till_close_kind', TILL_CLOSE_KINDS);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Retail products sold at the till. Prices include VAT at `vat_rate_bp`. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    /** EAN/UPC as printed under the bars; unique when present so a scan finds one product. */
    barcode: text('barcode'),
    pricePence: integer('price_pence').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull().default(2000),
    costPence: integer('cost_pence'),
    /** May go below zero: a sale is never refused for stock (the count was wrong), it warns and records. */
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** At or below this, the product is on the reorder list; null: never listed. */
    lowStockThreshold: integer('low_stock_threshold'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_barcode_unique')
      .on(t.barcode)
      .where(sql`${t.barcode} is not null`),
    check('products_price_non_negative', sql`${t.pricePence} >= 0`),
    check('products_cost_non_negative', sql`${t.costPence} is null or ${t.costPence} >= 0`),
    check('products_vat_rate', sql`${t.vatRateBp} in (0, 500, 2000)`),
    check(
      'products_low_stock_threshold',
      sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`,
    ),
  ],
);

/** Every change of a product's stock, with the quantity it left: the stock's audit trail. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    kind: stockMovementKind('kind').notNull(),
    /** Signed: a sale is negative, a delivery positive; a count is the difference it found. */
    quantityChange: integer('quantity_change').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    /** True when this movement took the stock below zero: shown as a warning, kept as a record. */
    wentNegative: boolean('went_negative').notNull().default(false),
    note: text('note'),
    staffUserId: text('staff_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.createdAt)],
);

/**
 * A sale: a visit's checkout or a walk-in's purchase. Its totals are recomputed from its lines
 * whenever they change while it is open, and frozen when it is paid.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receipt's number, in the order sales were opened. */
    number: serial('number').notNull().unique(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    status: saleStatus('status').notNull().default('open'),
    /** The salon's day (Europe/London) the sale belongs to: what a day's close counts. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    /** Services and products at the prices charged, before the sale's discount; tips apart. */
    subtotalPence: integer('subtotal_pence').notNull().default(0),
    discountKind: discountKind('discount_kind'),
    /** Pence for 'amount', basis points for 'percent'. */
    discountValue: integer('discount_value'),
    discountPence: integer('discount_pence').notNull().default(0),
    tipsPence: integer('tips_pence').notNull().default(0),
    /** subtotal − discount + tips: what the client owes in all, deposits included. */
    totalPence: integer('total_pence').notNull().default(0),
    vatPence: integer('vat_pence').notNull().default(0),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptEmailedAt: timestamp('receipt_emailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('sales_business_date_idx').on(t.businessDate, t.status),
    index('sales_client_idx').on(t.clientId),
    check(
      'sales_amounts',
      sql`${t.subtotalPence} >= 0 and ${t.discountPence} >= 0 and ${t.tipsPence} >= 0 and ${t.totalPence} >= 0`,
    ),
    check(
      'sales_discount',
      sql`(${t.discountKind} is null and ${t.discountValue} is null) or (${t.discountKind} = 'amount' and ${t.discountValue} >= 0) or (${t.discountKind} = 'percent' and ${t.discountValue} between 0 and 10000)`,
    ),
  ],
);

/**
 * One line of a sale: a service (from an appointment, or added), a product, or a tip for one
 * professional. `unit_price_pence` is what is charged; `list_price_pence` the catalogue's, with
 * `price_reason` required when the charge is lower. `discount_pence` is this line's share of the
 * sale's discount, so VAT, commission and refunds are per line.
 */
export const saleLines = pgTable(
  'sale_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    kind: saleLineKind('kind').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** Who performed the service, sold the product or receives the tip: commission and tips by professional. */
    professionalId: uuid('professional_id').references(() => professionals.id, {
      onDelete: 'restrict',
    }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPricePence: integer('unit_price_pence').notNull(),
    listPricePence: integer('list_price_pence'),
    priceReason: text('price_reason'),
    discountPence: integer('discount_pence').notNull().default(0),
    /** quantity × unit price − discount share. */
    totalPence: integer('total_pence').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    vatPence: integer('vat_pence').notNull().default(0),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedPence: integer('refunded_pence').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId, t.sortOrder),
    index('sale_lines_appointment_idx').on(t.appointmentId),
    check('sale_lines_quantity', sql`${t.quantity} > 0`),
    check(
      'sale_lines_amounts',
      sql`${t.unitPricePence} >= 0 and ${t.discountPence} >= 0 and ${t.totalPence} >= 0`,
    ),
    check(
      'sale_lines_refunded',
      sql`${t.refundedPence} between 0 and ${t.totalPence} and ${t.refundedQuantity} between 0 and ${t.quantity}`,
    ),
    check(
      'sale_lines_kind',
      sql`(${t.kind} = 'service' and ${t.serviceId} is not null) or (${t.kind} = 'product' and ${t.productId} is not null) or (${t.kind} = 'tip' and ${t.professionalId} is not null)`,
    ),
  ],
);

/**
 * A payment toward a sale. `client_key` is the till's own id for the attempt (a double tap sends
 * the same key), unique per sale; a card on a reader is pending until Stripe's webhook or a poll
 * reports it, and `provider_reference` (the PaymentIntent) is unique, so a replayed webhook settles
 * one row once.
 */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    amountPence: integer('amount_pence').notNull(),
    /** Cash only: what the client handed over, and the change given back. */
    cashGivenPence: integer('cash_given_pence'),
    changePence: integer('change_pence'),
    clientKey: text('client_key').notNull(),
    provider: text('provider'),
    providerReference: text('provider_reference'),
    readerId: uuid('reader_id').references(() => terminalReaders.id, { onDelete: 'set null' }),
    /** method 'deposit': the online deposit taken off. */
    depositId: uuid('deposit_id').references(() => appointmentDeposits.id, {
      onDelete: 'restrict',
    }),
    failureMessage: text('failure_message'),
    refundedPence: integer('refunded_pence').notNull().default(0),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sale_payments_client_key').on(t.saleId, t.clientKey),
    uniqueIndex('sale_payments_provider_reference')
      .on(t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    uniqueIndex('sale_payments_deposit')
      .on(t.depositId)
      .where(sql`${t.depositId} is not null`),
    index('sale_payments_sale_idx').on(t.saleId),
    check('sale_payments_amount', sql`${t.amountPence} > 0`),
    check('sale_payments_refunded', sql`${t.refundedPence} between 0 and ${t.amountPence}`),
    check(
      'sale_payments_cash',
      sql`${t.method} = 'cash' or (${t.cashGivenPence} is null and ${t.changePence} is null)`,
    ),
  ],
);

/**
 * A refund of a whole sale or of some of its lines, to one payment's method (card through Stripe).
 * `lines` says which lines and how much of each; the sum never exceeds what was paid.
 */
export const saleRefunds = pgTable(
  'sale_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => salePayments.id, { onDelete: 'restrict' }),
    amountPence: integer('amount_pence').notNull(),
    lines: jsonb('lines')
      .$type<{ lineId: string; quantity: number; amountPence: number }[]>()
      .notNull()
      .default([]),
    reason: text('reason').notNull(),
    /** The salon's day the money went back: a day's close counts it there. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    providerRefundReference: text('provider_refund_reference'),
    clientKey: text('client_key').notNull(),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_refunds_client_key').on(t.saleId, t.clientKey),
    index('sale_refunds_business_date_idx').on(t.businessDate),
    check('sale_refunds_amount', sql`${t.amountPence} > 0`),
  ],
);

/** A Stripe Terminal reader registered in Definições (server-driven integration). */
export const terminalReaders = pgTable('terminal_readers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stripe's reader id (tmr_…). */
  stripeReaderId: text('stripe_reader_id').notNull().unique(),
  label: text('label').notNull(),
  /** Stripe's location id (tml_…) the reader is registered to. */
  stripeLocationId: text('stripe_location_id'),
  deviceType: text('device_type'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/**
 * A day's close ('Fechamento do caixa'): what the day's sales expected per method, the cash
 * counted, the difference with a note. Once a day has its 'close' it is read-only; a correction is
 * a further row of kind 'correction', audited.
 */
export const tillCloses = pgTable(
  'till_closes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    kind: tillCloseKind('kind').notNull(),
    /** Pence per method (TILL_METHODS), takings less refunds. */
    expected: jsonb('expected').$type<Record<string, number>>().notNull(),
    countedCashPence: integer('counted_cash_pence').notNull(),
    differencePence: integer('difference_pence').notNull(),
    note: text('note').notNull().default(''),
    createdByUserId: text('created_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('till_closes_one_close_a_day')
      .on(t.businessDate)
      .where(sql`${t.kind} = 'close'`),
  ],
);

/**
 * The owner's commission rates: one per service category (scope = the category) and one for
 * product sales (scope = 'products'), in basis points of the line's amount after discount, ex tips.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    scope: text('scope').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('commission_rates_rate', sql`${t.rateBp} between 0 and 10000`)],
);
