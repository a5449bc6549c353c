import { z } from 'zod';

/** Every API error body: `{ error: { code, message, fields? } }`, always with a 4xx/5xx status. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
