import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorId } from '@client/components/ui/form-field';

/** As the server's schema allows (staffNoteText). */
export const STAFF_NOTE_MAX = 1000;

const hintId = (id: string) => `${id}-hint`;

/** Says where the internal note goes, so nobody types there what the client should read. */
export function StaffNoteHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={hintId(id)} className="mt-2 flex items-start gap-1.5 text-xs text-taupe">
      <Lock aria-hidden className="mt-px size-3.5 shrink-0" />
      {t('staffNote.hint')}
    </p>
  );
}

/** The note's control: described by the hint, and by its error when it has one. */
export function staffNoteA11y(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${hintId(id)} ${fieldErrorId(id)}` : hintId(id),
  };
}
