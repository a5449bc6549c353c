-- Added by hand (drizzle cannot express it): trigram indexes for the client search need pg_trgm,
-- which PostgreSQL's contrib ships and a database owner may create (a trusted extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "client_first_visit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_first_visits" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"status" "appointment_status" NOT NULL,
	"professional_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"appointments" integer NOT NULL,
	"price_pence" bigint NOT NULL,
	"booked_seconds" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_professional_days" (
	"day" date NOT NULL,
	"professional_id" uuid NOT NULL,
	"appointments" integer NOT NULL,
	"bookings" integer NOT NULL,
	"completed_pence" bigint NOT NULL,
	"booked_seconds" numeric NOT NULL,
	CONSTRAINT "insights_professional_days_day_professional_id_pk" PRIMARY KEY("day","professional_id")
);
--> statement-breakpoint
CREATE TABLE "insights_service_days" (
	"day" date NOT NULL,
	"service_id" uuid NOT NULL,
	"appointments" integer NOT NULL,
	"bookings" integer NOT NULL,
	"completed_pence" bigint NOT NULL,
	CONSTRAINT "insights_service_days_day_service_id_pk" PRIMARY KEY("day","service_id")
);
--> statement-breakpoint
CREATE TABLE "insights_status_days" (
	"day" date NOT NULL,
	"status" "appointment_status" NOT NULL,
	"appointments" integer NOT NULL,
	"price_pence" bigint NOT NULL,
	CONSTRAINT "insights_status_days_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE INDEX "client_first_visits_first_at_idx" ON "client_first_visits" USING btree ("first_at");--> statement-breakpoint
CREATE INDEX "course_purchases_lower_email_idx" ON "course_purchases" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_phone_trgm_idx" ON "profiles" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_phone_digits_trgm_idx" ON "profiles" USING gin (regexp_replace(coalesce("phone", ''), '\D', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "appointments_kept_starts_client_idx" ON "appointments" USING btree ("starts_at","client_id") WHERE "appointments"."status" <> 'cancelled' and "appointments"."held_until" is null;--> statement-breakpoint
CREATE INDEX "clients_full_name_trgm_idx" ON "clients" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_trgm_idx" ON "clients" USING gin (regexp_replace(coalesce("phone", ''), '\D', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contacts_lower_email_idx" ON "contacts" USING btree (lower("email"));
--> statement-breakpoint
-- Added by hand (drizzle cannot express triggers): every change to appointments appends to the
-- Insights change logs (decision 040). Appending never waits on another transaction, so bookings
-- never queue behind each other for the totals; a report folds the logs in before it reads.
CREATE FUNCTION appointments_insights_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO insights_changes (day, status, professional_id, service_id, appointments, price_pence, booked_seconds)
    SELECT (starts_at AT TIME ZONE 'Europe/London')::date, status, assigned_professional_id, service_id,
      count(*), sum(total_price_pence), sum(extract(epoch FROM ends_at - starts_at))
    FROM new_rows WHERE held_until IS NULL GROUP BY 1, 2, 3, 4;
    INSERT INTO client_first_visit_changes (client_id)
    SELECT DISTINCT client_id FROM new_rows WHERE status <> 'cancelled' AND held_until IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO insights_changes (day, status, professional_id, service_id, appointments, price_pence, booked_seconds)
    SELECT (starts_at AT TIME ZONE 'Europe/London')::date, status, assigned_professional_id, service_id,
      -count(*), -sum(total_price_pence), -sum(extract(epoch FROM ends_at - starts_at))
    FROM old_rows WHERE held_until IS NULL GROUP BY 1, 2, 3, 4;
    INSERT INTO client_first_visit_changes (client_id)
    SELECT DISTINCT client_id FROM old_rows WHERE status <> 'cancelled' AND held_until IS NULL;
  ELSE
    -- Only rows whose counted columns changed (a staff note or a reminder's sequence does not).
    INSERT INTO insights_changes (day, status, professional_id, service_id, appointments, price_pence, booked_seconds)
    SELECT day, status, professional_id, service_id, sum(n), sum(pence), sum(seconds)
    FROM (
      SELECT (n.starts_at AT TIME ZONE 'Europe/London')::date AS day, n.status,
        n.assigned_professional_id AS professional_id, n.service_id, 1 AS n,
        n.total_price_pence AS pence, extract(epoch FROM n.ends_at - n.starts_at) AS seconds
      FROM new_rows n JOIN old_rows o USING (id)
      WHERE n.held_until IS NULL AND (o.starts_at, o.ends_at, o.status, o.assigned_professional_id,
        o.service_id, o.total_price_pence, o.held_until) IS DISTINCT FROM (n.starts_at, n.ends_at,
        n.status, n.assigned_professional_id, n.service_id, n.total_price_pence, n.held_until)
      UNION ALL
      SELECT (o.starts_at AT TIME ZONE 'Europe/London')::date, o.status, o.assigned_professional_id,
        o.service_id, -1, -o.total_price_pence, -extract(epoch FROM o.ends_at - o.starts_at)
      FROM old_rows o JOIN new_rows n USING (id)
      WHERE o.held_until IS NULL AND (o.starts_at, o.ends_at, o.status, o.assigned_professional_id,
        o.service_id, o.total_price_pence, o.held_until) IS DISTINCT FROM (n.starts_at, n.ends_at,
        n.status, n.assigned_professional_id, n.service_id, n.total_price_pence, n.held_until)
    ) moved
    GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0 OR sum(pence) <> 0 OR sum(seconds) <> 0;
    INSERT INTO client_first_visit_changes (client_id)
    SELECT DISTINCT client_id FROM (
      SELECT o.client_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.starts_at, o.status, o.held_until, o.client_id)
        IS DISTINCT FROM (n.starts_at, n.status, n.held_until, n.client_id)
      UNION ALL
      SELECT n.client_id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.starts_at, o.status, o.held_until, o.client_id)
        IS DISTINCT FROM (n.starts_at, n.status, n.held_until, n.client_id)
    ) touched;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_insights_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_insights_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_insights_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_insights_changes();
--> statement-breakpoint
CREATE TRIGGER appointments_insights_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_insights_changes();
--> statement-breakpoint
-- The history so far, summed once (same transaction as the triggers: nothing is counted twice).
INSERT INTO insights_status_days (day, status, appointments, price_pence)
SELECT (starts_at AT TIME ZONE 'Europe/London')::date, status, count(*), sum(total_price_pence)
FROM appointments WHERE held_until IS NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO insights_professional_days (day, professional_id, appointments, bookings, completed_pence, booked_seconds)
SELECT (starts_at AT TIME ZONE 'Europe/London')::date, assigned_professional_id, count(*),
  count(*) FILTER (WHERE status <> 'cancelled'),
  coalesce(sum(total_price_pence) FILTER (WHERE status = 'completed'), 0),
  coalesce(sum(extract(epoch FROM ends_at - starts_at)) FILTER (WHERE status <> 'cancelled'), 0)
FROM appointments WHERE held_until IS NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO insights_service_days (day, service_id, appointments, bookings, completed_pence)
SELECT (starts_at AT TIME ZONE 'Europe/London')::date, service_id, count(*),
  count(*) FILTER (WHERE status <> 'cancelled'),
  coalesce(sum(total_price_pence) FILTER (WHERE status = 'completed'), 0)
FROM appointments WHERE held_until IS NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO client_first_visits (client_id, first_at)
SELECT client_id, min(starts_at) FROM appointments
WHERE status <> 'cancelled' AND held_until IS NULL GROUP BY client_id;
