CREATE TYPE "public"."time_off_kind" AS ENUM('holiday', 'training', 'sickness', 'other');--> statement-breakpoint
CREATE TABLE "bank_holiday_openings" (
	"date" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_span" CHECK ("closures"."ends_on" >= "closures"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "professional_services" (
	"professional_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "professional_services_professional_id_service_id_pk" PRIMARY KEY("professional_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"kind" time_off_kind NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_span" CHECK ("time_off"."ends_at" > "time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "working_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "working_intervals_weekday" CHECK ("working_intervals"."weekday" between 1 and 7),
	CONSTRAINT "working_intervals_span" CHECK ("working_intervals"."start_minute" >= 0 and "working_intervals"."end_minute" <= 1440 and "working_intervals"."end_minute" > "working_intervals"."start_minute")
);
--> statement-breakpoint
CREATE TABLE "salon_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_settings_single_row" CHECK ("salon_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
-- Existing bookings carry no buffer: each holds its professional until it ends, as before.
ALTER TABLE "appointments" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "appointments" SET "blocked_until" = "ends_at";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "follows_opening_hours" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "adults_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_services" ADD CONSTRAINT "professional_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_intervals" ADD CONSTRAINT "working_intervals_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_span_idx" ON "closures" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "professional_services_service_idx" ON "professional_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "time_off_professional_span_idx" ON "time_off" USING btree ("professional_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "time_off_span_idx" ON "time_off" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "working_intervals_professional_idx" ON "working_intervals" USING btree ("professional_id","weekday");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_blocked_span" CHECK ("appointments"."blocked_until" >= "appointments"."ends_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_range" CHECK ("services"."buffer_minutes" between 0 and 120);;--> statement-breakpoint
-- The no-overlap rule now covers each booking's buffer (decision 025); still written by hand, as
-- drizzle-kit cannot express an exclusion constraint.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
  "assigned_professional_id" WITH =,
  tstzrange("starts_at", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));--> statement-breakpoint
-- A database that already has a team keeps today's behaviour: everyone performs every service.
-- A new database is empty here; the seed then writes its own mapping.
INSERT INTO "professional_services" ("professional_id", "service_id")
  SELECT p."id", s."id" FROM "professionals" p CROSS JOIN "services" s;