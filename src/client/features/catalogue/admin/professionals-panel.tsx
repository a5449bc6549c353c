import { Clock, ListChecks, UserRound } from 'lucide-react';
import { type ComponentType, useId, useState } from 'react';
import { WEEKDAY_LABELS } from '@shared/schemas/admin-catalogue';
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
function weekSummary(intervals: AdminProfessional['intervals']): string {
  const days = WEEKDAY_LABELS.map((label, index) => ({
    label: label.slice(0, 3),
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
      .join(' · ') || 'Não atende'
  );
}

/** The salon's hours, their own week, or each week of their rota ("Semana 1: … / Semana 2: …"). */
function scheduleSummary(professional: AdminProfessional): string {
  if (professional.followsOpeningHours) return 'Segue o horário do salão';
  if (professional.intervals.length === 0) return 'Sem horário definido';
  if (professional.rotaWeeks === 1) return weekSummary(professional.intervals);
  return Array.from({ length: professional.rotaWeeks }, (_, i) => i + 1)
    .map(
      (week) =>
        `Semana ${week}: ${weekSummary(professional.intervals.filter((i) => i.week === week))}`,
    )
    .join(' / ');
}

const LOAD_ERROR = 'Não foi possível carregar os profissionais';

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
  // Who performs what and the working patterns are the catalogue's to edit, like the prices.
  const canEdit = useStaff().can('catalogue.edit');
  const list = usePagedQuery(professionalsQuery, PROFESSIONALS_PAGE_SIZE, LOAD_ERROR);
  const [dialog, setDialog] = useState<{
    kind: 'services' | 'schedule';
    professional: AdminProfessional;
  } | null>(null);
  const editor = useCatalogueEditor<AdminProfessional>({
    useSetActive: useSetProfessionalActive,
    messages: {
      reactivated: 'Profissional reativado',
      deactivated: 'Profissional desativado',
      failed: 'Não foi possível alterar o profissional',
    },
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <CataloguePanelHeader
        id={`${id}-title`}
        title="Profissionais"
        lead="Quem as clientes podem escolher ao agendar."
        addLabel="Novo profissional"
        onAdd={() => editor.openForm(null)}
      />
      <div className="mt-6">
        <PagedList
          {...list}
          empty="Nenhum profissional cadastrado."
          noun={['profissional', 'profissionais']}
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
                        {professional.role || 'Sem função definida'}
                      </p>
                    </div>
                    <ActiveBadge active={professional.isActive} />
                  </div>
                  <dl className="mt-4 grid gap-2 text-sm">
                    <div className="flex gap-2">
                      <dt className="sr-only">Serviços</dt>
                      <ListChecks aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                      <dd>
                        {professional.serviceIds.length === 0
                          ? 'Nenhum serviço'
                          : `${professional.serviceIds.length} ${professional.serviceIds.length === 1 ? 'serviço' : 'serviços'}`}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="sr-only">Horário</dt>
                      <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-deep" />
                      <dd className="text-ink-soft">{scheduleSummary(professional)}</dd>
                    </div>
                  </dl>
                  {canEdit && (
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Serviços de ${professional.name}`}
                        onClick={() => setDialog({ kind: 'services', professional })}
                      >
                        <ListChecks aria-hidden />
                        <span aria-hidden>Serviços</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Horário de ${professional.name}`}
                        onClick={() => setDialog({ kind: 'schedule', professional })}
                      >
                        <Clock aria-hidden />
                        <span aria-hidden>Horário</span>
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
