import type { Db } from '../../../db/client';
import { clinicalPhotoConsents } from '../../../db/schema/clinical-treatment-records';
import type { FormAnswer } from '@shared/clinical-forms';

/** The consent forms' yes/no question whose 'yes' lets staff keep clinical photographs. */
export const PHOTO_CONSENT_QUESTION_ID = 'photos';

/**
 * The bridge to the treatment records' photos (issue 33): a signed form that answers 'yes' to
 * 'photos' records the client's photo consent, in the signing's own transaction, naming the
 * submission as its source. A 'no' (or no such question) records nothing, so the photo upload
 * stays refused.
 */
export async function recordPhotoConsentFromForm(
  tx: Db,
  signed: {
    clientId: string;
    submissionId: string;
    answers: Record<string, FormAnswer>;
    signedAt: Date;
  },
): Promise<boolean> {
  if (signed.answers[PHOTO_CONSENT_QUESTION_ID]?.value !== true) return false;
  await tx.insert(clinicalPhotoConsents).values({
    clientId: signed.clientId,
    givenAt: signed.signedAt,
    source: `clinical_form_submission:${signed.submissionId}`,
  });
  return true;
}
