import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDay, mondayOf } from '@shared/salon-dates';
import type { AdminDiaryWeek } from '@shared/schemas/admin-diary';
import { Spinner } from '@client/components/ui/spinner';
import { diaryWeekQuery } from './api/diary-admin-api';
import { axisOf, toMinutes } from './calendar-geometry';
import { CalendarGrid, type GridColumn } from './calendar-grid';

/** One professional's Monday to Sunday as the grid's seven columns. */
function weekColumns(t: TFunction, week: AdminDiaryWeek, professionalId: string): GridColumn[] {
  const weekdays = t('weekdays.short', { returnObjects: true });
  const professional = week.professionals.find((p) => p.id === professionalId);
  if (!professional) return [];
  return professional.days.map((day, index) => {
    const salonDay = week.days[index]!;
    return {
      key: day.date,
      label: `${weekdays[index]} ${formatDay(day.date, 'date').slice(0, 5)}`,
      heading: `${weekdays[index]} ${formatDay(day.date, 'date').slice(0, 5)}`,
      subheading:
        salonDay.bankHoliday?.name ?? t('dayView.weekBookings', { count: day.bookings.length }),
      date: day.date,
      professionalId: professional.id,
      professionalName: professional.name,
      closedReason: salonDay.closedReason,
      working: day.working,
      timeOff: day.timeOff,
      blocks: day.bookings.map((booking) => ({
        id: booking.id,
        serviceId: '',
        time: booking.start,
        minutes: toMinutes(booking.end) - toMinutes(booking.start),
        bufferMinutes: 0,
        status: booking.status,
        client: booking.clientName,
        service: booking.serviceName,
        movable: false,
      })),
    };
  });
}

/**
 * 'Semana': one professional's week on the same grid as the day (issue 30). A block opens its day;
 * a tap on an empty row books that professional there.
 */
export function ProfessionalWeek({
  date,
  professionalId,
  onOpenDay,
  onSlot,
}: {
  date: string;
  professionalId: string;
  onOpenDay: (date: string) => void;
  /** A tap on a free time; none for whoever may not book (a professional). */
  onSlot?: (slot: { professionalId: string; date: string; time: string }) => void;
}) {
  const week = useQuery(diaryWeekQuery(mondayOf(date)));
  const { t } = useTranslation();
  if (week.isPending)
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-taupe">
        <Spinner className="size-5 text-gold-deep" />
        {t('dayView.weekLoading')}
      </div>
    );
  if (week.isError)
    return (
      <p role="alert" className="py-16 text-center font-display text-2xl">
        {t('dayView.weekLoadFailed')}
      </p>
    );
  const columns = weekColumns(t, week.data, professionalId);
  return (
    <CalendarGrid
      columns={columns}
      axis={axisOf(null, columns)}
      busy={week.isPlaceholderData}
      onOpen={(column) => onOpenDay(column.date)}
      onSlot={
        onSlot &&
        ((column, time) =>
          onSlot({ professionalId: column.professionalId, date: column.date, time }))
      }
    />
  );
}
