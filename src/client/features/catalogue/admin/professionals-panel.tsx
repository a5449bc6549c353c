import { Clock, ListChecks, UserRound } from 'lucide-react';
import type { TFunction } from 'i18next';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import type { RecordDialogProps } from '@client/components/admin/admin-dialog';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useStaff } from '@client/lib/staff-access';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import {
  PROFESSIONALS_PAGE_SIZE,
  professionalsQuery,
  useSetProfessionalActive,
} from './api/catalogue-admin-api';
import {
  ActiveBadge,
  CataloguePanelHeader,
  CatalogueRowActions,
  useCatalogueEditor,
} from './catalogue-panel-parts';
import { ProfessionalFormDialog } from './professional-form-dialog';
import { ProfessionalServicesDialog } from './professional-services-dialog';

/** "Seg–Sex 09:00–12:30, 13:30–18:00 · Sáb 10:00–14:00": one week of a professional's own hours. */
function weekSummary(t: TFunction, intervals: AdminProfessional['intervals']): string {
  const days = t('weekdays.short', { returnObjects: true }).map((label, index) => ({
    label,
    spans: intervals
      .filter((i) => i.weekday === index + 1)
      .map((i) => `${i.start}–${i.end}`)
      .join(', '),
  }));
  // Consecutive days with the same hours read as one range.
  const runs: { from: string; to: string; spans: string }[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last.spans === day.spans) last.to = day.label;
    else runs.push({ from: day.label, to: day.label, spans: day.spans });
  }
  return (
    runs
      .filter((run) => run.spans)
      .map((run) => `${run.from === run.to ? run.from : `${run.from}–${run.to}`} ${run.spans}`)
      .join(' · ') || t('catalogue.professionals.notWorking')
  );
}

/** The salon's hours, their own week, or each week of their rota ("Semana 1: … / Semana 2: …"). */
function scheduleSummary(t: TFunction, professional: AdminProfessional): string {
  if (professional.followsOpeningHours) return t('catalogue.professionals.followsOpeningHours');
  if (professional.intervals.length === 0) return t('catalogue.professionals.noSchedule');
  if (professional.rotaWeeks === 1) return weekSummary(t, professional.intervals);
  return Array.from({ length: professional.rotaWeeks }, (_, i) => i + 1)
    .map((week) =>
      t('catalogue.professionals.rotaWeek', {
        week,
        hours: weekSummary(
          t,
          professional.intervals.filter((i) => i.week === week),
        ),
      }),
    )
    .join(' / ');
}

/**
 * The team members clients can choose when booking. Their working pattern belongs to the diary
 * (booking), whose schedule dialog the app hands in: features do not import each other.
 */
export function ProfessionalsPanel({
  ScheduleDialog,
}: {
  ScheduleDialog: ComponentType<RecordDialogProps<AdminProfessional>>;
}) {
  const id = useId();
  const { t } = useTranslation();
  // Who performs what and the working patterns are the catalogue's to edit, like the prices.
  const canEdit = useStaff().can('catalogue.edit');
  const list = usePagedQuery(
    professionalsQuery,
    PROFESSIONALS_PAGE_SIZE,
    t('catalogue.professionals.loadFailed'),
  );
  const [dialog, setDialog] = useState<{
    kind: 'services' | 'schedule';
    professional: AdminProfessional;
  } | null>(null);
  const editor = useCatalogueEditor<AdminProfessional>({
    useSetActive: useSetProfessionalActive,
    messages: {
      reactivated: t('catalogue.professionals.reactivated'),
      deactivated: t('catalogue.professionals.deactivated'),
      failed: t('catalogue.professionals.toggleFailed'),
    },
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <CataloguePanelHeader
        id={`${id}-title`}
        title={t('catalogue.professionals.title')}
        lead={t('catalogue.professionals.lead')}
        addLabel={t('catalogue.professionals.new')}
        onAdd={() => editor.openForm(null)}
      />
      <div className="mt-6">
        <PagedList
          {...list}
          empty={t('catalogue.professionals.empty')}
          noun={[t('catalogue.professionals.noun_one'), t('catalogue.professionals.noun_other')]}
          skeletonRows={2}
        >
          {(items) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((professional) => (
                <li
                  key={professional.id}
                  aria-label={professional.name}
                  className={cn(
                    card(),
                    'flex flex-col p-5',
                    !professional.isActive && 'bg-sand/30',
                  )}
                >
                  <div className="flex items-start gap-4">
                    <span
                      aria-hidden
                      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-gold-deep"
                    >
                      <UserRound className="size-5" strokeWidth={1.5} />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-display text-2xl leading-tight">{professional.name}</p>
                      <p className="text-sm text-taupe">
                        {professional.role || t('catalogue.professionals.noRole')}
                      </p>
                    </div>
                    <ActiveBadge active={professional.isActive} />
                  </div>
                  <dl className="mt-4 grid gap-2 text-sm">
                    <div className="flex gap-2">
                      <dt className="sr-only">{t('catalogue.professionals.services')}</dt>
                      <ListChecks aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                      <dd>
                        {professional.serviceIds.length === 0
                          ? t('catalogue.professionals.noServices')
                          : t('catalogue.professionals.serviceCount', {
                              count: professional.serviceIds.length,
                            })}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="sr-only">{t('catalogue.professionals.schedule')}</dt>
                      <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                      <dd className="text-ink-soft">{scheduleSummary(t, professional)}</dd>
                    </div>
                  </dl>
                  {canEdit && (
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('catalogue.professionals.servicesOf', {
                          name: professional.name,
                        })}
                        onClick={() => setDialog({ kind: 'services', professional })}
                      >
                        <ListChecks aria-hidden />
                        <span aria-hidden>{t('catalogue.professionals.services')}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('catalogue.professionals.scheduleOf', {
                          name: professional.name,
                        })}
                        onClick={() => setDialog({ kind: 'schedule', professional })}
                      >
                        <Clock aria-hidden />
                        <span aria-hidden>{t('catalogue.professionals.schedule')}</span>
                      </Button>
                    </div>
                  )}
                  <CatalogueRowActions
                    record={professional}
                    onEdit={() => editor.openForm(professional)}
                    onToggle={() => editor.toggle(professional)}
                    toggling={editor.toggling}
                    className="mt-2"
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <ProfessionalFormDialog record={editor.editing} {...editor.form} />
      <ProfessionalServicesDialog
        record={dialog?.professional ?? null}
        open={dialog?.kind === 'services'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      <ScheduleDialog
        record={dialog?.professional ?? null}
        open={dialog?.kind === 'schedule'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      {editor.confirmation}
    </section>
  );
}
