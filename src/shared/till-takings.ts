import { z } from 'zod';
import { SERVICE_CATEGORIES, type ServiceCategory } from './catalogue';
import type { CalendarDate } from './salon-dates';
import { PRODUCT_COMMISSION_SCOPE, type TillCloseKind, type TillMethod } from './till';

/*
 * The day's takings (issue 34, decision 056): the day's close ('Fechamento do caixa') and the
 * commission rates and report. Money is integer pence, rates basis points.
 */

export const takingsMessages = {
  counted: 'Informe o dinheiro contado em pence (um número inteiro, zero ou mais).',
  noteTooLong: 'A observação pode ter no máximo 500 caracteres.',
  noteRequired: 'Informe o motivo da correção.',
  badDate: 'Data inválida: use o formato AAAA-MM-DD com uma data que exista.',
  alreadyClosed: 'O caixa deste dia já foi fechado. Registre uma correção.',
  dayClosed:
    'O caixa deste dia já foi fechado: as vendas e os pagamentos do dia não podem mais ser alterados.',
  notClosed: 'O caixa deste dia ainda não foi fechado.',
  futureDay: 'Não é possível fechar o caixa de um dia que ainda não chegou.',
  rate: 'A comissão deve ser uma porcentagem entre 0 e 100.',
  scope: 'Categoria de comissão desconhecida.',
} as const;

const note = z.string(takingsMessages.noteTooLong).trim().max(500, takingsMessages.noteTooLong);
const countedCashPence = z
  .number(takingsMessages.counted)
  .int(takingsMessages.counted)
  .min(0, takingsMessages.counted)
  .max(100_000_000, takingsMessages.counted);

/** POST /api/admin/till/closes/:date */
export const tillCloseSchema = z.object({ countedCashPence, note: note.default('') });
export type TillCloseInput = z.input<typeof tillCloseSchema>;

/** POST /api/admin/till/closes/:date/corrections: a reason is required. */
export const tillCorrectionSchema = z.object({
  countedCashPence,
  note: z
    .string(takingsMessages.noteRequired)
    .trim()
    .min(1, takingsMessages.noteRequired)
    .max(500, takingsMessages.noteTooLong),
});
export type TillCorrectionInput = z.input<typeof tillCorrectionSchema>;

/** One row of the day's close or a later correction. */
export interface TillCloseEntry {
  id: string;
  kind: TillCloseKind;
  expected: Record<TillMethod, number>;
  countedCashPence: number;
  differencePence: number;
  note: string;
  createdAt: string;
  createdByName: string | null;
}

/** GET /api/admin/till/closes/:date */
export interface TillDay {
  date: CalendarDate;
  /** Per method, the day's succeeded payments less the day's refunds on that method. */
  expected: Record<TillMethod, number>;
  /** Deposits paid online and taken off the day's sales: not in the till, listed apart. */
  depositsPence: number;
  /** Sales of the day that were paid. */
  sales: number;
  tipsPence: number;
  refundsPence: number;
  closed: boolean;
  close: TillCloseEntry | null;
  corrections: TillCloseEntry[];
}

/** The scopes a commission rate applies to: each service category, and product sales. */
export const COMMISSION_SCOPES = [...SERVICE_CATEGORIES, PRODUCT_COMMISSION_SCOPE] as const;
export type CommissionScope = ServiceCategory | typeof PRODUCT_COMMISSION_SCOPE;

/** PUT /api/admin/insights/commission-rates: every scope given, in basis points (1000 = 10%). */
export const commissionRatesSchema = z.object({
  rates: z
    .array(
      z.object({
        scope: z.enum(COMMISSION_SCOPES, takingsMessages.scope),
        rateBp: z
          .number(takingsMessages.rate)
          .int(takingsMessages.rate)
          .min(0, takingsMessages.rate)
          .max(10_000, takingsMessages.rate),
      }),
    )
    .max(COMMISSION_SCOPES.length),
});
export type CommissionRatesInput = z.input<typeof commissionRatesSchema>;

export interface CommissionRate {
  scope: CommissionScope;
  rateBp: number;
}

/** One professional's line of the commission report, for one scope. */
export interface CommissionLine {
  scope: CommissionScope;
  rateBp: number;
  /** Lines after discount, less what was refunded of them. */
  salesPence: number;
  commissionPence: number;
}

export interface CommissionRow {
  professionalId: string;
  name: string;
  lines: CommissionLine[];
  salesPence: number;
  commissionPence: number;
  /** Tips are theirs in full: shown apart, never commissioned. */
  tipsPence: number;
}

/** GET /api/admin/insights/commissions?period=… */
export interface CommissionReport {
  from: CalendarDate;
  to: CalendarDate;
  rows: CommissionRow[];
  totalCommissionPence: number;
  totalTipsPence: number;
}
