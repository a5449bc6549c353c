import { z } from 'zod';
import { PRICE_SECTION_KEYS, SERVICE_BADGES, SERVICE_CATEGORIES } from './catalogue';

/** The shape of `GET /api/catalogue`; kept apart from the constants so the client never bundles zod. */
export const catalogueServiceSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  section: z.enum(PRICE_SECTION_KEYS),
  durationMinutes: z.number().int(),
  /** Price in pence; the price charged at booking. */
  pricePence: z.number().int(),
  /** Upper bound in pence when the price is a range (e.g. £20–£28). */
  priceMaxPence: z.number().int().nullable(),
  /** Shown as "from £X" when the final price depends on the client (length, areas...). */
  priceIsFrom: z.boolean(),
  badge: z.enum(SERVICE_BADGES).nullable(),
  benefits: z.array(z.string()),
  /** Recommended days between maintenance visits, when the treatment has one. */
  maintenanceDays: z.number().int().nullable(),
  bookable: z.boolean(),
  sortOrder: z.number().int(),
  /** Clean-up minutes after the service (its professional starts nothing else meanwhile). */
  bufferMinutes: z.number().int(),
  /** 18+ only (injectables): booking needs the client's date of birth. */
  adultsOnly: z.boolean(),
  /** The deposit paid online to hold the time (decision 028), in pence; null when none. */
  depositPence: z.number().int().nullable(),
  /** The active professionals who perform it, in the salon's order; the booking form offers only them. */
  professionalIds: z.array(z.string()),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;

export const catalogueProfessionalSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
});
export type CatalogueProfessional = z.infer<typeof catalogueProfessionalSchema>;

export const catalogueSchema = z.object({
  services: z.array(catalogueServiceSchema),
  professionals: z.array(catalogueProfessionalSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
