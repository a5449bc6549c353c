// A salon's history at any size, for the back office's scale bench (`npm run bench`, issue 28):
// the same business at every size (20 professionals, 8 appointments each a day, Monday to
// Saturday, four weeks booked ahead, a client for every 10 appointments), only the history is
// deeper. So 12,500 appointments are about eleven weeks and 1,000,000 about twenty years, and a
// day, a client or a search answers about as many rows at both sizes: what grows is what a query
// must not read. PostgreSQL only; one INSERT … SELECT per table, triggers off while it runs (so the
// Insights totals are summed at the end, as migration 0018 does).
//   node scripts/bench-scale-data.mjs <postgres url of a migrated, seeded database> [--appointments=1000000]
import pg from 'pg';

export const PROFESSIONALS = 20;
export const PER_DAY = 8;
const DAYS_AHEAD = 28;

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Ivy',
  'Lily',
  'Isabella',
  'Rosie',
  'Sophia',
  'Grace',
  'Freya',
  'Willow',
  'Emily',
  'Ella',
  'Poppy',
  'Evie',
  'Charlotte',
  'Daisy',
  'Sienna',
  'Harper',
  'Ruby',
  'Florence',
  'Matilda',
  'Elsie',
  'Alice',
  'Sofia',
  'Millie',
  'Maya',
  'Jessica',
  'Noah',
  'Oliver',
  'George',
  'Arthur',
  'Leo',
  'Harry',
  'Oscar',
  'Archie',
  'Henry',
  'Theodore',
  'Freddie',
  'Jack',
  'Charlie',
  'Theo',
  'Alfie',
  'Jacob',
  'Thomas',
  'Finley',
  'Lucas',
  'Isaac',
  'Priya',
  'Aisha',
  'Fatima',
  'Zara',
  'Mohammed',
  'Yusuf',
  'Ana',
  'Beatriz',
  'Joana',
  'Mariana',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Wood',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Hughes',
  'Edwards',
  'Lewis',
  'Harris',
  'Turner',
  'Hill',
  'Moore',
  'Cooper',
  'Ward',
  'Morris',
  'King',
  'Watson',
  'Baker',
  'Harrison',
  'Morgan',
  'Khan',
  'Ali',
  'Begum',
  'Singh',
  'Kaur',
  'Shah',
  'Ahmed',
  'Hussain',
  'Murphy',
  'Kelly',
  'Campbell',
  'Stewart',
  'Scott',
  'Young',
  'Allen',
  'Mitchell',
  'Bell',
  'Carter',
  'Phillips',
  'Parker',
  'Bennett',
  'Gray',
  'James',
  'Silva',
  'Santos',
  'Oliveira',
  'Costa',
  'Pereira',
  'Ferreira',
  'Rodrigues',
  'Almeida',
  'Sousa',
  'Lopes',
  'Marques',
  'Gomes',
  'Ribeiro',
  'Carvalho',
  'Martins',
  'Nunes',
  'Cunha',
  'Rocha',
  'Dias',
  'Moreira',
  'Cardoso',
  'Teixeira',
  'Correia',
  'Mendes',
  'Pinto',
  'Fonseca',
  'Reis',
  'Vieira',
  'Barbosa',
  'Machado',
  'Araujo',
  'Monteiro',
  'Freitas',
  'Lima',
  'Soares',
  'Campos',
  'Baptista',
];

const array = (items) => `array[${items.map((i) => `'${i}'`).join(',')}]`;

/** The generated client number `n`'s name, e-mail and phone, as the SQL below writes them. */
export function scaleClient(n) {
  const first = FIRST[n % FIRST.length];
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length];
  return {
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}.${n}@example.net`,
    phone: `07${String(700_000_000 + ((n * 7_919) % 100_000_000)).padStart(9, '0')}`,
  };
}

/**
 * Clients first (three in ten with an account and a profile, the others desk records), then the
 * appointments: open days going back from four weeks ahead, eight a day for each professional,
 * each one a client's (spread over all of them), past ones completed, cancelled or no-shows.
 */
function statements(appointments) {
  const clients = Math.max(1, Math.round(appointments / 10));
  const openDays = Math.ceil(appointments / (PROFESSIONALS * PER_DAY));
  // Open days are six in seven: enough calendar days back to hold them all.
  const calendarDays = Math.ceil((openDays * 7) / 6) + 7;
  const name = (n) =>
    `(${array(FIRST)})[${n} % ${FIRST.length} + 1] || ' ' || (${array(LAST)})[(${n} / ${FIRST.length}) % ${LAST.length} + 1]`;
  const email = (n) =>
    `lower((${array(FIRST)})[${n} % ${FIRST.length} + 1] || '.' || (${array(LAST)})[(${n} / ${FIRST.length}) % ${LAST.length} + 1]) || '.' || ${n} || '@example.net'`;
  const phone = (n) =>
    `'07' || lpad((700000000 + (${n}::bigint * 7919) % 100000000)::text, 9, '0')`;
  return [
    `set session_replication_role = replica`,
    // The seeded six, and more like them: each new one performs what seeded one (i mod 6) does.
    `insert into professionals (name, role, sort_order)
       select 'Scale professional ' || i, 'Stylist', 100 + i
       from generate_series(1, ${PROFESSIONALS} - (select count(*) from professionals)) i`,
    `insert into professional_services (professional_id, service_id)
       select p.id, ps.service_id
       from (select id, row_number() over (order by sort_order, name) - 1 as i from professionals) p
       join (select id, row_number() over (order by sort_order, name) - 1 as i from professionals
             where name not like 'Scale professional %') seeded
         on seeded.i = p.i % (select count(*) from professionals where name not like 'Scale professional %')
       join professional_services ps on ps.professional_id = seeded.id
       where p.id <> seeded.id
       on conflict do nothing`,
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select 'scale-' || n, ${name('n')}, ${email('n')}, true, now(), now()
       from generate_series(0, ${clients - 1}) n where n % 10 < 3`,
    `insert into profiles (user_id, full_name, phone)
       select 'scale-' || n, ${name('n')}, ${phone('n')}
       from generate_series(0, ${clients - 1}) n where n % 10 < 3`,
    `create temporary table scale_clients as
       select n, gen_random_uuid() as id from generate_series(0, ${clients - 1}) n`,
    `insert into clients (id, user_id, full_name, email, phone, created_at)
       select id, case when n % 10 < 3 then 'scale-' || n end,
         case when n % 10 >= 3 then ${name('n')} end,
         case when n % 10 >= 3 then ${email('n')} end,
         case when n % 10 >= 3 then ${phone('n')} end,
         now() - interval '1 day' * ${calendarDays}
       from scale_clients`,
    `create index on scale_clients (n)`,
    `create temporary table scale_team as
       select p.id, row_number() over (order by p.sort_order, p.name) - 1 as i,
         (select array_agg(s.id order by s.sort_order, s.name) from professional_services ps
           join services s on s.id = ps.service_id
           where ps.professional_id = p.id and s.bookable and s.deposit_kind is null) as services
       from professionals p where p.is_active`,
    `create temporary table scale_days as
       select day::date as day, row_number() over (order by day desc) - 1 as i
       from generate_series(current_date + ${DAYS_AHEAD}, current_date - ${calendarDays}, interval '-1 day') day
       where extract(isodow from day) <> 7`,
    `insert into appointments (client_id, user_id, service_id, professional_id,
        assigned_professional_id, starts_at, ends_at, blocked_until, total_price_pence, status,
        created_at, updated_at)
       select c.id, case when c.n % 10 < 3 then 'scale-' || c.n end, s.id,
         case when slot.k % 3 = 0 then null else t.id end, t.id,
         slot.starts, slot.starts + interval '50 minutes', slot.starts + interval '50 minutes',
         s.price_pence,
         (case when slot.starts > now() then (case when slot.k % 9 = 0 then 'pending' else 'confirmed' end)
           when slot.k % 20 = 0 then 'no_show' when slot.k % 10 = 0 then 'cancelled'
           else 'completed' end)::appointment_status,
         slot.starts - interval '9 days', slot.starts - interval '9 days'
       from (
         select d.day, t.i as team, h,
           (d.day + time '09:00' + h * interval '1 hour') at time zone 'Europe/London' as starts,
           (d.i * ${PROFESSIONALS} + t.i) * ${PER_DAY} + h as k
         from scale_days d cross join scale_team t cross join generate_series(0, ${PER_DAY - 1}) h
       ) slot
       join scale_team t on t.i = slot.team
       join services s on s.id = t.services[1 + (slot.k / 7) % array_length(t.services, 1)]
       join scale_clients c on c.n = (slot.k * 7919) % ${clients}
       where slot.k < ${appointments}`,
    // The triggers are off while the history goes in: its Insights totals and first visits are
    // summed here as migration 0018 sums an existing history.
    `insert into insights_status_days (day, status, appointments, price_pence)
       select (starts_at at time zone 'Europe/London')::date, status, count(*), sum(total_price_pence)
       from appointments where held_until is null group by 1, 2`,
    `insert into insights_professional_days (day, professional_id, appointments, bookings,
         completed_pence, booked_seconds)
       select (starts_at at time zone 'Europe/London')::date, assigned_professional_id, count(*),
         count(*) filter (where status <> 'cancelled'),
         coalesce(sum(total_price_pence) filter (where status = 'completed'), 0),
         coalesce(sum(extract(epoch from ends_at - starts_at)) filter (where status <> 'cancelled'), 0)
       from appointments where held_until is null group by 1, 2`,
    `insert into insights_service_days (day, service_id, appointments, bookings, completed_pence)
       select (starts_at at time zone 'Europe/London')::date, service_id, count(*),
         count(*) filter (where status <> 'cancelled'),
         coalesce(sum(total_price_pence) filter (where status = 'completed'), 0)
       from appointments where held_until is null group by 1, 2`,
    `insert into client_first_visits (client_id, first_at)
       select client_id, min(starts_at) from appointments
       where status <> 'cancelled' and held_until is null group by client_id`,
    // Contact messages and course purchases from some of them, found by e-mail on their records.
    `insert into contacts (name, email, subject, message, created_at)
       select ${name('n')}, ${email('n')}, 'Booking', 'A question about a treatment.',
         now() - interval '1 hour' * n
       from generate_series(0, ${clients - 1}) n where n % 5 = 1`,
    `insert into course_purchases (course_id, email, provider, provider_session_id, amount_pence,
         currency, purchase_date)
       select (select id from courses order by name limit 1), ${email('n')}, 'test', 'scale-' || n,
         4900, 'gbp', now() - interval '1 hour' * n
       from generate_series(0, ${clients - 1}) n where n % 20 = 7`,
    `set session_replication_role = origin`,
    // As autovacuum leaves a database in use: statistics, and the visibility map index-only
    // scans rely on.
    `vacuum analyze`,
  ];
}

export async function fillScale(url, { appointments }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const sql of statements(appointments)) await client.query(sql);
    const { rows } = await client.query(
      `select (select count(*) from appointments)::int as appointments,
        (select count(*) from clients)::int as clients,
        (select count(*) from professionals)::int as professionals`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  const count = Number(/--appointments=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 1_000_000);
  const started = performance.now();
  const counts = await fillScale(url, { appointments: count });
  console.log(
    `${counts.appointments} appointments, ${counts.clients} clients, ${counts.professionals} professionals in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
