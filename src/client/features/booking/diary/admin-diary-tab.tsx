import { useTranslation } from 'react-i18next';
import { PanelHeader } from '@client/components/admin/panel-header';
import { BankHolidaysPanel } from './bank-holidays-panel';
import { ClosuresPanel } from './closures-panel';
import { TeamWeek } from './team-week';
import { TimeOffPanel } from './time-off-panel';

/** The salon's diary: the team's week, time off, closures and bank holidays. */
export function AdminDiaryTab() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="diary-title">
      <PanelHeader id="diary-title" title={t('shell.tabs.agenda')} lead={t('diary.lead')} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-14">
        <TeamWeek />
        <div aria-hidden className="h-px bg-ink/10" />
        <TimeOffPanel />
        <div aria-hidden className="h-px bg-ink/10" />
        <ClosuresPanel />
        <div aria-hidden className="h-px bg-ink/10" />
        <BankHolidaysPanel />
      </div>
    </section>
  );
}
