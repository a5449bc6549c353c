ALTER TABLE "appointment_deposits" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD COLUMN "visit_part_count" integer;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_deposits_visit_idx" ON "appointment_deposits" USING btree ("visit_id") WHERE "appointment_deposits"."visit_id" is not null;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_visit_parts" CHECK ("appointment_deposits"."visit_part_count" is null or "appointment_deposits"."visit_part_count" >= 1);