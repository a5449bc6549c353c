import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '@client/components/admin/panel-header';
import { ProfessionalsPanel } from './professionals-panel';
import { ServicesPanel } from './services-panel';

/**
 * The catalogue the site, the price lists and booking all read: services and professionals (with
 * the diary's schedule dialog, which the app hands in).
 */
export function CatalogueTab({
  ScheduleDialog,
}: Pick<ComponentProps<typeof ProfessionalsPanel>, 'ScheduleDialog'>) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="catalogue-title">
      <PanelHeader
        id="catalogue-title"
        title={t('shell.tabs.catalogo')}
        lead={t('catalogue.lead')}
      />
      <div className="grid gap-14">
        <ServicesPanel />
        <div aria-hidden className="h-px bg-ink/10" />
        <ProfessionalsPanel ScheduleDialog={ScheduleDialog} />
      </div>
    </section>
  );
}
