import type { UseQueryResult } from '@tanstack/react-query';
import {
  CalendarDays,
  CircleCheckBig,
  Hourglass,
  type LucideIcon,
  PoundSterling,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGbp } from '@shared/money';
import type { AdminAppointmentSummary } from '@shared/schemas/booking';
import { card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';

const CARDS: {
  /** Its words: `appointmentsList.summary.<name>`. */
  name: 'today' | 'pending' | 'confirmed' | 'noShow' | 'revenue';
  icon: LucideIcon;
  value: (summary: AdminAppointmentSummary) => ReactNode;
  className?: string;
}[] = [
  { name: 'today', icon: CalendarDays, value: (summary) => summary.today },
  { name: 'pending', icon: Hourglass, value: (summary) => summary.pending },
  { name: 'confirmed', icon: CircleCheckBig, value: (summary) => summary.confirmed },
  { name: 'noShow', icon: UserX, value: (summary) => summary.noShow },
  {
    name: 'revenue',
    icon: PoundSterling,
    value: (summary) => formatGbp(summary.revenuePence),
    // Five cards: on two columns the last one takes the whole row.
    className: 'col-span-2 lg:col-span-1',
  },
];

/**
 * The appointments tab's summary cards Hoje, Pendentes, Confirmados, Não compareceu (issue 17) and
 * Faturamento, and the deposits' money once there is any.
 */
export function AppointmentsSummary({
  summary,
}: {
  summary: UseQueryResult<AdminAppointmentSummary>;
}) {
  const { t } = useTranslation();
  const deposits = summary.data?.deposits;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {CARDS.map(({ name, icon: Icon, value, className }) => (
          <SummaryCard
            key={name}
            label={t(`appointmentsList.summary.${name}`)}
            className={className}
            icon={<Icon aria-hidden />}
            loading={summary.isPending}
            value={summary.data ? value(summary.data) : '—'}
          />
        ))}
      </div>
      {deposits && deposits.paidPence + deposits.retainedPence + deposits.refundedPence > 0 && (
        <p data-testid="deposit-totals" className="-mt-4 text-sm text-ink-soft">
          {t('appointmentsList.summary.deposits', {
            paid: formatGbp(deposits.paidPence),
            retained: formatGbp(deposits.retainedPence),
            refunded: formatGbp(deposits.refundedPence),
          })}
        </p>
      )}
    </>
  );
}

function SummaryCard({
  label,
  value,
  icon,
  loading,
  className,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  loading: boolean;
  className?: string;
}) {
  return (
    // A label on two lines (Não compareceu, on a phone) keeps the row's values level.
    <div
      className={cn(
        card({ depth: 'raised' }),
        'flex min-w-0 flex-col justify-between p-4 sm:p-6',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-xs leading-snug font-medium tracking-[0.16em] text-taupe uppercase">
          {label}
        </p>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep sm:flex [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="mt-3 font-display text-3xl leading-none font-semibold text-ink tabular-nums sm:text-4xl">
        {loading ? (
          <Skeleton as="span" className="inline-block h-9 w-16 rounded-xl bg-sand" />
        ) : (
          value
        )}
      </p>
    </div>
  );
}
