import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { services } from '../schema/catalogue';
import { serviceClinicalSafety } from '../schema/clinical-safety';

// The salon's clinical rules at launch (issue 33, decision 055), by slug: the same lists as
// migration 0030, which gives them to a database seeded before the rules existed.

/**
 * Dyes, tints and lash adhesive (the allergens: PPD/PTD in colour and tint, cyanoacrylate in lash
 * glue): a negative patch test 48 hours before, valid six months. Highlights and balayage lift with
 * lightener rather than dye and are not on the launch list; the owner ticks them on the service if
 * the salon's insurer asks (decision 055).
 */
export const PATCH_TEST_SLUGS = [
  'root-colour',
  'gloss-toner',
  'full-head-colour',
  'brow-tint-shape',
  'henna-brows',
  'lash-lift-tint',
  'classic-lash-extensions',
];

/** Botulinum toxin is a prescription-only medicine in the UK; dermal fillers are not (18+ only). */
export const PRESCRIPTION_ONLY_SLUGS = [
  'anti-wrinkle-injections-1-area',
  'anti-wrinkle-injections-2-areas',
  'anti-wrinkle-injections-3-areas',
];

/** Writes the launch rules for the catalogue's services that have none yet. */
export async function seedClinicalSafety(tx: Db): Promise<number> {
  const rows = await tx
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(inArray(services.slug, [...PATCH_TEST_SLUGS, ...PRESCRIPTION_ONLY_SLUGS]));
  if (rows.length === 0) return 0;
  const written = await tx
    .insert(serviceClinicalSafety)
    .values(
      rows.map((row) => ({
        serviceId: row.id,
        patchTestRequired: PATCH_TEST_SLUGS.includes(row.slug),
        prescriptionOnly: PRESCRIPTION_ONLY_SLUGS.includes(row.slug),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: serviceClinicalSafety.serviceId });
  return written.length;
}
