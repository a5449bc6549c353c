import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@client/components/ui/badge';
import { timeOffQuery, useDeleteTimeOff } from './api/diary-admin-api';
import { DiaryEntriesPanel } from './diary-entries-panel';
import { timeOffWhen } from './diary-entry-when';
import { TimeOffForm } from './time-off-form';

/** Holidays, training and sickness: when one professional is away. */
export function TimeOffPanel() {
  const { t } = useTranslation();
  return (
    <DiaryEntriesPanel
      query={timeOffQuery}
      useRemove={useDeleteTimeOff}
      words={{
        title: t('timeOffPanel.title'),
        lead: t('timeOffPanel.lead'),
        add: t('timeOffPanel.add'),
        filter: t('timeOffPanel.filter'),
        loadError: t('timeOffPanel.loadFailed'),
        empty: t('timeOffPanel.none'),
        noun: [t('timeOffPanel.noun_one'), t('timeOffPanel.noun_other')],
        edit: t('timeOffPanel.edit'),
        removeTitle: t('timeOffPanel.removeQuestion'),
        removed: t('timeOffPanel.removed'),
        entry: (entry) =>
          t('timeOffPanel.entry', { name: entry.professionalName, when: timeOffWhen(entry) }),
        editEntry: (entry) => t('timeOffPanel.editEntry', { name: entry.professionalName }),
        removeEntry: (entry) => t('timeOffPanel.removeEntry', { name: entry.professionalName }),
        removeDescription: (entry) =>
          t('timeOffPanel.removeDetail', {
            name: entry.professionalName,
            when: timeOffWhen(entry),
          }),
      }}
      icon={<Plane aria-hidden className="mt-1 size-5 shrink-0 text-gold-deep" />}
      describe={(entry) => (
        <>
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {entry.professionalName}
            <Badge tone="soft" className="px-2 py-0.5">
              {t(`timeOff.${entry.kind}`)}
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
