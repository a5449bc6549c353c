import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  clinicalPhotoConsents,
  treatmentPhotos,
  treatmentRecordProducts,
  treatmentRecords,
} from '../../db/schema/clinical-treatment-records';
import { patchTests, prescriberConsultations } from '../../db/schema/clinical-safety';
import { clinicalFormSubmissions } from '../../db/schema/clinical-forms';

/**
 * Every table of the clinic's records (issue 33), with the column naming the client it belongs
 * to. Erasure keeps these rows (restricted to the owner) while it deletes the rest of a client's
 * data, the retention job deletes them five years after the client's last visit, and the client's
 * export includes them: a clinical table missing here would be erased early, kept forever or left
 * out of the export, so each part of the records lists its tables here. Each table has a uuid `id`
 * primary key (the retention job deletes by it; clinical-tables.test.ts checks), and a table that
 * hangs from another is listed after it.
 */
export interface ClinicalTable {
  /** The table's SQL name, as the privacy scan names tables. */
  name: string;
  table: PgTable;
  clientId: AnyPgColumn;
}

export const CLINICAL_TABLES: ClinicalTable[] = [
  // Treatment records (helper F): a record before its products and photos, which hang from it.
  { name: 'treatment_records', table: treatmentRecords, clientId: treatmentRecords.clientId },
  {
    name: 'treatment_record_products',
    table: treatmentRecordProducts,
    clientId: treatmentRecordProducts.clientId,
  },
  { name: 'treatment_photos', table: treatmentPhotos, clientId: treatmentPhotos.clientId },
  {
    name: 'clinical_photo_consents',
    table: clinicalPhotoConsents,
    clientId: clinicalPhotoConsents.clientId,
  },
  { name: 'patch_tests', table: patchTests, clientId: patchTests.clientId },
  {
    name: 'prescriber_consultations',
    table: prescriberConsultations,
    clientId: prescriberConsultations.clientId,
  },
  // Signed consultation and consent forms (issue 33, part D).
  {
    name: 'clinical_form_submissions',
    table: clinicalFormSubmissions,
    clientId: clinicalFormSubmissions.clientId,
  },
];
