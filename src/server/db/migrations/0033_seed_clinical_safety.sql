-- Patch tests and prescription-only treatments (issue 33, decision 055). A database seeded before
-- these rules gets the two new services and the launch rules here, by slug; a new one gets them
-- from the catalogue's seed data (services.json, clinical-safety-data.ts). Nothing is inserted
-- into an empty catalogue, so the seed still fills it whole.
INSERT INTO "services" ("slug", "name", "description", "category", "section", "duration_minutes", "price_pence", "benefits", "sort_order")
SELECT 'patch-test', 'Patch Test', 'A quick, free skin test for colour, tint and lash treatments: a small amount of the product behind the ear or on the inner arm, at least 48 hours before your treatment, so we know your skin is happy with it.', 'estetica', 'consultas', 15, 0, '["Free of charge", "Needed before colour, tints and lashes", "Valid for six months"]'::jsonb, coalesce((SELECT max("sort_order") FROM "services"), 0) + 1
WHERE EXISTS (SELECT 1 FROM "services") AND NOT EXISTS (SELECT 1 FROM "services" WHERE "slug" = 'patch-test');--> statement-breakpoint
INSERT INTO "services" ("slug", "name", "description", "category", "section", "duration_minutes", "price_pence", "benefits", "sort_order")
SELECT 'prescriber-consultation', 'Prescriber Consultation', 'A face-to-face consultation with our nurse prescriber before your first anti-wrinkle treatment: your medical history, your goals and whether the treatment is right for you. UK rules require it before any prescription-only medicine.', 'estetica', 'consultas', 30, 0, '["Face to face with a registered prescriber", "Medical history reviewed", "Needed before your first anti-wrinkle treatment"]'::jsonb, coalesce((SELECT max("sort_order") FROM "services"), 0) + 1
WHERE EXISTS (SELECT 1 FROM "services") AND NOT EXISTS (SELECT 1 FROM "services" WHERE "slug" = 'prescriber-consultation');--> statement-breakpoint
-- Who performs them: whoever performs a colour, tint or lash service does the patch test; whoever
-- performs anti-wrinkle injections holds the consultation (the owner narrows it to the prescribers).
INSERT INTO "professional_services" ("professional_id", "service_id")
SELECT DISTINCT ps."professional_id", pt."id" FROM "professional_services" ps
JOIN "services" s ON s."id" = ps."service_id"
CROSS JOIN "services" pt
WHERE pt."slug" = 'patch-test' AND s."slug" IN ('root-colour', 'gloss-toner', 'full-head-colour', 'brow-tint-shape', 'henna-brows', 'lash-lift-tint', 'classic-lash-extensions')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "professional_services" ("professional_id", "service_id")
SELECT DISTINCT ps."professional_id", pc."id" FROM "professional_services" ps
JOIN "services" s ON s."id" = ps."service_id"
CROSS JOIN "services" pc
WHERE pc."slug" = 'prescriber-consultation' AND s."slug" LIKE 'anti-wrinkle-injections-%'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "service_clinical_safety" ("service_id", "patch_test_required")
SELECT "id", true FROM "services" WHERE "slug" IN ('root-colour', 'gloss-toner', 'full-head-colour', 'brow-tint-shape', 'henna-brows', 'lash-lift-tint', 'classic-lash-extensions')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "service_clinical_safety" ("service_id", "prescription_only")
SELECT "id", true FROM "services" WHERE "slug" IN ('anti-wrinkle-injections-1-area', 'anti-wrinkle-injections-2-areas', 'anti-wrinkle-injections-3-areas')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Fillers are not prescription-only in the UK, but every injectable stays 18+ (2021 Act).
UPDATE "services" SET "adults_only" = true WHERE "section" = 'injetaveis' AND NOT "adults_only";
