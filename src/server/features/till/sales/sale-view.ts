import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TillSale, TillSaleSummary, TillVatRate } from '@shared/schemas/till-sales';
import type { PaymentMethod } from '@shared/till';
import type { Db } from '../../../db/client';
import { professionals } from '../../../db/schema/catalogue';
import { clientDirectory } from '../../../db/schema/clients';
import { saleLines, salePayments, saleRefunds, sales } from '../../../db/schema/till';
import { ApiError } from '../../../http/errors';

export const saleNotFound = () => new ApiError(404, 'not_found', 'Venda não encontrada.');

/** Payments that count toward what is paid, or hold their amount while a reader works. */
const COUNTED = new Set(['succeeded', 'pending']);

/** A sale as the till shows it: its lines, payments, refunds and VAT per rate. */
export async function readSale(db: Db, saleId: string): Promise<TillSale> {
  const [sale] = await db
    .select({
      sale: sales,
      clientName: clientDirectory.fullName,
      clientEmail: clientDirectory.email,
    })
    .from(sales)
    .leftJoin(clientDirectory, eq(clientDirectory.id, sales.clientId))
    .where(eq(sales.id, saleId));
  if (!sale) throw saleNotFound();
  const lines = await db
    .select({ line: saleLines, professionalName: professionals.name })
    .from(saleLines)
    .leftJoin(professionals, eq(professionals.id, saleLines.professionalId))
    .where(eq(saleLines.saleId, saleId))
    .orderBy(asc(saleLines.sortOrder), asc(saleLines.createdAt));
  const payments = await db
    .select()
    .from(salePayments)
    .where(eq(salePayments.saleId, saleId))
    .orderBy(asc(salePayments.createdAt));
  const refunds = await db
    .select()
    .from(saleRefunds)
    .where(eq(saleRefunds.saleId, saleId))
    .orderBy(asc(saleRefunds.createdAt));
  const s = sale.sale;
  const paidPence = payments
    .filter((p) => p.status === 'succeeded')
    .reduce((sum, p) => sum + p.amountPence, 0);
  const heldPence = payments
    .filter((p) => COUNTED.has(p.status))
    .reduce((sum, p) => sum + p.amountPence, 0);
  const rates = new Map<number, TillVatRate>();
  for (const { line } of lines) {
    if (line.kind === 'tip') continue;
    const rate = rates.get(line.vatRateBp) ?? {
      rateBp: line.vatRateBp,
      grossPence: 0,
      vatPence: 0,
      netPence: 0,
    };
    rate.grossPence += line.totalPence;
    rate.vatPence += line.vatPence;
    rate.netPence = rate.grossPence - rate.vatPence;
    rates.set(line.vatRateBp, rate);
  }
  return {
    id: s.id,
    number: s.number,
    status: s.status,
    businessDate: s.businessDate,
    clientId: s.clientId,
    // An erased client's name is not shown on the till (privacy erasure keeps the sale).
    clientName: sale.clientName ?? null,
    clientEmail: sale.clientEmail ?? null,
    subtotalPence: s.subtotalPence,
    discountKind: s.discountKind,
    discountValue: s.discountValue,
    discountPence: s.discountPence,
    tipsPence: s.tipsPence,
    totalPence: s.totalPence,
    vatPence: s.vatPence,
    paidPence,
    duePence: s.status === 'open' ? Math.max(0, s.totalPence - heldPence) : 0,
    refundedPence: refunds.reduce((sum, r) => sum + r.amountPence, 0),
    createdAt: s.createdAt.toISOString(),
    paidAt: s.paidAt?.toISOString() ?? null,
    receiptEmailedAt: s.receiptEmailedAt?.toISOString() ?? null,
    lines: lines.map(({ line, professionalName }) => ({
      id: line.id,
      kind: line.kind,
      appointmentId: line.appointmentId,
      serviceId: line.serviceId,
      productId: line.productId,
      professionalId: line.professionalId,
      professionalName: professionalName ?? null,
      description: line.description,
      quantity: line.quantity,
      unitPricePence: line.unitPricePence,
      listPricePence: line.listPricePence,
      priceReason: line.priceReason,
      discountPence: line.discountPence,
      totalPence: line.totalPence,
      vatRateBp: line.vatRateBp,
      vatPence: line.vatPence,
      refundedQuantity: line.refundedQuantity,
      refundedPence: line.refundedPence,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amountPence: p.amountPence,
      cashGivenPence: p.cashGivenPence,
      changePence: p.changePence,
      refundedPence: p.refundedPence,
      failureMessage: p.failureMessage,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      paymentId: r.paymentId,
      amountPence: r.amountPence,
      reason: r.reason,
      lines: r.lines,
      createdAt: r.createdAt.toISOString(),
    })),
    vatRates: [...rates.values()].sort((a, b) => b.rateBp - a.rateBp),
  };
}

/** The sales of one salon day, newest first, for 'Caixa'. */
export async function listDaySales(db: Db, businessDate: string): Promise<TillSaleSummary[]> {
  const rows = await db
    .select({
      id: sales.id,
      number: sales.number,
      status: sales.status,
      createdAt: sales.createdAt,
      clientName: clientDirectory.fullName,
      totalPence: sales.totalPence,
    })
    .from(sales)
    .leftJoin(clientDirectory, eq(clientDirectory.id, sales.clientId))
    .where(eq(sales.businessDate, businessDate))
    .orderBy(desc(sales.number));
  const ids = rows.map((r) => r.id);
  const payments = ids.length
    ? await db
        .select({
          saleId: salePayments.saleId,
          method: salePayments.method,
        })
        .from(salePayments)
        .where(and(inArray(salePayments.saleId, ids), eq(salePayments.status, 'succeeded')))
    : [];
  const refunds = ids.length
    ? await db
        .select({ saleId: saleRefunds.saleId, amountPence: saleRefunds.amountPence })
        .from(saleRefunds)
        .where(inArray(saleRefunds.saleId, ids))
    : [];
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    clientName: r.clientName ?? null,
    totalPence: r.totalPence,
    refundedPence: refunds
      .filter((x) => x.saleId === r.id)
      .reduce((sum, x) => sum + x.amountPence, 0),
    methods: [
      ...new Set(payments.filter((p) => p.saleId === r.id).map((p) => p.method)),
    ] as PaymentMethod[],
  }));
}
