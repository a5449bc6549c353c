import type { ComponentProps, ReactNode } from 'react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '@client/components/admin/panel-header';
import { ProfessionalsPanel } from './professionals-panel';
import { ServicesPanel } from './services-panel';

/**
 * The catalogue the site, the price lists and booking all read: services and professionals (with
 * the diary's schedule dialog, which the app hands in), then the sections other features hand in
 * (the till's 'Produtos', issue 34), each after a rule.
 */
export function CatalogueTab({
  ScheduleDialog,
  sections = [],
}: Pick<ComponentProps<typeof ProfessionalsPanel>, 'ScheduleDialog'> & {
  sections?: { key: string; content: ReactNode }[];
}) {
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
        {sections.map((section) => (
          <Fragment key={section.key}>
            <div aria-hidden className="h-px bg-ink/10" />
            {section.content}
          </Fragment>
        ))}
      </div>
    </section>
  );
}
