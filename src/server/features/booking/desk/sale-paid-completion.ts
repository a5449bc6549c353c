import { eq, inArray } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@shared/staff-roles';
import type { Db } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { appointments } from '../../../db/schema/booking';
import { sales } from '../../../db/schema/till';
import {
  type PaidSale,
  SALE_PAID_HOOKS,
  type SalePaidContext,
} from '../../../domain/sale-paid-hooks';
import type { AdminActor } from '../../../http/app-env';
import { completeAppointment } from './complete-appointment';

/** Statuses a paid sale completes; a completed one is left as it is, a cancelled one too. */
const COMPLETABLE = new Set(['pending', 'confirmed']);

/**
 * Paying a visit's sale completes its appointments (issue 34), as 'Concluir' would: the audit
 * record, the review request, the clinic's follow-ups. The clinic's checks ran when checkout
 * began, before any money was taken, so nothing here refuses.
 */
export async function completePaidSaleAppointments(
  tx: Db,
  sale: PaidSale,
  context: SalePaidContext,
): Promise<void> {
  if (sale.appointmentIds.length === 0) return;
  const actor = context.actor ?? (await saleOpener(tx, sale.id));
  const rows = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      clientId: appointments.clientId,
      startsAt: appointments.startsAt,
      visitId: appointments.visitId,
    })
    .from(appointments)
    .where(inArray(appointments.id, sale.appointmentIds))
    .orderBy(appointments.startsAt)
    .for('update');
  for (const row of rows) {
    if (!COMPLETABLE.has(row.status)) continue;
    await completeAppointment(
      tx,
      actor,
      { ...row, status: row.status },
      { actor, now: context.now, publicUrl: context.publicUrl },
      { saleId: sale.id },
    );
  }
}

/**
 * Who the audit names when a reader's webhook settled the sale (no one at the request): the
 * member of the team who opened it, or the till itself when that account is gone.
 */
async function saleOpener(tx: Db, saleId: string): Promise<AdminActor> {
  const [row] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.staffRole,
      professionalId: user.professionalId,
    })
    .from(sales)
    .innerJoin(user, eq(user.id, sales.createdByUserId))
    .where(eq(sales.id, saleId));
  const role: StaffRole = STAFF_ROLES.includes(row?.role as StaffRole)
    ? (row!.role as StaffRole)
    : 'reception';
  return {
    id: row?.id ?? (null as unknown as string),
    email: row?.email ?? 'till',
    name: row?.name ?? '',
    role,
    professionalId: row?.professionalId ?? null,
    locale: 'pt-BR',
  };
}

if (!SALE_PAID_HOOKS.includes(completePaidSaleAppointments))
  SALE_PAID_HOOKS.push(completePaidSaleAppointments);
