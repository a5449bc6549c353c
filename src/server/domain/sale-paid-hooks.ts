import type { Db } from '../db/client';
import type { AdminActor } from '../http/app-env';

/** A sale the moment its payments cover it, inside the transaction that marks it paid. */
export interface PaidSale {
  id: string;
  clientId: string | null;
  /** The appointments its service lines check out. */
  appointmentIds: string[];
}

export interface SalePaidContext {
  /** Null when a card reader's webhook settled the sale: no staff member is at the request. */
  actor: AdminActor | null;
  now: Date;
  publicUrl: string;
}

/**
 * What other features do when the till settles a sale (issue 34, decision 056): booking completes
 * the visit's appointments. The till knows no feature, as booking knows none of the clinic's rules
 * (domain/completion-hooks.ts): each registers here. A hook must not throw for a rule the till
 * already checked before it took the money: the payment is real by now.
 */
export const SALE_PAID_HOOKS: Array<
  (tx: Db, sale: PaidSale, context: SalePaidContext) => Promise<void>
> = [];

export async function runSalePaidHooks(
  tx: Db,
  sale: PaidSale,
  context: SalePaidContext,
): Promise<void> {
  for (const hook of SALE_PAID_HOOKS) await hook(tx, sale, context);
}
