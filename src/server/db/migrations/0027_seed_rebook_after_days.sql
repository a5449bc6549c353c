-- Rebooking reminders (issue 32): the original site's maintenance intervals, by slug. A database
-- seeded before this column existed gets them here; a new one from the catalogue's seed data.
UPDATE "services" SET "rebook_after_days" = 20 WHERE "slug" IN ('biab', 'nail-extensions', 'gel-x-extensions') AND "rebook_after_days" IS NULL;--> statement-breakpoint
UPDATE "services" SET "rebook_after_days" = 28 WHERE "slug" = 'podiatry' AND "rebook_after_days" IS NULL;
