import { z } from 'zod';
import type { PaymentStatus, SaleStatus } from './till';

/**
 * Card readers (Stripe Terminal, server-driven) and the card payments taken on them (issue 34,
 * decision 056): what the back office sends and receives. Amounts are integer pence.
 */

const label = z
  .string({ error: 'Informe um nome para o leitor (até 60 caracteres).' })
  .trim()
  .min(1, 'Informe um nome para o leitor (até 60 caracteres).')
  .max(60, 'Informe um nome para o leitor (até 60 caracteres).');

export const registerReaderSchema = z.object({
  /** The words the reader shows in its settings (e.g. 'apple-banana-cherry'), or 'simulated-wpe'. */
  registrationCode: z
    .string({ error: 'Informe o código de registro do leitor.' })
    .trim()
    .min(1, 'Informe o código de registro do leitor.')
    .max(100, 'Informe o código de registro do leitor.'),
  label,
});
export type RegisterReader = z.infer<typeof registerReaderSchema>;

export const renameReaderSchema = z.object({ label });

export const startTerminalPaymentSchema = z.object({
  readerId: z.uuid({ error: 'Escolha o leitor.' }),
  amountPence: z
    .number({ error: 'Informe um valor maior que zero.' })
    .int('Informe um valor maior que zero.')
    .positive('Informe um valor maior que zero.')
    .max(10_000_000, 'Informe um valor maior que zero.'),
  /** The till's own id for this attempt: a double tap sends the same one, and pays once. */
  clientKey: z
    .string({ error: 'Chave do pedido inválida.' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Chave do pedido inválida.'),
});
export type StartTerminalPayment = z.infer<typeof startTerminalPaymentSchema>;

/** The simulated reader's two buttons: Stripe's present_payment_method test helper, without Stripe. */
export const simulateCardSchema = z.object({
  outcome: z.enum(['approved', 'declined'], { error: 'Escolha aprovado ou recusado.' }),
});
export type SimulateCard = z.infer<typeof simulateCardSchema>;

export interface CardReader {
  id: string;
  label: string;
  /** Stripe's reader id (tmr_…). */
  stripeReaderId: string;
  deviceType: string | null;
}

export interface CardReaders {
  /** True when no Stripe key is set: the built-in simulated reader, approved by a button. */
  simulated: boolean;
  readers: CardReader[];
}

export interface TerminalPayment {
  id: string;
  saleId: string;
  status: PaymentStatus;
  amountPence: number;
  readerId: string | null;
  /** The PaymentIntent (pi_…). */
  providerReference: string | null;
  /** Why the card was declined or the reader gave up, as the reader said it. */
  failureMessage: string | null;
  /** The sale's status after this payment: 'paid' once its payments cover it. */
  saleStatus: SaleStatus;
}
