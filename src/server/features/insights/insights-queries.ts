import { type SQL, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@shared/booking';
import type { BucketSize, InsightsPeriod } from '@shared/schemas/insights';
import { salonDaySpan } from '@shared/salon-dates';
import type { Db } from '../../db/client';

// The figures' aggregates, each one statement the database answers from an index on the period's
// column (starts_at, retained_at, purchase_date, confirmed_at): what comes back is one row per
// bucket, status, professional or service, never the appointments themselves. Buckets are the
// salon's local dates (Europe/London), so a booking at 00:30 BST on 1 November counts on that day.

/** Unpaid deposit holds are not appointments (decision 028): every figure leaves them out. */
const REAL = sql`held_until is null`;

/** The period as UTC instants [start, end): salon midnight of `from` to salon midnight after `to`. */
export function windowOf(period: Pick<InsightsPeriod, 'from' | 'to'>) {
  return {
    start: salonDaySpan(period.from).start.toISOString(),
    end: salonDaySpan(period.to).end.toISOString(),
  };
}

/** The first salon date of the bucket an instant falls in, as YYYY-MM-DD. */
function bucket(column: SQL, size: BucketSize): SQL {
  // Inlined, not bound: the same expression must match in GROUP BY, and these are our constants.
  return sql`to_char(date_trunc(${sql.raw(`'${size}'`)}, ${column} at time zone 'Europe/London'), 'YYYY-MM-DD')`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Period = Pick<InsightsPeriod, 'from' | 'to' | 'bucket'>;

export interface StatusBucketRow {
  bucket: string;
  status: AppointmentStatus;
  count: number;
  pricePence: number;
}

/** Appointments per bucket and status, with their prices (by their current start: a moved one counts where it is now). */
export function appointmentsByBucket(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  return rows<StatusBucketRow>(
    db,
    sql`select ${bucket(sql`starts_at`, period.bucket)} as "bucket", status,
        count(*)::int as "count", coalesce(sum(total_price_pence), 0)::float8 as "pricePence"
      from appointments
      where starts_at >= ${start} and starts_at < ${end} and ${REAL}
      group by 1, 2 order by 1, 2`,
  );
}

export interface TeamRow {
  id: string;
  bookings: number;
  completedPence: number;
  bookedMinutes: number;
}

/** Per professional: bookings not cancelled, completed prices and booked minutes. */
export function appointmentsByProfessional(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  return rows<TeamRow>(
    db,
    sql`select assigned_professional_id as "id",
        (count(*) filter (where status <> 'cancelled'))::int as "bookings",
        coalesce(sum(total_price_pence) filter (where status = 'completed'), 0)::float8 as "completedPence",
        coalesce(sum(extract(epoch from ends_at - starts_at) / 60) filter (where status <> 'cancelled'), 0)::float8 as "bookedMinutes"
      from appointments
      where starts_at >= ${start} and starts_at < ${end} and ${REAL}
      group by 1`,
  );
}

export interface ServiceRow {
  id: string;
  name: string;
  bookings: number;
  completedPence: number;
}

/** Per service: bookings not cancelled and completed prices. */
export function appointmentsByService(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  return rows<ServiceRow>(
    db,
    sql`select a.service_id as "id", s.name as "name",
        (count(*) filter (where a.status <> 'cancelled'))::int as "bookings",
        coalesce(sum(a.total_price_pence) filter (where a.status = 'completed'), 0)::float8 as "completedPence"
      from appointments a join services s on s.id = a.service_id
      where a.starts_at >= ${start} and a.starts_at < ${end} and a.${REAL}
      group by 1, 2`,
  );
}

export interface KeptDepositRow {
  bucket: string;
  professionalId: string;
  serviceId: string;
  serviceName: string;
  pence: number;
}

/**
 * Deposits the salon kept (late cancellation, no-show), by the day they were kept. A deposit
 * whose appointment was completed is part of that price, so it is never added a second time.
 */
export function keptDeposits(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  return rows<KeptDepositRow>(
    db,
    sql`select ${bucket(sql`d.retained_at`, period.bucket)} as "bucket",
        d.assigned_professional_id as "professionalId", d.service_id as "serviceId",
        s.name as "serviceName", sum(d.amount_pence)::float8 as "pence"
      from appointment_deposits d join services s on s.id = d.service_id
      where d.status = 'retained' and d.retained_at >= ${start} and d.retained_at < ${end}
        and not exists (select 1 from appointments a
          where a.id = d.appointment_id and a.status = 'completed')
      group by 1, 2, 3, 4`,
  );
}

/** Course sales per bucket. */
export function courseSales(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  return rows<{ bucket: string; sales: number; pence: number }>(
    db,
    sql`select ${bucket(sql`purchase_date`, period.bucket)} as "bucket",
        count(*)::int as "sales", coalesce(sum(amount_pence), 0)::float8 as "pence"
      from course_purchases
      where purchase_date >= ${start} and purchase_date < ${end}
      group by 1`,
  );
}

/** Confirmed subscriptions and unsubscriptions per bucket (double opt-in: only confirmed counts). */
export async function newsletterMoves(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  const [series, [atEnd]] = await Promise.all([
    rows<{ bucket: string; confirmed: number; unsubscribed: number }>(
      db,
      sql`select "bucket", sum(confirmed)::int as "confirmed", sum(unsubscribed)::int as "unsubscribed"
        from (
          select ${bucket(sql`confirmed_at`, period.bucket)} as "bucket", 1 as confirmed, 0 as unsubscribed
            from newsletter_subscribers where confirmed_at >= ${start} and confirmed_at < ${end}
          union all
          select ${bucket(sql`unsubscribed_at`, period.bucket)}, 0, 1
            from newsletter_subscribers
            where unsubscribed_at >= ${start} and unsubscribed_at < ${end} and confirmed_at is not null
        ) moves
        group by 1`,
    ),
    rows<{ subscribers: number }>(
      db,
      sql`select count(*)::int as "subscribers" from newsletter_subscribers
        where confirmed_at < ${end} and (unsubscribed_at is null or unsubscribed_at >= ${end})`,
    ),
  ]);
  return { series, subscribersAtEnd: atEnd?.subscribers ?? 0 };
}

export interface ClientBucketRow {
  /** Null on the period's total row. */
  bucket: string | null;
  new: number;
  returning: number;
}

/**
 * New and returning clients among those with an appointment (not cancelled) in the period. A
 * client is new in a bucket holding their first ever such appointment, returning in a bucket when
 * they had one before it; over the whole period, new when their first falls inside it.
 */
export function clientsByBucket(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  const kept = sql`status <> 'cancelled' and ${REAL}`;
  // Each client's first visit is one look-up on (client_id, starts_at) per client seen, and the
  // (client, bucket) pairs are distinct already: no count(distinct) over the period's rows.
  return rows<ClientBucketRow>(
    db,
    sql`with seen as (
        select distinct client_id, ${bucket(sql`starts_at`, period.bucket)} as "bucket"
        from appointments where starts_at >= ${start} and starts_at < ${end} and ${kept}
      ), firsts as materialized (
        select client_id, first_at, ${bucket(sql`first_at`, period.bucket)} as first_bucket
        from (
          select clients.client_id, (select min(a.starts_at) from appointments a
            where a.client_id = clients.client_id and a.status <> 'cancelled'
              and a.held_until is null) as first_at
          from (select distinct client_id from seen) clients
        ) found
      )
      select s."bucket",
        (count(*) filter (where f.first_bucket = s."bucket"))::int as "new",
        (count(*) filter (where f.first_bucket < s."bucket"))::int as "returning"
      from seen s join firsts f using (client_id)
      group by s."bucket"
      union all
      select null, (count(*) filter (where first_at >= ${start}))::int,
        (count(*) filter (where first_at < ${start}))::int
      from firsts`,
  );
}
