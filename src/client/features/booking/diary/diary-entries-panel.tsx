import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@shared/schemas/admin-pagination';
import type { AffectedAppointment, DiaryListWhen } from '@shared/schemas/admin-diary';
import { FormDialog } from '@client/components/admin/admin-dialog';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { FilterPills } from '@client/components/admin/filter-pills';
import { PagedList, usePagedQuery } from '@client/components/admin/paged-list';
import { PanelHeader } from '@client/components/admin/panel-header';
import { Button } from '@client/components/ui/button';
import { card } from '@client/components/ui/card';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useStaff } from '@client/lib/staff-access';
import { AffectedBookings } from '../moves/affected-bookings';
import { DIARY_PAGE_SIZE } from './api/diary-admin-api';

const WHEN_FILTERS: readonly DiaryListWhen[] = ['upcoming', 'past'];

/** A closure or a time off: an entry of the diary, with the bookings it falls on. */
interface DiaryEntry {
  id: string;
  affected: AffectedAppointment[];
}

/**
 * The diary's lists of entries that take time out of the booking (the salon's closures, a
 * professional's time off), one way: upcoming or past, each entry with its edit and remove buttons
 * and the bookings it falls on, a dialog to add or edit one and a confirmation to remove it.
 * Each list brings its words, how an entry reads and its form.
 */
export function DiaryEntriesPanel<Entry extends DiaryEntry, Key extends QueryKey>({
  query,
  useRemove,
  words,
  icon,
  describe,
  form,
}: {
  query: (
    when: DiaryListWhen,
  ) => (page: number) => UseQueryOptions<Page<Entry>, Error, Page<Entry>, Key>;
  useRemove: (callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => {
    isPending: boolean;
    mutate: (id: string) => void;
  };
  words: {
    title: string;
    lead: string;
    add: string;
    filter: string;
    loadError: string;
    empty: string;
    noun: [string, string];
    edit: string;
    removeTitle: string;
    removed: string;
    /** The list item's name; its edit and remove buttons' names. */
    entry: (entry: Entry) => string;
    editEntry: (entry: Entry) => string;
    removeEntry: (entry: Entry) => string;
    /** What removing it gives back to the booking. */
    removeDescription: (entry: Entry) => string;
  };
  icon: ReactNode;
  /** The entry's lines beside its icon. */
  describe: (entry: Entry) => ReactNode;
  /** The add or edit form (`null`: a new entry). */
  form: (entry: Entry | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [when, setWhen] = useState<DiaryListWhen>('upcoming');
  const list = usePagedQuery(query(when), DIARY_PAGE_SIZE, words.loadError);
  const [editing, setEditing] = useState<Entry | null>(null);
  // Reception reads the diary but may not change it (issue 31; the server refuses too).
  const canEdit = useStaff().can('catalogue.edit');
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<Entry | null>(null);
  const remove = useRemove({
    onSuccess: () => {
      toast.success(words.removed);
      setRemoving(null);
    },
    onError: (error) =>
      toast.error(t('diary.removeFailed'), { description: requestErrorMessage(error) }),
  });
  const openForm = (entry: Entry | null) => {
    setEditing(entry);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <PanelHeader
        id={`${id}-title`}
        level={3}
        className="mb-0"
        title={words.title}
        lead={words.lead}
      >
        {canEdit && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden /> {words.add}
          </Button>
        )}
      </PanelHeader>
      <FilterPills
        label={words.filter}
        options={WHEN_FILTERS.map((value) => ({ value, label: t(`diary.when.${value}`) }))}
        value={when}
        onChange={(value) => {
          setWhen(value);
          list.setPage(1);
        }}
        className="mt-5"
      />
      <div className="mt-4">
        <PagedList {...list} empty={words.empty} noun={words.noun} skeletonRows={2}>
          {(items) => (
            <ul className="grid gap-3">
              {items.map((entry) => (
                <li
                  key={entry.id}
                  aria-label={words.entry(entry)}
                  className={cn(card(), 'grid gap-3 p-4 sm:p-5')}
                >
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="flex gap-3">
                      {icon}
                      <div>{describe(entry)}</div>
                    </div>
                    {canEdit && (
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => openForm(entry)}
                          aria-label={words.editEntry(entry)}
                        >
                          <Pencil aria-hidden /> <span aria-hidden>{t('diary.edit')}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRemoving(entry)}
                          aria-label={words.removeEntry(entry)}
                        >
                          <Trash2 aria-hidden /> <span aria-hidden>{t('diary.remove')}</span>
                        </Button>
                      </div>
                    )}
                  </div>
                  <AffectedBookings appointments={entry.affected} compact />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      <FormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        formKey={editing?.id ?? 'new'}
        title={editing ? words.edit : words.add}
        description={t('diary.formLead')}
      >
        {() => form(editing)}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={words.removeTitle}
        description={removing ? words.removeDescription(removing) : ''}
        confirmLabel={t('diary.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </section>
  );
}

/**
 * After a save: the bookings the entry now falls on (staff move or keep them), or that it falls
 * on none.
 */
export function SavedDiaryEntry({
  affected,
  children,
}: {
  affected: AffectedAppointment[];
  /** Said when it falls on no booking. */
  children: ReactNode;
}) {
  return affected.length === 0 ? (
    <p role="status" className="text-ink-soft">
      {children}
    </p>
  ) : (
    <AffectedBookings appointments={affected} />
  );
}
