import { UserRound } from 'lucide-react';
import type { ClientCounts } from '@shared/schemas/clients';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

/** The record's counts in the order the desk reads them, with their labels (one, many). */
export const COUNT_LABELS: { key: keyof ClientCounts; title: string; one: string; many: string }[] =
  [
    { key: 'completed', title: 'Concluídos', one: 'concluído', many: 'concluídos' },
    { key: 'cancelled', title: 'Cancelados', one: 'cancelado', many: 'cancelados' },
    { key: 'noShow', title: 'Não compareceu', one: 'falta', many: 'faltas' },
    { key: 'upcoming', title: 'Próximos', one: 'próximo', many: 'próximos' },
  ];

/** A client who signs in (their details are theirs to edit). */
export function AccountBadge({ className }: { className?: string }) {
  return (
    <Badge tone="outline" className={cn('px-2.5 py-0.5', className)}>
      <UserRound aria-hidden className="size-3" />
      Conta
    </Badge>
  );
}

/** A list row's counts, only those that are not zero: '3 concluídos · 1 falta'. */
export function CountsLine({ counts }: { counts: ClientCounts }) {
  const shown = COUNT_LABELS.filter(({ key }) => counts[key] > 0);
  if (shown.length === 0) return <span className="text-sm text-taupe">Sem agendamentos</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {shown.map(({ key, one, many }) => (
        <span
          key={key}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs whitespace-nowrap tabular-nums',
            key === 'noShow' ? 'bg-violet-50 text-violet-900' : 'bg-sand/70 text-ink-soft',
          )}
        >
          {counts[key]} {counts[key] === 1 ? one : many}
        </span>
      ))}
    </span>
  );
}
