import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Power, PowerOff, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminProfessional } from '@shared/schemas/admin-catalogue';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { adminKeys } from '../api/admin-query-keys';
import { PROFESSIONALS_PAGE_SIZE, professionalsQuery } from '../api/professionals-query';
import { setProfessionalActive } from '../api/set-professional-active';
import { ListEmpty, ListError, ListSkeleton, useLoadErrorToast } from './list-states';
import { PaginationBar, useClampedPage } from './pagination-bar';
import { ProfessionalFormDialog } from './professional-form-dialog';

/** The team members clients can choose when booking. */
export function ProfessionalsPanel({ onCatalogueChanged }: { onCatalogueChanged: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminProfessional | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const query = useQuery(professionalsQuery(page));
  useLoadErrorToast(query.isError, 'Não foi possível carregar os profissionais');
  useClampedPage(page, setPage, query.data, PROFESSIONALS_PAGE_SIZE);

  const changed = async () => {
    onCatalogueChanged();
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const toggle = useMutation({
    mutationFn: setProfessionalActive,
    onSuccess: async (professional) => {
      toast.success(professional.isActive ? 'Profissional reativado' : 'Profissional desativado', {
        description: professional.name,
      });
      await changed();
    },
    onError: () => toast.error('Não foi possível alterar o profissional'),
  });
  const openForm = (professional: AdminProfessional | null) => {
    setEditing(professional);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={`${id}-title`} className="text-3xl">
            Profissionais
          </h3>
          <p className="mt-1 text-taupe">Quem as clientes podem escolher ao agendar.</p>
        </div>
        <Button onClick={() => openForm(null)} className="self-start sm:self-auto">
          <Plus aria-hidden />
          Novo profissional
        </Button>
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <ListSkeleton rows={2} />
        ) : query.isError ? (
          <ListError
            message="Não foi possível carregar os profissionais"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.items.length === 0 ? (
          <ListEmpty>Nenhum profissional cadastrado.</ListEmpty>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {query.data.items.map((professional) => (
                <li
                  key={professional.id}
                  aria-label={professional.name}
                  className={cn(
                    'flex flex-col rounded-3xl border border-ink/10 bg-white/80 p-5',
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
                    {professional.isActive ? (
                      <Badge tone="soft">Ativo</Badge>
                    ) : (
                      <Badge tone="outline">Inativo</Badge>
                    )}
                  </div>
                  <div className="mt-5 flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => openForm(professional)}
                      aria-label={`Editar ${professional.name}`}
                    >
                      <Pencil aria-hidden />
                      <span aria-hidden>Editar</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={toggle.isPending}
                      onClick={() =>
                        toggle.mutate({ id: professional.id, active: !professional.isActive })
                      }
                      aria-label={`${professional.isActive ? 'Desativar' : 'Reativar'} ${professional.name}`}
                    >
                      {professional.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                      <span aria-hidden>{professional.isActive ? 'Desativar' : 'Reativar'}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <PaginationBar
              page={page}
              pageSize={PROFESSIONALS_PAGE_SIZE}
              total={query.data.total}
              noun={['profissional', 'profissionais']}
              onPageChange={setPage}
              busy={query.isPlaceholderData}
            />
          </>
        )}
      </div>
      <ProfessionalFormDialog
        professional={editing}
        open={formOpen}
        onOpenChange={setFormOpen}
        onSaved={() => void changed()}
      />
    </section>
  );
}
