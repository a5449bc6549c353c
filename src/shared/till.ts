/**
 * The till (issue 34, decision 056): a sale checks out a visit, a walk-in's products or both. Money
 * is integer pence everywhere; VAT rates are basis points (2000 = 20%), so no rate is a float.
 */

/** open: being checked out (lines may change, payments are taken); paid: settled; void: abandoned unpaid. */
export const SALE_STATUSES = ['open', 'paid', 'void'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_LINE_KINDS = ['service', 'product', 'tip'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

/**
 * card_terminal: a Stripe Terminal reader, processed by the server; card_other: the salon's own
 * separate card machine, recorded only; cash; deposit: the online deposit already paid, taken off.
 */
export const PAYMENT_METHODS = ['card_terminal', 'card_other', 'cash', 'deposit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods counted in a day's close: a deposit was taken on the day it was paid, online. */
export const TILL_METHODS = ['card_terminal', 'card_other', 'cash'] as const;
export type TillMethod = (typeof TILL_METHODS)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** sale and refund: the till's; delivery: goods in; count: a stock take's correction. */
export const STOCK_MOVEMENT_KINDS = ['sale', 'refund', 'delivery', 'count'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** UK VAT rates in basis points: zero, reduced, standard. */
export const VAT_RATES_BP = [0, 500, 2000] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];

export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A day's close, or a later correction of a closed day (never an edit). */
export const TILL_CLOSE_KINDS = ['close', 'correction'] as const;
export type TillCloseKind = (typeof TILL_CLOSE_KINDS)[number];

/** What a commission rate applies to: a service category, or every product sale. */
export const PRODUCT_COMMISSION_SCOPE = 'products';

/**
 * The VAT inside a VAT-inclusive amount, rounded half up to the penny: UK retail prices include
 * VAT, so a £12.00 line at 20% holds £2.00 of it (12.00 × 20 / 120).
 */
export function vatInsidePence(grossPence: number, rateBp: number): number {
  if (rateBp === 0 || grossPence === 0) return 0;
  const sign = grossPence < 0 ? -1 : 1;
  const abs = Math.abs(grossPence);
  // Integer half-up: floor((2·a·r + d) / 2d) with d = 10000 + r.
  const denominator = 10_000 + rateBp;
  return sign * Math.floor((2 * abs * rateBp + denominator) / (2 * denominator));
}

/** A percentage (basis points, 1000 = 10%) of an amount, rounded half up to the penny. */
export function percentOfPence(pence: number, basisPoints: number): number {
  const sign = pence < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(pence) * basisPoints + 10_000) / 20_000);
}
