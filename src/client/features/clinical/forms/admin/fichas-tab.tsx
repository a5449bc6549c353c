import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@shared/salon-dates';
import { ListError, ListSkeleton, ListStates } from '@client/components/admin/list-states';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { formDetailQuery, formsListQuery } from './api/forms-admin-api';
import { FormEditor } from './form-editor';

type Open = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

/**
 * 'Fichas' (issue 33, 'clinical.forms'): the consultation and consent forms the clients sign, each
 * with its current version; opening one edits it, and saving makes a new version.
 */
export function FichasTab() {
  const [open, setOpen] = useState<Open>({ kind: 'list' });
  const toList = () => setOpen({ kind: 'list' });
  if (open.kind === 'new')
    return (
      <FormEditor form={null} onClose={toList} onCreated={(id) => setOpen({ kind: 'edit', id })} />
    );
  if (open.kind === 'edit') return <EditForm key={open.id} id={open.id} onClose={toList} />;
  return (
    <FormsList
      onOpen={(id) => setOpen({ kind: 'edit', id })}
      onNew={() => setOpen({ kind: 'new' })}
    />
  );
}

function EditForm({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(formDetailQuery(id));
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError)
    return (
      <ListError
        message={t('forms.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <FormEditor form={query.data} onClose={onClose} onCreated={() => {}} />;
}

function FormsList({ onOpen, onNew }: { onOpen: (id: string) => void; onNew: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(formsListQuery());
  return (
    <section className="grid min-w-0 gap-5" aria-labelledby="fichas-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="fichas-heading" className="font-display text-3xl">
            {t('forms.heading')}
          </h2>
          <p className="text-sm text-taupe">{t('forms.introHint')}</p>
        </div>
        <Button type="button" onClick={onNew}>
          <Plus aria-hidden />
          {t('forms.new')}
        </Button>
      </div>
      <ListStates
        query={query}
        items={(forms) => forms}
        loadError={t('forms.loadFailed')}
        empty={t('forms.empty')}
      >
        {(forms) => (
          <ul className="grid gap-3">
            {forms.map((form) => (
              <li key={form.id}>
                <button
                  type="button"
                  onClick={() => onOpen(form.id)}
                  className={cn(
                    card(),
                    'flex w-full min-w-0 flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4 text-left transition-colors hover:border-gold-deep',
                  )}
                >
                  <span className="min-w-0 font-medium break-words text-ink">{form.title}</span>
                  <span className="text-sm text-taupe">
                    {t('forms.version', { version: form.version })} ·{' '}
                    {t('forms.updated', { when: formatInstant(form.updatedAt, 'adminDateTime') })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
