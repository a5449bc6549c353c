CREATE TYPE "public"."clinical_form_frequency" AS ENUM('first_visit', 'every_visit', 'every_12_months');--> statement-breakpoint
CREATE TYPE "public"."clinical_form_kind" AS ENUM('medical_history', 'consent');--> statement-breakpoint
CREATE TYPE "public"."clinical_form_link_purpose" AS ENUM('email', 'tablet');--> statement-breakpoint
CREATE TABLE "clinical_form_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"purpose" "clinical_form_link_purpose" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"form_version_id" uuid NOT NULL,
	"appointment_id" uuid,
	"answers" jsonb NOT NULL,
	"typed_name" text NOT NULL,
	"signature" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"version_hash" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" "clinical_form_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_forms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_forms" (
	"service_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"frequency" "clinical_form_frequency" NOT NULL,
	CONSTRAINT "service_forms_service_id_form_id_pk" PRIMARY KEY("service_id","form_id")
);
--> statement-breakpoint
ALTER TABLE "clinical_form_links" ADD CONSTRAINT "clinical_form_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_form_links" ADD CONSTRAINT "clinical_form_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_form_submissions" ADD CONSTRAINT "clinical_form_submissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_form_submissions" ADD CONSTRAINT "clinical_form_submissions_form_id_clinical_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."clinical_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_form_submissions" ADD CONSTRAINT "clinical_form_submissions_form_version_id_clinical_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."clinical_form_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_form_submissions" ADD CONSTRAINT "clinical_form_submissions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_form_versions" ADD CONSTRAINT "clinical_form_versions_form_id_clinical_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."clinical_forms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_form_id_clinical_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."clinical_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_form_links_token_key" ON "clinical_form_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "clinical_form_links_client_idx" ON "clinical_form_links" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clinical_form_submissions_client_idx" ON "clinical_form_submissions" USING btree ("client_id","form_id","signed_at");--> statement-breakpoint
CREATE INDEX "clinical_form_submissions_appointment_idx" ON "clinical_form_submissions" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_form_versions_form_version_key" ON "clinical_form_versions" USING btree ("form_id","version");