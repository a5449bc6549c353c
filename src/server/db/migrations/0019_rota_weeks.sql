ALTER TABLE "professionals" ADD COLUMN "rota_weeks" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "rota_starts_on" date;--> statement-breakpoint
ALTER TABLE "working_intervals" ADD COLUMN "week" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_rota" CHECK ("professionals"."rota_weeks" between 1 and 4 and ("professionals"."rota_weeks" = 1 or "professionals"."rota_starts_on" is not null));--> statement-breakpoint
ALTER TABLE "working_intervals" ADD CONSTRAINT "working_intervals_week" CHECK ("working_intervals"."week" between 1 and 4);