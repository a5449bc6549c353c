-- Aftercare (issue 33): the salon's launch text, by slug, for a database seeded before this table
-- existed (a new one gets it with the catalogue's seed, src/server/db/seed/aftercare-data.ts).
INSERT INTO "service_aftercare" ("service_id", "text") SELECT "id", 'For the next 4 hours, stay upright, do not lie down, and do not rub, massage or press the treated areas.

For 24 hours, avoid hard exercise, saunas, steam rooms, alcohol and make-up on the injection points.

The effect shows over 3 to 14 days. Your review appointment is at two weeks: please do not have any other treatment on the area before it.' FROM "services" WHERE "slug" IN ('anti-wrinkle-injections-1-area', 'anti-wrinkle-injections-2-areas', 'anti-wrinkle-injections-3-areas') ON CONFLICT ("service_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "service_aftercare" ("service_id", "text") SELECT "id", 'Some swelling, tenderness and bruising are normal for a few days. A cold compress wrapped in a clean cloth helps: 10 minutes at a time.

For 24 hours, avoid make-up on the area, hard exercise, alcohol, and hot drinks through a straw (lips). For two weeks, avoid saunas, steam rooms, facials and dental work.

Do not massage the area unless your practitioner asked you to. Call us at once if you notice skin turning pale, blue or very painful, or any change in your vision: these need to be seen the same day.' FROM "services" WHERE "slug" IN ('lip-filler', 'cheek-filler') ON CONFLICT ("service_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "service_aftercare" ("service_id", "text") SELECT "id", 'Your skin may feel tight, look pink and flake for 3 to 7 days: let it shed on its own; do not pick or peel it.

Use a gentle cleanser and a plain moisturiser, and a broad-spectrum SPF 30 or higher every day for at least two weeks, even when it is cloudy.

For a week, avoid retinoids, acids, scrubs, waxing, saunas and swimming pools.' FROM "services" WHERE "slug" IN ('chemical-peel') ON CONFLICT ("service_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "service_aftercare" ("service_id", "text") SELECT "id", 'Keep your lashes dry for 24 hours: no steam, sauna, swimming or hot showers on the face.

Do not rub your eyes or use oil-based make-up removers; brush your lashes gently each morning.

Sleep on your back if you can, and never pull the lashes out: we remove them safely for you.' FROM "services" WHERE "slug" IN ('classic-lash-extensions', 'lash-lift-tint') ON CONFLICT ("service_id") DO NOTHING;
