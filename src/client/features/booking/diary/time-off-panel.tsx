import { Plane } from 'lucide-react';
import { TIME_OFF_LABELS } from '@shared/diary';
import { Badge } from '@client/components/ui/badge';
import { timeOffQuery, useDeleteTimeOff } from './api/diary-admin-api';
import { DiaryEntriesPanel } from './diary-entries-panel';
import { timeOffWhen } from './diary-entry-when';
import { TimeOffForm } from './time-off-form';

/** Holidays, training and sickness: when one professional is away. */
export function TimeOffPanel() {
  return (
    <DiaryEntriesPanel
      query={timeOffQuery}
      useRemove={useDeleteTimeOff}
      words={{
        title: 'Ausências da equipe',
        lead: 'Férias, formação ou doença: o profissional sai do agendamento nesse período.',
        add: 'Nova ausência',
        filter: 'Período das ausências',
        loadError: 'Não foi possível carregar as ausências',
        empty: 'Nenhuma ausência.',
        noun: ['ausência', 'ausências'],
        edit: 'Editar ausência',
        removeTitle: 'Remover ausência?',
        removed: 'Ausência removida',
        entry: (entry) => `Ausência de ${entry.professionalName}, ${timeOffWhen(entry)}`,
        editEntry: (entry) => `Editar ausência de ${entry.professionalName}`,
        removeEntry: (entry) => `Remover ausência de ${entry.professionalName}`,
        removeDescription: (entry) =>
          `${entry.professionalName} volta a aparecer no agendamento em ${timeOffWhen(entry)}.`,
      }}
      icon={<Plane aria-hidden className="mt-1 size-5 shrink-0 text-gold-deep" />}
      describe={(entry) => (
        <>
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {entry.professionalName}
            <Badge tone="soft" className="px-2 py-0.5">
              {TIME_OFF_LABELS[entry.kind]}
            </Badge>
          </p>
          <p className="text-sm tabular-nums text-ink-soft">{timeOffWhen(entry)}</p>
          {entry.note && <p className="text-sm text-taupe">{entry.note}</p>}
        </>
      )}
      form={(entry) => <TimeOffForm entry={entry} />}
    />
  );
}
