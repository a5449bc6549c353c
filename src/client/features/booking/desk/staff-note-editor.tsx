import { Lock, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAppointment } from '@shared/schemas/booking';
import { Button } from '@client/components/ui/button';
import { FieldError, fieldControlClass, fieldErrorId } from '@client/components/ui/form-field';
import { Spinner } from '@client/components/ui/spinner';
import { ApiRequestError, requestErrorMessage } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { useSetStaffNote } from './api/appointments-admin-api';
import { STAFF_NOTE_MAX, StaffNoteHint, staffNoteA11y } from './staff-note-hint';

/**
 * Staff's internal note in the appointment's overlay (issue 27): read, then written in place.
 * Set apart from the client's own notes, on the record's private-notes colours, so nobody
 * mistakes one for the other.
 */
export function StaffNoteEditor({
  appointment,
  onChanged,
}: {
  appointment: AdminAppointment;
  onChanged: (appointment: AdminAppointment) => void;
}) {
  const id = useId();
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const save = useSetStaffNote({
    onSuccess: (updated) => {
      toast.success(updated.staffNote ? t('staffNote.saved') : t('staffNote.removed'));
      setEditing(false);
      onChanged(updated);
    },
    onError: (failure) => {
      setError(failure instanceof ApiRequestError ? failure.fields?.staffNote : undefined);
      toast.error(t('staffNote.saveFailed'), {
        description: requestErrorMessage(failure),
      });
    },
  });
  const note = appointment.staffNote;
  const field = `${id}-note`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-gold/25 bg-sand/40 px-4 py-4 sm:px-5"
    >
      <div className="flex min-h-9 items-center justify-between gap-3">
        <h3
          id={`${id}-title`}
          className="flex items-center gap-1.5 font-sans text-[0.6875rem] font-medium tracking-[0.16em] text-taupe uppercase"
        >
          <Lock aria-hidden className="size-3.5" />
          {t('staffNote.title')}
        </h3>
        {!editing && (
          <Button
            variant="link"
            size="sm"
            className="h-auto"
            onClick={() => {
              setDraft(note ?? '');
              setError(undefined);
              setEditing(true);
            }}
          >
            <NotebookPen aria-hidden />
            {note ? t('staffNote.edit') : t('staffNote.add')}
          </Button>
        )}
      </div>
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: appointment.id, staffNote: draft });
          }}
        >
          <label htmlFor={field} className="sr-only">
            {t('staffNote.label')}
          </label>
          <textarea
            id={field}
            rows={3}
            maxLength={STAFF_NOTE_MAX}
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className={cn(fieldControlClass, 'mt-1 resize-y bg-white')}
            {...staffNoteA11y(field, error)}
          />
          <StaffNoteHint id={field} />
          <FieldError id={fieldErrorId(field)} message={error} />
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={save.isPending}
              onClick={() => setEditing(false)}
            >
              {t('staffNote.discard')}
            </Button>
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : <NotebookPen aria-hidden />}
              {t('staffNote.save')}
            </Button>
          </div>
        </form>
      ) : note ? (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{note}</p>
      ) : (
        <p className="mt-1 text-sm text-taupe">{t('staffNote.none')}</p>
      )}
    </section>
  );
}
