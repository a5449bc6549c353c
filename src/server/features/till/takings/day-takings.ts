import { sql } from 'drizzle-orm';
import { TILL_METHODS, type PaymentMethod, type TillMethod } from '@shared/till';
import type { Db } from '../../../db/client';

/** What a salon day took, as its close counts it. */
export interface DayTakings {
  /** Per till method: succeeded payments of the day's sales less the day's refunds on that method. */
  expected: Record<TillMethod, number>;
  /** Deposits paid online and taken off the day's sales (less refunds of them): never in the till. */
  depositsPence: number;
  sales: number;
  tipsPence: number;
  refundsPence: number;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The day's takings per method. A payment belongs to its sale's salon day (the day the sale was
 * rung up, `sales.business_date`), a refund to the day the money went back: so a refund today of
 * last week's sale lowers today's expected cash, and a closed day is never changed by it.
 */
export async function dayTakings(db: Db, date: string): Promise<DayTakings> {
  const [paid, refunded, totals] = await Promise.all([
    rows<{ method: PaymentMethod; pence: number }>(
      db,
      sql`select p.method as "method", sum(p.amount_pence)::float8 as "pence"
        from sale_payments p join sales s on s.id = p.sale_id
        where s.business_date = ${date} and p.status = 'succeeded'
        group by 1`,
    ),
    rows<{ method: PaymentMethod; pence: number }>(
      db,
      sql`select p.method as "method", sum(r.amount_pence)::float8 as "pence"
        from sale_refunds r join sale_payments p on p.id = r.payment_id
        where r.business_date = ${date}
        group by 1`,
    ),
    rows<{ sales: number; tips: number }>(
      db,
      sql`select count(*)::int as "sales", coalesce(sum(tips_pence), 0)::float8 as "tips"
        from sales where business_date = ${date} and status = 'paid'`,
    ),
  ]);
  const net = (method: PaymentMethod) =>
    (paid.find((p) => p.method === method)?.pence ?? 0) -
    (refunded.find((r) => r.method === method)?.pence ?? 0);
  const expected = Object.fromEntries(TILL_METHODS.map((m) => [m, net(m)])) as Record<
    TillMethod,
    number
  >;
  return {
    expected,
    depositsPence: net('deposit'),
    sales: totals[0]?.sales ?? 0,
    tipsPence: totals[0]?.tips ?? 0,
    refundsPence: refunded.reduce((total, r) => total + r.pence, 0),
  };
}
