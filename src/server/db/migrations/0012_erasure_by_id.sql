ALTER TABLE "mail_queue" ADD COLUMN "about" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_queue" ADD COLUMN "about" text[] DEFAULT '{}'::text[] NOT NULL;