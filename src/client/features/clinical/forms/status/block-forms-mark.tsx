import { FileCheck, FileClock, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppointmentFormStatus } from '@shared/clinical-forms';

/**
 * The forms' status on a calendar block, in a word: a flag mark with the alert words when a signed
 * form raised any, else 'fichas pendentes' while one is due, else 'assinada'.
 */
export function BlockFormsMark({ forms }: { forms: AppointmentFormStatus[] | undefined }) {
  const { t } = useTranslation();
  if (!forms || forms.length === 0) return null;
  const flags = [...new Set(forms.flatMap((f) => f.flags))];
  const due = forms.some((f) => f.status === 'due');
  const [Icon, text, tone] =
    flags.length > 0
      ? [TriangleAlert, t('formsStatus.flagged', { flags: flags.join(', ') }), 'text-red-800']
      : due
        ? [FileClock, t('formsStatus.pendingShort'), 'text-amber-900']
        : [FileCheck, t('formsStatus.signed'), 'text-emerald-900'];
  return (
    <span
      data-testid="block-forms"
      className={`flex min-w-0 items-center gap-1 text-[0.625rem] font-semibold ${tone}`}
    >
      <Icon aria-hidden className="size-3 shrink-0" />
      <span className="truncate">{text}</span>
    </span>
  );
}
