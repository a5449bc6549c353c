CREATE TABLE "rebook_reminders" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebook_reminders_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rebook_after_days" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "rebook_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rebook_reminders" ADD CONSTRAINT "rebook_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebook_reminders" ADD CONSTRAINT "rebook_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_rebook_after_days" CHECK ("services"."rebook_after_days" between 1 and 365);