import { type SQL, sql } from 'drizzle-orm';
import type { PaymentMethod, SaleLineKind } from '@shared/till';
import type { BucketSize, InsightsPeriod } from '@shared/schemas/insights';
import type { Db } from '../../db/client';

// Revenue from the till's takings (issue 34, decision 056), read from the till's tables: the lines
// of paid sales on their salon day (`sales.business_date`, the Europe/London date the sale was
// rung up, so one at 00:30 BST counts on that day), and refunds on the salon day the money went
// back. The same days the day's close counts, so Insights and the closes agree.

type Period = Pick<InsightsPeriod, 'from' | 'to' | 'bucket'>;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The first date of the bucket a salon date falls in (as the day totals' buckets). */
function dayBucket(column: SQL, size: BucketSize): SQL {
  return sql`to_char(date_trunc(${sql.raw(`'${size}'`)}, ${column}::timestamp), 'YYYY-MM-DD')`;
}

const inPeriod = (column: SQL, period: Period) =>
  sql`${column} >= ${period.from} and ${column} <= ${period.to}`;

/** Lines of paid sales in the period, and refunded amounts of lines, as signed pence. */
const signedLines = (period: Period) => sql`
  select s.business_date as day, l.kind, l.professional_id, l.service_id, l.total_pence as pence
  from sale_lines l join sales s on s.id = l.sale_id
  where s.status = 'paid' and ${inPeriod(sql`s.business_date`, period)}
  union all
  select r.business_date, l.kind, l.professional_id, l.service_id, -x."amountPence"
  from sale_refunds r
    cross join lateral jsonb_to_recordset(r.lines) as x("lineId" uuid, "amountPence" int)
    join sale_lines l on l.id = x."lineId"
  where ${inPeriod(sql`r.business_date`, period)}`;

export interface TakingsBucketRow {
  bucket: string;
  kind: SaleLineKind;
  pence: number;
}

/** Lines of paid sales per bucket and kind (service, product, tip), before refunds. */
export function takingsByBucket(db: Db, period: Period) {
  return rows<TakingsBucketRow>(
    db,
    sql`select ${dayBucket(sql`s.business_date`, period.bucket)} as "bucket", l.kind as "kind",
        sum(l.total_pence)::float8 as "pence"
      from sale_lines l join sales s on s.id = l.sale_id
      where s.status = 'paid' and ${inPeriod(sql`s.business_date`, period)}
      group by 1, 2`,
  );
}

/** Refunds per bucket, on the day the money went back (whole sales and lines alike). */
export function refundsByBucket(db: Db, period: Period) {
  return rows<{ bucket: string; pence: number }>(
    db,
    sql`select ${dayBucket(sql`business_date`, period.bucket)} as "bucket",
        sum(amount_pence)::float8 as "pence"
      from sale_refunds where ${inPeriod(sql`business_date`, period)}
      group by 1`,
  );
}

/** Succeeded payments of paid sales less refunds, per method. */
export function takingsByMethod(db: Db, period: Period) {
  return rows<{ method: PaymentMethod; pence: number }>(
    db,
    sql`select method as "method", sum(pence)::float8 as "pence" from (
        select p.method, p.amount_pence as pence
        from sale_payments p join sales s on s.id = p.sale_id
        where p.status = 'succeeded' and s.status = 'paid'
          and ${inPeriod(sql`s.business_date`, period)}
        union all
        select p.method, -r.amount_pence
        from sale_refunds r join sale_payments p on p.id = r.payment_id
        where ${inPeriod(sql`r.business_date`, period)}
      ) m group by 1`,
  );
}

/** Per professional: services and products sold (net of their refunds) and tips, apart. */
export function takingsByProfessional(db: Db, period: Period) {
  return rows<{ id: string; salesPence: number; tipsPence: number }>(
    db,
    sql`select professional_id as "id",
        coalesce(sum(pence) filter (where kind <> 'tip'), 0)::float8 as "salesPence",
        coalesce(sum(pence) filter (where kind = 'tip'), 0)::float8 as "tipsPence"
      from (${signedLines(period)}) t
      where professional_id is not null
      group by 1`,
  );
}

/** Per service: its lines, net of their refunds. */
export function takingsByService(db: Db, period: Period) {
  return rows<{ id: string; name: string; pence: number }>(
    db,
    sql`select t.service_id as "id", sv.name as "name", sum(t.pence)::float8 as "pence"
      from (${signedLines(period)}) t join services sv on sv.id = t.service_id
      where t.kind = 'service'
      group by 1, 2`,
  );
}
