CREATE TYPE "public"."cancellation_reason" AS ENUM('client', 'salon', 'other');--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_reason" "cancellation_reason";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancellation_other_has_note" CHECK ("appointments"."cancellation_reason" is distinct from 'other' or "appointments"."cancellation_note" is not null);