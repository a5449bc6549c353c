ALTER TYPE "public"."appointment_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"full_name" text,
	"email" text,
	"phone" text,
	"date_of_birth" date,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_normalised" CHECK ("clients"."email" = lower(btrim("clients"."email")))
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
-- Every account becomes a client record (its details stay on the account and profile), and every
-- existing appointment belongs to its account's record.
INSERT INTO "clients" ("user_id", "created_at") SELECT "id", "created_at" FROM "user";--> statement-breakpoint
UPDATE "appointments" SET "client_id" = "clients"."id" FROM "clients" WHERE "clients"."user_id" = "appointments"."user_id";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_user_idx" ON "clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_email_idx" ON "clients" USING btree ("email");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client_starts_idx" ON "appointments" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE VIEW "client_directory" AS
SELECT
	"clients"."id",
	"clients"."user_id",
	coalesce(nullif("profiles"."full_name", ''), "user"."name", "clients"."full_name", '') AS "full_name",
	coalesce("user"."email", "clients"."email") AS "email",
	coalesce(nullif("profiles"."phone", ''), "clients"."phone") AS "phone",
	coalesce("profiles"."date_of_birth", "clients"."date_of_birth") AS "date_of_birth",
	"clients"."erased_at",
	"clients"."created_at"
FROM "clients"
LEFT JOIN "user" ON "user"."id" = "clients"."user_id"
LEFT JOIN "profiles" ON "profiles"."user_id" = "clients"."user_id";