import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clinicalPhotoConsents } from '../../../db/schema/clinical-treatment-records';

/**
 * Whether the client agreed to clinical photographs. The answer lives in
 * `clinical_photo_consents`, which the consent forms (issue 33, 'Fichas') fill when a signed form
 * says yes to photos (`source` names the signed form). Nothing else writes to it, so no photo is
 * kept without a form's consent.
 */
export async function hasPhotoConsent(tx: Db, clientId: string): Promise<boolean> {
  const [consent] = await tx
    .select({ id: clinicalPhotoConsents.id })
    .from(clinicalPhotoConsents)
    .where(eq(clinicalPhotoConsents.clientId, clientId))
    .limit(1);
  return consent !== undefined;
}
