import { eq, inArray } from 'drizzle-orm';
import type { serviceSafetyInputSchema } from '@shared/clinical-safety';
import {
  type BookingSafetyRules,
  DEFAULT_PATCH_TEST_HOURS,
  DEFAULT_PATCH_TEST_VALID_MONTHS,
  PATCH_TEST_SERVICE_SLUG,
  PRESCRIBER_CONSULTATION_SLUG,
  type ServiceSafety,
} from '@shared/clinical-safety';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { serviceClinicalSafety } from '../../../db/schema/clinical-safety';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { recordAdminAction } from '../../admin/audit.service';

export const serviceNotFound = () => new ApiError(404, 'not_found', 'Serviço não encontrado.');

/** A service's clinical rules as its edit form shows them (the defaults when it has none). */
export async function getServiceSafety(db: Db, serviceId: string): Promise<ServiceSafety> {
  const [row] = await db
    .select({ id: services.id, rules: serviceClinicalSafety })
    .from(services)
    .leftJoin(serviceClinicalSafety, eq(serviceClinicalSafety.serviceId, services.id))
    .where(eq(services.id, serviceId));
  if (!row) throw serviceNotFound();
  return {
    serviceId,
    patchTestRequired: row.rules?.patchTestRequired ?? false,
    patchTestHours: row.rules?.patchTestHours ?? DEFAULT_PATCH_TEST_HOURS,
    patchTestValidMonths: row.rules?.patchTestValidMonths ?? DEFAULT_PATCH_TEST_VALID_MONTHS,
    prescriptionOnly: row.rules?.prescriptionOnly ?? false,
  };
}

export async function setServiceSafety(
  db: Db,
  actor: AdminActor,
  serviceId: string,
  input: z.output<typeof serviceSafetyInputSchema>,
): Promise<ServiceSafety> {
  await getServiceSafety(db, serviceId);
  await db.transaction(async (tx) => {
    await tx
      .insert(serviceClinicalSafety)
      .values({ serviceId, ...input })
      .onConflictDoUpdate({ target: serviceClinicalSafety.serviceId, set: input });
    await recordAdminAction(
      tx,
      actor,
      'service.clinical_safety',
      { type: 'service', id: serviceId },
      input,
    );
  });
  return getServiceSafety(db, serviceId);
}

/**
 * What /book needs before anything is booked: which bookable services need a patch test or a
 * prescription, and the slugs of the services to book first (null when not bookable).
 */
export async function bookingSafetyRules(db: Db): Promise<BookingSafetyRules> {
  const [rules, firsts] = await Promise.all([
    db
      .select({
        serviceId: serviceClinicalSafety.serviceId,
        patchTestRequired: serviceClinicalSafety.patchTestRequired,
        patchTestHours: serviceClinicalSafety.patchTestHours,
        prescriptionOnly: serviceClinicalSafety.prescriptionOnly,
      })
      .from(serviceClinicalSafety)
      .innerJoin(services, eq(services.id, serviceClinicalSafety.serviceId))
      .where(eq(services.isActive, true)),
    db
      .select({ slug: services.slug, active: services.isActive, bookable: services.bookable })
      .from(services)
      .where(inArray(services.slug, [PATCH_TEST_SERVICE_SLUG, PRESCRIBER_CONSULTATION_SLUG])),
  ]);
  const open = (slug: string) =>
    firsts.some((s) => s.slug === slug && s.active && s.bookable) ? slug : null;
  return {
    patchTestServiceSlug: open(PATCH_TEST_SERVICE_SLUG),
    consultationServiceSlug: open(PRESCRIBER_CONSULTATION_SLUG),
    services: rules
      .filter((r) => r.patchTestRequired || r.prescriptionOnly)
      .map((r) => ({
        serviceId: r.serviceId,
        patchTestHours: r.patchTestRequired ? r.patchTestHours : null,
        prescriptionOnly: r.prescriptionOnly,
      })),
  };
}
