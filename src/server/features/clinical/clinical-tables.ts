import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { clinicalFormSubmissions } from '../../db/schema/clinical-forms';

/**
 * Every table of the clinic's records (issue 33), with the column naming the client it belongs
 * to. Erasure keeps these rows (restricted to the owner) while it deletes the rest of a client's
 * data, the retention job deletes them five years after the client's last visit, and the client's
 * export includes them: a clinical table missing here would be erased early, kept forever or left
 * out of the export, so each part of the records lists its tables here.
 */
export interface ClinicalTable {
  /** The table's SQL name, as the privacy scan names tables. */
  name: string;
  table: PgTable;
  clientId: AnyPgColumn;
}

export const CLINICAL_TABLES: ClinicalTable[] = [
  // Signed consultation and consent forms (issue 33, part D).
  {
    name: 'clinical_form_submissions',
    table: clinicalFormSubmissions,
    clientId: clinicalFormSubmissions.clientId,
  },
];
