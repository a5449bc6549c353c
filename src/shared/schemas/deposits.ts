import { z } from 'zod';

/** The return page's check of a deposit's checkout session. */
export const depositVerifyInputSchema = z.object({
  sessionId: z
    .string({ error: 'Invalid payment session.' })
    .trim()
    .min(1, 'Invalid payment session.')
    .max(255, 'Invalid payment session.'),
});
export type DepositVerifyInput = z.input<typeof depositVerifyInputSchema>;

/** The checkout's cancel link: the client gives up the held time at once. */
export const depositReleaseInputSchema = z.object({
  depositId: z.uuid({ error: 'Unknown hold.' }),
});
export type DepositReleaseInput = z.input<typeof depositReleaseInputSchema>;
