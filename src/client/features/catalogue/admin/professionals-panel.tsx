import { UserRound } from 'lucide-react';
import { useId } from 'react';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
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

const LOAD_ERROR = 'Não foi possível carregar os profissionais';

/** The team members clients can choose when booking. */
export function ProfessionalsPanel() {
  const id = useId();
  const list = usePagedQuery(professionalsQuery, PROFESSIONALS_PAGE_SIZE, LOAD_ERROR);
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
                  <CatalogueRowActions
                    record={professional}
                    onEdit={() => editor.openForm(professional)}
                    onToggle={() => editor.toggle(professional)}
                    toggling={editor.toggling}
                    className="mt-5"
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <ProfessionalFormDialog professional={editor.editing} {...editor.form} />
    </section>
  );
}
