import * as academy from './schema/academy';
import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as booking from './schema/booking';
import * as catalogue from './schema/catalogue';
import * as contacts from './schema/contacts';
import * as mail from './schema/mail';
import * as newsletter from './schema/newsletter';
import * as rateLimits from './schema/rate-limits';
import * as reviews from './schema/reviews';

/** Every table, for Drizzle's relational queries. Each feature adds its schema file here. */
export const schema = {
  ...academy,
  ...audit,
  ...auth,
  ...booking,
  ...catalogue,
  ...contacts,
  ...mail,
  ...newsletter,
  ...rateLimits,
  ...reviews,
};
export type Schema = typeof schema;
