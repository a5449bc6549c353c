CREATE TYPE "public"."treatment_photo_kind" AS ENUM('before', 'after');--> statement-breakpoint
CREATE TABLE "aftercare_sent" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_photo_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_aftercare" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_aftercare_not_blank" CHECK (btrim("service_aftercare"."text") <> '')
);
--> statement-breakpoint
CREATE TABLE "treatment_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "treatment_photo_kind" NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"taken_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_record_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"batch" text NOT NULL,
	"expires_on" date NOT NULL,
	"doses" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"appointment_id" uuid,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"professional_id" uuid,
	"professional_name" text NOT NULL,
	"treated_at" timestamp with time zone NOT NULL,
	"notes" text,
	"recorded_by" text,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aftercare_sent" ADD CONSTRAINT "aftercare_sent_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_photo_consents" ADD CONSTRAINT "clinical_photo_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_aftercare" ADD CONSTRAINT "service_aftercare_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_photos" ADD CONSTRAINT "treatment_photos_record_id_treatment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."treatment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_photos" ADD CONSTRAINT "treatment_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_photos" ADD CONSTRAINT "treatment_photos_taken_by_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_record_products" ADD CONSTRAINT "treatment_record_products_record_id_treatment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."treatment_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_record_products" ADD CONSTRAINT "treatment_record_products_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_records" ADD CONSTRAINT "treatment_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_records" ADD CONSTRAINT "treatment_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_records" ADD CONSTRAINT "treatment_records_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_records" ADD CONSTRAINT "treatment_records_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_records" ADD CONSTRAINT "treatment_records_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_photo_consents_client_idx" ON "clinical_photo_consents" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "treatment_photos_record_idx" ON "treatment_photos" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_record_products_position_idx" ON "treatment_record_products" USING btree ("record_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_records_appointment_idx" ON "treatment_records" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "treatment_records_client_idx" ON "treatment_records" USING btree ("client_id","treated_at");