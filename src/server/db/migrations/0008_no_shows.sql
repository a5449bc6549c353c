CREATE TYPE "public"."deposit_kind" AS ENUM('fixed', 'percent');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('awaiting_payment', 'paid', 'refunded', 'retained', 'expired');--> statement-breakpoint
CREATE TYPE "public"."reminder_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."sms_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "appointment_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid,
	"client_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"professional_id" uuid,
	"assigned_professional_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"payment_reference" text,
	"status" "deposit_status" DEFAULT 'awaiting_payment' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reference" text,
	"retained_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_deposits_amount_positive" CHECK ("appointment_deposits"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"channel" "reminder_channel" NOT NULL,
	"ordinal" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_channel_ordinal_starts_at_pk" PRIMARY KEY("appointment_id","channel","ordinal","starts_at")
);
--> statement-breakpoint
CREATE TABLE "sms_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" "sms_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sms_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kind" "deposit_kind";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_assigned_professional_id_professionals_id_fk" FOREIGN KEY ("assigned_professional_id") REFERENCES "public"."professionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_deposits_session_idx" ON "appointment_deposits" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_deposits_appointment_idx" ON "appointment_deposits" USING btree ("appointment_id") WHERE "appointment_deposits"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "appointment_deposits_client_idx" ON "appointment_deposits" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "appointment_deposits_status_idx" ON "appointment_deposits" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "sms_queue_due_idx" ON "sms_queue" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("due_at") WHERE "review_requests"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_deposit_id_appointment_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."appointment_deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_held_until_idx" ON "appointments" USING btree ("held_until") WHERE "appointments"."held_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_idx" ON "reviews" USING btree ("appointment_id") WHERE "reviews"."appointment_id" is not null;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit" CHECK (("services"."deposit_kind" is null and "services"."deposit_value" is null) or ("services"."deposit_kind" = 'fixed' and "services"."deposit_value" > 0) or ("services"."deposit_kind" = 'percent' and "services"."deposit_value" between 1 and 100));--> statement-breakpoint
-- An existing salon gets the seeded deposits (decision 028): the injectables (18+) ask for £50,
-- the other treatments over two hours for a quarter of their price. A new database is empty here;
-- the seed writes the same values.
UPDATE "services" SET "deposit_kind" = 'fixed', "deposit_value" = 5000 WHERE "adults_only" AND "bookable";--> statement-breakpoint
UPDATE "services" SET "deposit_kind" = 'percent', "deposit_value" = 25 WHERE NOT "adults_only" AND "bookable" AND "duration_minutes" > 120;
