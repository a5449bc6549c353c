ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_confirmation_token_unique" UNIQUE("confirmation_token");--> statement-breakpoint
-- Addresses signed up before double opt-in were subscribed under the rules of the time (decision 021).
UPDATE "newsletter_subscribers" SET "confirmed_at" = "subscribed_at" WHERE "confirmed_at" IS NULL;
