import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClientCounts } from '@shared/schemas/clients';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

/** The record's counts in the order the desk reads them (their words: `clients.counts.*`). */
export const COUNT_KEYS: (keyof ClientCounts)[] = ['completed', 'cancelled', 'noShow', 'upcoming'];

/** A client who signs in (their details are theirs to edit). */
export function AccountBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone="outline" className={cn('px-2.5 py-0.5', className)}>
      <UserRound aria-hidden className="size-3" />
      {t('clients.account')}
    </Badge>
  );
}

/** A list row's counts, only those that are not zero: '3 concluídos · 1 falta'. */
export function CountsLine({ counts }: { counts: ClientCounts }) {
  const { t } = useTranslation();
  const shown = COUNT_KEYS.filter((key) => counts[key] > 0);
  if (shown.length === 0)
    return <span className="text-sm text-taupe">{t('clients.noAppointments')}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {shown.map((key) => (
        <span
          key={key}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs whitespace-nowrap tabular-nums',
            key === 'noShow' ? 'bg-violet-50 text-violet-900' : 'bg-sand/70 text-ink-soft',
          )}
        >
          {t(`clients.counts.${key}`, { count: counts[key] })}
        </span>
      ))}
    </span>
  );
}
