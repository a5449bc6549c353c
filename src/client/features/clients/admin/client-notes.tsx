import { Lock, NotebookPen, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '@shared/salon-dates';
import type { ClientNote } from '@shared/schemas/clients';
import { ConfirmDialog } from '@client/components/admin/confirm-dialog';
import { fieldControlClass } from '@client/components/ui/form-field';
import { SubmitButton } from '@client/components/ui/submit-button';
import { requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useAddClientNote, useDeleteClientNote } from './api/clients-admin-api';
import { RecordEmpty, RecordSection } from './record-section';

const MAX_NOTE = 2000;

/** Staff's private notes on the client: newest first, added and deleted here, never shown to them. */
export function ClientNotes({ clientId, notes }: { clientId: string; notes: ClientNote[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [deleting, setDeleting] = useState<ClientNote | null>(null);
  const add = useAddClientNote({
    onSuccess: () => {
      toast.success(t('clients.noteAdded'));
      setBody('');
    },
    onError: (error) =>
      toast.error(t('clients.noteAddFailed'), { description: requestErrorMessage(error) }),
  });
  const remove = useDeleteClientNote({
    onSuccess: () => {
      toast.success(t('clients.noteDeleted'));
      setDeleting(null);
    },
    onError: (error) => {
      toast.error(t('clients.noteDeleteFailed'), { description: requestErrorMessage(error) });
      setDeleting(null);
    },
  });

  return (
    <RecordSection id={`${id}-title`} title={t('clients.notes')} aside={notes.length || undefined}>
      <form
        className="border-b border-ink/10 bg-sand/30 px-5 py-5 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) add.mutate({ clientId, body });
        }}
      >
        <label htmlFor={`${id}-body`} className="text-sm font-medium text-ink">
          {t('clients.newNote')}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={MAX_NOTE}
          rows={3}
          placeholder={t('clients.notePlaceholder')}
          className={cn(fieldControlClass, 'resize-y bg-white')}
          aria-describedby={`${id}-private`}
        />
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-private`} className="flex items-center gap-1.5 text-xs text-taupe">
            <Lock aria-hidden className="size-3.5 shrink-0" />
            {t('clients.notesPrivate')}
          </p>
          <SubmitButton
            size="sm"
            busy={add.isPending}
            busyLabel={t('clients.adding')}
            icon={<NotebookPen aria-hidden />}
            disabled={!body.trim()}
          >
            {t('clients.addNote')}
          </SubmitButton>
        </div>
      </form>
      {notes.length === 0 ? (
        <RecordEmpty>{t('clients.noNotes')}</RecordEmpty>
      ) : (
        <ul className="divide-y divide-ink/10">
          {notes.map((note) => (
            <li key={note.id} className="flex items-start gap-3 px-5 py-4 sm:px-6">
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words whitespace-pre-line text-ink">{note.body}</p>
                <p className="mt-1.5 text-xs text-taupe">
                  {note.authorName} · {formatAdminDateTime(note.createdAt)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setDeleting(note)}
                aria-label={t('clients.deleteNoteOf', {
                  when: formatAdminDateTime(note.createdAt),
                })}
                className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-taupe transition-colors hover:bg-red-50 hover:text-red-800"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('clients.deleteNoteQuestion')}
        description={t('clients.deleteNoteDetail')}
        confirmLabel={t('clients.deleteNote')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ clientId, noteId: deleting.id })}
      />
    </RecordSection>
  );
}
