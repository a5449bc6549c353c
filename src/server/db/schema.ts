import * as academy from './schema/academy';
import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as booking from './schema/booking';
import * as catalogue from './schema/catalogue';
import * as clients from './schema/clients';
import * as clinicalTreatmentRecords from './schema/clinical-treatment-records';
import * as clinicalSafety from './schema/clinical-safety';
import * as clinicalForms from './schema/clinical-forms';
import * as contacts from './schema/contacts';
import * as deposits from './schema/deposits';
import * as diary from './schema/diary';
import * as idempotency from './schema/idempotency';
import * as insights from './schema/insights';
import * as mail from './schema/mail';
import * as newsletter from './schema/newsletter';
import * as rateLimits from './schema/rate-limits';
import * as reminders from './schema/reminders';
import * as reviews from './schema/reviews';
import * as settings from './schema/settings';
import * as staff from './schema/staff';
import * as till from './schema/till';
import * as waitlist from './schema/waitlist';

/** Every table, for Drizzle's relational queries. Each feature adds its schema file here. */
export const schema = {
  ...academy,
  ...audit,
  ...auth,
  ...booking,
  ...catalogue,
  ...clients,
  ...clinicalTreatmentRecords,
  ...clinicalSafety,
  ...clinicalForms,
  ...contacts,
  ...deposits,
  ...diary,
  ...idempotency,
  ...insights,
  ...mail,
  ...newsletter,
  ...rateLimits,
  ...reminders,
  ...reviews,
  ...settings,
  ...staff,
  ...till,
  ...waitlist,
};
export type Schema = typeof schema;
