CREATE TABLE "sms_verification_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sms_verified_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sms_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_queue" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_verification_codes" ADD CONSTRAINT "sms_verification_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;