import { type SQL, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@shared/booking';
import type { BucketSize, InsightsPeriod } from '@shared/schemas/insights';
import { bucketOf } from '@shared/insights-period';
import { salonDaySpan } from '@shared/salon-dates';
import type { Db } from '../../db/client';

// The figures' aggregates, each one statement: the appointments' figures from the day totals
// (decision 040), a few rows a day however long the history; the others from an index on the
// period's column (retained_at, purchase_date, confirmed_at). What comes back is one row per
// bucket, status, professional or service. Buckets are the salon's local dates (Europe/London),
// so a booking at 00:30 BST on 1 November counts on that day.

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

/**
 * The same bucket for a salon date of the day totals (decision 040): date_trunc of the date at
 * midnight gives the first date of its day, week (Monday) or month, as `bucket` does for instants.
 */
function dayBucket(column: SQL, size: BucketSize): SQL {
  return sql`to_char(date_trunc(${sql.raw(`'${size}'`)}, ${column}::timestamp), 'YYYY-MM-DD')`;
}

/** Any fixed number: it only has to differ from the app's other advisory locks. */
const FOLD_LOCK_ID = 7_340_514;

/**
 * Folds the change logs the appointments' triggers append to into the day totals and the first
 * visits (migration 0018), one folder at a time. Each statement takes the log rows it sees and
 * reads the appointments in the same snapshot, so a change not yet committed stays in the log for
 * the next fold, and none is counted twice. Reports read the totals and the logs together, so a
 * fold only keeps the logs short: when another is under way this one does nothing rather than
 * wait (a waiting fold would hold a pooled connection for nothing).
 */
export async function foldInsightsChanges(db: Db): Promise<void> {
  const [pending] = await rows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from insights_changes)
      or exists (select 1 from client_first_visit_changes) as "any"`,
  );
  if (!pending?.any) return;
  await db.transaction(async (tx) => {
    const [locked] = await rows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FOLD_LOCK_ID}) as "locked"`,
    );
    if (!locked?.locked) return;
    await tx.execute(sql`with taken as (delete from insights_changes returning *),
      by_status as (
        insert into insights_status_days as t (day, status, appointments, price_pence)
        select day, status, sum(appointments), sum(price_pence) from taken group by 1, 2 order by 1, 2
        on conflict (day, status) do update set appointments = t.appointments + excluded.appointments,
          price_pence = t.price_pence + excluded.price_pence
      ), by_professional as (
        insert into insights_professional_days as t
          (day, professional_id, appointments, bookings, completed_pence, booked_seconds)
        select day, professional_id, sum(appointments),
          coalesce(sum(appointments) filter (where status <> 'cancelled'), 0),
          coalesce(sum(price_pence) filter (where status = 'completed'), 0),
          coalesce(sum(booked_seconds) filter (where status <> 'cancelled'), 0)
        from taken group by 1, 2 order by 1, 2
        on conflict (day, professional_id) do update set
          appointments = t.appointments + excluded.appointments,
          bookings = t.bookings + excluded.bookings,
          completed_pence = t.completed_pence + excluded.completed_pence,
          booked_seconds = t.booked_seconds + excluded.booked_seconds
      ), by_service as (
        insert into insights_service_days as t
          (day, service_id, appointments, bookings, completed_pence)
        select day, service_id, sum(appointments),
          coalesce(sum(appointments) filter (where status <> 'cancelled'), 0),
          coalesce(sum(price_pence) filter (where status = 'completed'), 0)
        from taken group by 1, 2 order by 1, 2
        on conflict (day, service_id) do update set
          appointments = t.appointments + excluded.appointments,
          bookings = t.bookings + excluded.bookings,
          completed_pence = t.completed_pence + excluded.completed_pence
      )
      select 1`);
    await tx.execute(sql`with taken as (delete from client_first_visit_changes returning client_id),
      firsts as (
        select c.client_id, (select min(a.starts_at) from appointments a
          where a.client_id = c.client_id and a.status <> 'cancelled' and a.held_until is null) as first_at
        from (select distinct client_id from taken) c
      ), gone as (
        delete from client_first_visits f using firsts
        where f.client_id = firsts.client_id and firsts.first_at is null
      )
      insert into client_first_visits (client_id, first_at)
      select client_id, first_at from firsts where first_at is not null order by client_id
      on conflict (client_id) do update set first_at = excluded.first_at`);
  });
}

/** The period's salon dates, for the day totals: from and to inclusive. */
const inDays = (period: Period) => sql`day >= ${period.from} and day <= ${period.to}`;

/** Changes not folded yet, in the period, with the columns of each day table. */
const pendingChanges = (period: Period) =>
  sql`select day, status, professional_id, service_id, appointments,
      case when status <> 'cancelled' then appointments else 0 end as bookings,
      price_pence, case when status = 'completed' then price_pence else 0 end as completed_pence,
      case when status <> 'cancelled' then booked_seconds else 0 end as booked_seconds
    from insights_changes where ${inDays(period)}`;

/** Appointments per bucket and status, with their prices (by their current start: a moved one counts where it is now). */
export function appointmentsByBucket(db: Db, period: Period) {
  return rows<StatusBucketRow>(
    db,
    sql`select ${dayBucket(sql`day`, period.bucket)} as "bucket", status,
        sum(appointments)::int as "count", sum(price_pence)::float8 as "pricePence"
      from (
        select day, status, appointments, price_pence from insights_status_days
        where ${inDays(period)}
        union all
        select day, status, appointments, price_pence from (${pendingChanges(period)}) pending
      ) days
      group by 1, 2 having sum(appointments) > 0 order by 1, 2`,
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
  return rows<TeamRow>(
    db,
    sql`select professional_id as "id", sum(bookings)::int as "bookings",
        sum(completed_pence)::float8 as "completedPence",
        (sum(booked_seconds) / 60)::float8 as "bookedMinutes"
      from (
        select professional_id, appointments, bookings, completed_pence, booked_seconds
        from insights_professional_days where ${inDays(period)}
        union all
        select professional_id, appointments, bookings, completed_pence, booked_seconds
        from (${pendingChanges(period)}) pending
      ) days
      group by 1 having sum(appointments) > 0`,
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
  return rows<ServiceRow>(
    db,
    sql`select d.service_id as "id", s.name as "name", sum(d.bookings)::int as "bookings",
        sum(d.completed_pence)::float8 as "completedPence"
      from (
        select service_id, appointments, bookings, completed_pence
        from insights_service_days where ${inDays(period)}
        union all
        select service_id, appointments, bookings, completed_pence
        from (${pendingChanges(period)}) pending
      ) d join services s on s.id = d.service_id
      group by 1, 2 having sum(d.appointments) > 0`,
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
 *
 * Counted without looking up each client (decision 040): those seen per bucket and in all, from
 * the index of kept appointments; the new ones from the first visits (client_first_visits, folded
 * before the report). A first visit inside the period is in a bucket where its client is seen; one
 * before the period's start but in its first bucket (a period starting mid-month) counts as new in
 * that bucket only when its client is seen there, as before; the others seen are returning.
 */
export function clientsByBucket(db: Db, period: Period) {
  const { start, end } = windowOf(period);
  const firstBucketStart = salonDaySpan(bucketOf(period.from, period.bucket)).start.toISOString();
  // Buckets stay timestamps (the salon's local time, truncated) until the end: written out as
  // text only once per bucket, not once per appointment.
  const local = (column: SQL) =>
    sql`date_trunc(${sql.raw(`'${period.bucket}'`)}, ${column} at time zone 'Europe/London')`;
  return rows<ClientBucketRow>(
    db,
    sql`with seen as materialized (
        select distinct client_id, ${local(sql`starts_at`)} as b
        from appointments
        where starts_at >= ${start} and starts_at < ${end} and status <> 'cancelled' and ${REAL}
      ), changed as materialized (
        select distinct client_id from client_first_visit_changes
      ), firsts as materialized (
        select client_id, first_at, ${local(sql`first_at`)} as b
        from (
          select f.client_id, f.first_at from client_first_visits f
          where f.first_at >= ${firstBucketStart} and f.first_at < ${end}
            and not exists (select 1 from changed c where c.client_id = f.client_id)
          union all
          select c.client_id, (select min(a.starts_at) from appointments a
            where a.client_id = c.client_id and a.status <> 'cancelled' and a.held_until is null)
          from changed c
        ) known
        where first_at >= ${firstBucketStart} and first_at < ${end}
      ), news as (
        select b, count(*) as n from firsts where first_at >= ${start} group by 1
        union all
        select f.b, count(*) from firsts f join seen s using (client_id, b)
        where f.first_at < ${start} group by 1
      ), per_bucket as (
        select b, count(*) as seen from seen group by 1
      ), new_total as (
        select count(*) as n from firsts where first_at >= ${start}
      )
      select to_char(p.b, 'YYYY-MM-DD') as "bucket",
        coalesce((select sum(n) from news where news.b = p.b), 0)::int as "new",
        (p.seen - coalesce((select sum(n) from news where news.b = p.b), 0))::int as "returning"
      from per_bucket p
      union all
      select null, (select n from new_total)::int,
        ((select count(*) from (select distinct client_id from seen) clients)
          - (select n from new_total))::int`,
  );
}
