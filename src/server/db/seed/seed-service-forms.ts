import { eq, inArray } from 'drizzle-orm';
import type { FormContent, FormFrequency, FormKind } from '@shared/clinical-forms';
import type { Db } from '../client';
import { services } from '../schema/catalogue';
import { clinicalForms, clinicalFormVersions, serviceForms } from '../schema/clinical-forms';
import seededForms from '../../../../content/catalogue/clinical-forms.json';

/**
 * Which seeded services need which seeded forms (issue 33), by slug: the same list as migration
 * 'clinical_forms_seed', which links them on a database whose catalogue was seeded before it.
 * Injectables: the medical history every 12 months and their consent every visit; the peel its
 * consent; colour, tints and lashes the colour/lash consent every 12 months.
 */
export const SEEDED_SERVICE_FORMS: readonly [string, string, FormFrequency][] = [
  ['anti-wrinkle-injections-1-area', 'medical-history', 'every_12_months'],
  ['anti-wrinkle-injections-1-area', 'anti-wrinkle-consent', 'every_visit'],
  ['anti-wrinkle-injections-2-areas', 'medical-history', 'every_12_months'],
  ['anti-wrinkle-injections-2-areas', 'anti-wrinkle-consent', 'every_visit'],
  ['anti-wrinkle-injections-3-areas', 'medical-history', 'every_12_months'],
  ['anti-wrinkle-injections-3-areas', 'anti-wrinkle-consent', 'every_visit'],
  ['lip-filler', 'medical-history', 'every_12_months'],
  ['lip-filler', 'dermal-filler-consent', 'every_visit'],
  ['cheek-filler', 'medical-history', 'every_12_months'],
  ['cheek-filler', 'dermal-filler-consent', 'every_visit'],
  ['skin-boosters', 'medical-history', 'every_12_months'],
  ['polynucleotide-skin-therapy', 'medical-history', 'every_12_months'],
  ['chemical-peel', 'medical-history', 'every_12_months'],
  ['chemical-peel', 'chemical-peel-consent', 'every_visit'],
  ['root-colour', 'colour-lash-consent', 'every_12_months'],
  ['full-head-colour', 'colour-lash-consent', 'every_12_months'],
  ['full-head-highlights', 'colour-lash-consent', 'every_12_months'],
  ['balayage', 'colour-lash-consent', 'every_12_months'],
  ['brow-tint-shape', 'colour-lash-consent', 'every_12_months'],
  ['henna-brows', 'colour-lash-consent', 'every_12_months'],
  ['lash-lift-tint', 'colour-lash-consent', 'every_12_months'],
  ['classic-lash-extensions', 'colour-lash-consent', 'every_12_months'],
];

/**
 * The seeded forms and their first versions, then which services need them, right after the
 * catalogue's first seed. Migration 'seed_clinical_forms' inserts the same forms only on a database
 * whose catalogue was seeded before it, so a freshly migrated database stays empty (db:move).
 */
export async function seedServiceForms(tx: Db): Promise<void> {
  await tx
    .insert(clinicalForms)
    .values(seededForms.forms.map((f) => ({ ...f, kind: f.kind as FormKind })))
    .onConflictDoNothing();
  await tx
    .insert(clinicalFormVersions)
    .values(seededForms.versions.map((v) => ({ ...v, content: v.content as FormContent })))
    .onConflictDoNothing();
  const [serviceRows, formRows] = await Promise.all([
    tx
      .select({ id: services.id, slug: services.slug })
      .from(services)
      .where(inArray(services.slug, [...new Set(SEEDED_SERVICE_FORMS.map(([s]) => s))])),
    tx.select({ id: clinicalForms.id, slug: clinicalForms.slug }).from(clinicalForms),
  ]);
  const serviceId = new Map(serviceRows.map((r) => [r.slug, r.id]));
  const formId = new Map(formRows.map((r) => [r.slug, r.id]));
  const values = SEEDED_SERVICE_FORMS.flatMap(([service, form, frequency]) => {
    const s = serviceId.get(service);
    const f = formId.get(form);
    return s && f ? [{ serviceId: s, formId: f, frequency }] : [];
  });
  if (values.length) await tx.insert(serviceForms).values(values).onConflictDoNothing();
}

export const formIdBySlug = async (db: Db, slug: string) =>
  (
    await db
      .select({ id: clinicalForms.id })
      .from(clinicalForms)
      .where(eq(clinicalForms.slug, slug))
  )[0]?.id;
