// The salon's diary the load bench measures against (`npm run bench`, issue 16): about two years
// of a six-strong team's bookings, patterns, time off and closures, in plain SQL for both engines.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * A salon with a history (issue 16): about two years of bookings for the seeded team (three a day
 * each, six days a week; past ones completed or cancelled, the next 12 weeks confirmed), the newer
 * members' weekly patterns (seeded), training afternoons every fortnight and a week's holiday each,
 * and closures past and to come. Plain SQL, so one text fills both engines.
 */
export const DIARY_SQL = `
insert into "user" (id, name, email, email_verified) values
  ('bench-diary', 'Bench Diary', 'bench-diary@example.com', true);
insert into clients (user_id) values ('bench-diary');
insert into appointments (client_id, user_id, service_id, professional_id, assigned_professional_id,
  starts_at, ends_at, blocked_until, total_price_pence, status)
select (select id from clients where user_id = 'bench-diary'), 'bench-diary', team.service, team.id, team.id, start, start + interval '60 minutes',
  start + interval '60 minutes', 5000,
  (case when start > now() then 'confirmed' when random() < 0.1 then 'cancelled' else 'completed' end)::appointment_status
from (
  select p.id, (select ps.service_id from professional_services ps where ps.professional_id = p.id
    order by ps.service_id limit 1) as service from professionals p
) team,
lateral (
  select (day::date + slot) at time zone 'Europe/London' as start
  from generate_series(current_date - 730, current_date + 84, interval '1 day') day,
    unnest(array[time '10:00', time '14:00', time '16:30']) slot
  where extract(isodow from day) <> 7
) starts
where team.service is not null;
insert into time_off (professional_id, kind, starts_at, ends_at, all_day, note)
select p.id, 'training', (day::date + time '14:00') at time zone 'Europe/London',
  (day::date + time '17:00') at time zone 'Europe/London', false, 'Product training'
from professionals p, generate_series(current_date - 365, current_date + 90, interval '14 days') day;
insert into time_off (professional_id, kind, starts_at, ends_at, all_day, note)
select p.id, 'holiday', (current_date + 20 + 7 * p.sort_order)::timestamp at time zone 'Europe/London',
  (current_date + 27 + 7 * p.sort_order)::timestamp at time zone 'Europe/London', true, 'Holiday'
from professionals p;
insert into closures (starts_on, ends_on, reason) values
  (current_date - 340, current_date - 336, 'Closed for Christmas'),
  (current_date - 120, current_date - 120, 'Closed for staff training'),
  (current_date + 30, current_date + 30, 'Closed for staff training'),
  (current_date + 55, current_date + 57, 'Closed for refurbishment');
`;

export const DIARY_COUNTS = `select
  (select count(*) from appointments)::int as appointments,
  (select count(*) from time_off)::int as time_off,
  (select count(*) from closures)::int as closures,
  (select count(*) from working_intervals)::int as working_intervals,
  (select count(*) from professional_services)::int as mapping`;

/** Fills the diary of a server's database: PGlite's files while it is stopped, PostgreSQL live. */
export async function withRealisticDiary(server, env, startServer) {
  let counts;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(DIARY_SQL);
    counts = (await client.query(DIARY_COUNTS)).rows[0];
    await client.end();
  } else {
    await server.stop({ keepData: true });
    const db = await PGlite.create(join(server.dataDir, 'pglite'), {
      extensions: { btree_gist, pg_trgm },
    });
    await db.exec(DIARY_SQL);
    counts = (await db.query(DIARY_COUNTS)).rows[0];
    await db.close();
    server = await startServer(env, server.dataDir);
  }
  console.log(
    `  diary: ${counts.appointments} appointments, ${counts.time_off} time off, ${counts.closures} closures, ${counts.working_intervals} pattern intervals, ${counts.mapping} professional-service pairs`,
  );
  return server;
}

/** The diary of a PostgreSQL database no server is using yet. */
export async function fillDiary(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(DIARY_SQL);
    const counts = (await client.query(DIARY_COUNTS)).rows[0];
    console.log(
      `  diary: ${counts.appointments} appointments, ${counts.time_off} time off, ${counts.closures} closures, ${counts.working_intervals} pattern intervals, ${counts.mapping} professional-service pairs`,
    );
  } finally {
    await client.end();
  }
}
