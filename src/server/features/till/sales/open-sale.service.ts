import { and, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { OpenSaleInput } from '@shared/schemas/till-sales';
import { salonDate } from '@shared/salon-dates';
import { formatGbp } from '@shared/money';
import type { Db } from '../../../db/client';
import { appointments } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { clientDirectory } from '../../../db/schema/clients';
import { appointmentDeposits } from '../../../db/schema/deposits';
import { saleLines, salePayments, sales } from '../../../db/schema/till';
import { checkCompletion } from '../../../domain/completion-hooks';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { lockSale, recomputeSale } from './sale-lock';

/**
 * UK VAT on hair and beauty services is the standard rate; whether it shows on a receipt is the
 * salon's VAT number's (Definições).
 */
export const SERVICE_VAT_RATE_BP = 2000;

export interface TillContext {
  now: Date;
  publicUrl: string;
}

const appointmentNotFound = () => new ApiError(404, 'not_found', 'Agendamento não encontrado.');

/** A price lower than the list needs its reason; a 'from' price needs the price charged. */
export function checkChargedPrice(
  name: string,
  listPence: number,
  isFrom: boolean,
  charged: { unitPricePence?: number; priceReason?: string | null },
  field: string,
): void {
  if (isFrom && charged.unitPricePence === undefined)
    throw new ApiError(
      422,
      'price_required',
      `O preço de ${name} é «a partir de» ${formatGbp(listPence)}: informe o preço cobrado.`,
      { [field]: 'Informe o preço cobrado.' },
    );
  if (
    charged.unitPricePence !== undefined &&
    charged.unitPricePence < listPence &&
    !charged.priceReason
  )
    throw new ApiError(
      422,
      'price_reason_required',
      `O preço de ${name} está abaixo do preço de tabela (${formatGbp(listPence)}): informe o motivo.`,
      { [field]: 'Informe o motivo do preço mais baixo.' },
    );
}

/**
 * Opens a sale (issue 34): for an appointment and the other parts of its visit (their services at
 * the booked price, each with its professional; the online deposit already paid taken off), for a
 * client, or for no one. One open sale per appointment: opening it again returns it. The clinic's
 * completion checks run first, so an unsigned form refuses 'Cobrar' before any money is taken.
 */
export async function openSale(
  db: Db,
  actor: AdminActor,
  input: OpenSaleInput,
  context: TillContext,
): Promise<{ saleId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    if (input.appointmentId) return openVisitSale(tx, actor, input, context);
    if (input.clientId) {
      const [client] = await tx
        .select({ id: clientDirectory.id })
        .from(clientDirectory)
        .where(and(eq(clientDirectory.id, input.clientId), isNull(clientDirectory.erasedAt)));
      if (!client) throw new ApiError(404, 'not_found', 'Cliente não encontrado.');
    }
    const [sale] = await tx
      .insert(sales)
      .values({
        clientId: input.clientId ?? null,
        businessDate: salonDate(context.now),
        createdByUserId: actor.id,
      })
      .returning({ id: sales.id });
    return { saleId: sale!.id, created: true };
  });
}

async function openVisitSale(
  tx: Db,
  actor: AdminActor,
  input: OpenSaleInput,
  context: TillContext,
): Promise<{ saleId: string; created: boolean }> {
  const [first] = await tx
    .select({ id: appointments.id, visitId: appointments.visitId, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, input.appointmentId!), isNull(appointments.heldUntil)));
  if (!first) throw appointmentNotFound();
  if (first.status === 'cancelled' || first.status === 'no_show')
    throw new ApiError(
      409,
      'not_chargeable',
      first.status === 'cancelled'
        ? 'Um agendamento cancelado não pode ser cobrado.'
        : 'Um agendamento em que o cliente não compareceu não pode ser cobrado.',
    );
  // The visit's live parts, locked: two taps on 'Cobrar' open one sale.
  const parts = await tx
    .select({
      id: appointments.id,
      status: appointments.status,
      clientId: appointments.clientId,
      startsAt: appointments.startsAt,
      visitId: appointments.visitId,
      serviceId: appointments.serviceId,
      professionalId: appointments.assignedProfessionalId,
      pricePence: appointments.totalPricePence,
      serviceName: services.name,
      isFrom: services.priceIsFrom,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        first.visitId ? eq(appointments.visitId, first.visitId) : eq(appointments.id, first.id),
        isNull(appointments.heldUntil),
        notInArray(appointments.status, ['cancelled', 'no_show']),
      ),
    )
    .orderBy(appointments.startsAt)
    .for('update', { of: appointments });
  const ids = parts.map((p) => p.id);
  const [existing] = await tx
    .selectDistinct({ id: sales.id, number: sales.number, status: sales.status })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .where(and(inArray(saleLines.appointmentId, ids), ne(sales.status, 'void')));
  if (existing?.status === 'open') return { saleId: existing.id, created: false };
  if (existing)
    throw new ApiError(
      409,
      'already_paid',
      `Este atendimento já foi pago (venda nº ${existing.number}).`,
    );

  const prices = new Map((input.prices ?? []).map((p) => [p.appointmentId, p]));
  for (const part of parts)
    checkChargedPrice(
      part.serviceName,
      part.pricePence,
      part.isFrom,
      prices.get(part.id) ?? {},
      `price.${part.id}`,
    );
  const completion = { actor, now: context.now, publicUrl: context.publicUrl };
  for (const part of parts)
    if (part.status !== 'completed')
      await checkCompletion(
        tx,
        { id: part.id, clientId: part.clientId, startsAt: part.startsAt, visitId: part.visitId },
        completion,
      );

  const [created] = await tx
    .insert(sales)
    .values({
      clientId: parts[0]?.clientId ?? null,
      businessDate: salonDate(context.now),
      createdByUserId: actor.id,
    })
    .returning({ id: sales.id });
  const saleId = created!.id;
  await tx.insert(saleLines).values(
    parts.map((part, i) => {
      const charged = prices.get(part.id);
      return {
        saleId,
        kind: 'service' as const,
        appointmentId: part.id,
        serviceId: part.serviceId,
        professionalId: part.professionalId,
        description: part.serviceName,
        unitPricePence: charged?.unitPricePence ?? part.pricePence,
        listPricePence: part.pricePence,
        priceReason: charged?.priceReason ?? null,
        totalPence: charged?.unitPricePence ?? part.pricePence,
        vatRateBp: SERVICE_VAT_RATE_BP,
        sortOrder: i,
      };
    }),
  );
  // The online deposit already paid for these appointments (or their visit) is taken off.
  const deposits = await tx
    .select({ id: appointmentDeposits.id, amountPence: appointmentDeposits.amountPence })
    .from(appointmentDeposits)
    .where(
      and(
        inArray(appointmentDeposits.status, ['paid', 'retained']),
        first.visitId
          ? or(
              inArray(appointmentDeposits.appointmentId, ids),
              eq(appointmentDeposits.visitId, first.visitId),
            )
          : inArray(appointmentDeposits.appointmentId, ids),
      ),
    );
  if (deposits.length)
    await tx
      .insert(salePayments)
      .values(
        deposits.map((d) => ({
          saleId,
          method: 'deposit' as const,
          status: 'succeeded' as const,
          amountPence: d.amountPence,
          clientKey: `deposit:${d.id}`,
          depositId: d.id,
          createdByUserId: actor.id,
          settledAt: context.now,
        })),
      )
      .onConflictDoNothing();
  await recomputeSale(tx, await lockSale(tx, saleId), { guardPaid: false });
  return { saleId, created: true };
}
