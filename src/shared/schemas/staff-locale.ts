import { z } from 'zod';
import { STAFF_LOCALES } from '@shared/staff-roles';

/**
 * PUT /api/admin/me/locale: the back office's language a member of the team chooses for
 * themselves. The message names both choices in both languages, since whoever gets it may read
 * either.
 */
export const staffLocaleInputSchema = z.strictObject({
  locale: z.enum(STAFF_LOCALES, {
    error: "Escolha o idioma 'pt-BR' ou 'en-GB'. / Choose the language 'pt-BR' or 'en-GB'.",
  }),
});
export type StaffLocaleInput = z.infer<typeof staffLocaleInputSchema>;
