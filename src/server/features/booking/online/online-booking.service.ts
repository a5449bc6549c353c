import { type DepositCheckout, depositPence } from '@shared/deposits';
import type { ClientAppointment } from '@shared/schemas/booking';
import type { Db } from '../../../db/client';
import type { Logger } from '../../../logger';
import { DAY_BUSY_MESSAGES, type DayQueue } from '../core/day-queue';
import { holdForDeposit } from '../deposits/deposit-holds.service';
import {
  type BookingContext,
  type BookingRequest,
  bookPrepared,
  prepareOnlineBooking,
} from './booking.service';

/** What a client's online booking became: the answer's body, 201 or 202. */
export type OnlineBooking =
  | { appointment: ClientAppointment; checkout?: undefined }
  | { checkout: DepositCheckout; appointment?: undefined };

export interface OnlineBookingContext extends BookingContext {
  /** Needed by a service with a deposit: a failed checkout is logged with the request. */
  log?: Logger;
  /** Bounds one day's bookings on this instance (decision 038); without it they run at once. */
  dayQueue?: DayQueue;
  /** Keeps the request's answer in the booking's own transaction (decision 039). */
  keep?: (tx: Db, booking: OnlineBooking, about: string[]) => Promise<void>;
}

/**
 * A client books online: the one entry point the route and the tests share, so whether a booking
 * needs a deposit is decided here, never by the caller. A service with a deposit is held and paid
 * for first (decision 028, deposit-holds.service.ts); any other is booked as pending.
 *
 * Bookings are the slowest request of the site (docs/performance.md), so what can be checked
 * before the day's lock is (prepareOnlineBooking), and inside it only the bookings, the insert and
 * one statement queueing the e-mails.
 */
export async function bookOnline(
  db: Db,
  request: BookingRequest,
  context: OnlineBookingContext,
): Promise<OnlineBooking> {
  const prepared = await prepareOnlineBooking(db, request, context);
  const deposit = depositPence(prepared.plan.service);
  const { keep } = context;
  const book = async (): Promise<OnlineBooking> => {
    if (deposit !== null) {
      if (!context.log) throw new Error('A booking with a deposit needs the request log.');
      const checkout = await holdForDeposit(db, prepared, deposit, {
        ...context,
        payments: context.payments,
        log: context.log,
        keep: keep && ((tx, held, about) => keep(tx, { checkout: held }, about)),
      });
      return { checkout };
    }
    const bookIn = async (tx: Db) => {
      const appointment = await bookPrepared(tx, prepared, context);
      await keep?.(tx, { appointment }, [appointment.id, prepared.clientId]);
      return { appointment };
    };
    return keep ? db.transaction(bookIn) : bookIn(db);
  };
  return context.dayQueue
    ? context.dayQueue.run(request.date, DAY_BUSY_MESSAGES.online, book)
    : book();
}
