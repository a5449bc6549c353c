CREATE TABLE "patch_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"tested_at" timestamp with time zone NOT NULL,
	"product" text NOT NULL,
	"result" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"appointment_id" uuid,
	"recorded_by" text,
	"recorded_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patch_tests_result" CHECK ("patch_tests"."result" in ('negative', 'reaction'))
);
--> statement-breakpoint
CREATE TABLE "prescriber_consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"prescriber_id" uuid NOT NULL,
	"prescriber_body" text NOT NULL,
	"prescriber_registration" text NOT NULL,
	"consulted_at" timestamp with time zone NOT NULL,
	"suitable" boolean NOT NULL,
	"medicine" text,
	"dose" text,
	"areas" text,
	"valid_until" date,
	"notes" text DEFAULT '' NOT NULL,
	"appointment_id" uuid,
	"recorded_by" text,
	"recorded_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriber_consultations_prescription" CHECK (not "prescriber_consultations"."suitable" or ("prescriber_consultations"."medicine" is not null and "prescriber_consultations"."dose" is not null and "prescriber_consultations"."areas" is not null and "prescriber_consultations"."valid_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "professional_prescribers" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"registration_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_prescribers_body" CHECK ("professional_prescribers"."body" in ('NMC', 'GMC', 'GDC', 'GPhC'))
);
--> statement-breakpoint
CREATE TABLE "service_clinical_safety" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"patch_test_required" boolean DEFAULT false NOT NULL,
	"patch_test_hours" integer DEFAULT 48 NOT NULL,
	"patch_test_valid_months" integer DEFAULT 6 NOT NULL,
	"prescription_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_clinical_safety_hours" CHECK ("service_clinical_safety"."patch_test_hours" between 1 and 168),
	CONSTRAINT "service_clinical_safety_months" CHECK ("service_clinical_safety"."patch_test_valid_months" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "patch_tests" ADD CONSTRAINT "patch_tests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_tests" ADD CONSTRAINT "patch_tests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_tests" ADD CONSTRAINT "patch_tests_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriber_consultations" ADD CONSTRAINT "prescriber_consultations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriber_consultations" ADD CONSTRAINT "prescriber_consultations_prescriber_id_professionals_id_fk" FOREIGN KEY ("prescriber_id") REFERENCES "public"."professionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriber_consultations" ADD CONSTRAINT "prescriber_consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriber_consultations" ADD CONSTRAINT "prescriber_consultations_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_prescribers" ADD CONSTRAINT "professional_prescribers_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_clinical_safety" ADD CONSTRAINT "service_clinical_safety_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patch_tests_client_idx" ON "patch_tests" USING btree ("client_id","tested_at");--> statement-breakpoint
CREATE INDEX "prescriber_consultations_client_idx" ON "prescriber_consultations" USING btree ("client_id","consulted_at");