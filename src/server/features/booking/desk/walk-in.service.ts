import type { AdminAppointment } from '@shared/schemas/booking';
import type { WalkIn } from '@shared/schemas/desk-booking';
import { salonDate, salonTime } from '@shared/salon-dates';
import { minutesToTime } from '@shared/schemas/admin-catalogue';
import { clockMinutes, STAFF_START_STEP_MINUTES } from '@shared/start-times';
import type { Db } from '../../../db/client';
import type { AdminActor } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { type DiaryReader, freeTimes } from '../diary/availability.service';
import { DESK_WINDOW } from '../diary/salon-time';
import { createDeskAppointment } from './desk-booking.service';

export const NO_FREE_TIME_TODAY =
  'Ninguém está livre hoje para este serviço. Escolha outro serviço ou marque para outro dia.';

/** The salon's clock now, on the 5-minute boundary it is in (a walk-in starts at once). */
function startOfNow(now: Date): string {
  const minutes = clockMinutes(salonTime(now));
  return minutesToTime(minutes - (minutes % STAFF_START_STEP_MINUTES));
}

/**
 * 'Walk-in' (issue 30): the client is at the desk, so the booking is today at the first free
 * start from now on, with the professional chosen or whoever performs the service and is free
 * first. A name is all it needs. The desk's engine books it (its lock and the database's
 * constraint still decide), so a time taken in between is the desk's usual 409.
 */
export async function bookWalkIn(
  db: Db,
  deskDiary: DiaryReader,
  actor: AdminActor,
  request: WalkIn,
  context: { now: Date; publicUrl: string },
): Promise<AdminAppointment> {
  const date = salonDate(context.now);
  const from = startOfNow(context.now);
  const { times } = await freeTimes(deskDiary, {
    serviceId: request.serviceId,
    professionalId: request.professionalId,
    date,
    now: context.now,
    window: DESK_WINDOW,
  });
  const time = times.find((t) => t >= from);
  if (!time) throw new ApiError(409, 'no_free_time', NO_FREE_TIME_TODAY);
  return createDeskAppointment(
    db,
    actor,
    {
      newClient: request.client,
      serviceId: request.serviceId,
      professionalId: request.professionalId,
      date,
      time,
      staffNote: null,
    },
    context,
  );
}
