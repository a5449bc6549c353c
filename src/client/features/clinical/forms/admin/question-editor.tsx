import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_KINDS, type FormQuestion, type QuestionKind } from '@shared/clinical-forms';
import { Button } from '@client/components/ui/button';
import { fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';

const isChoice = (kind: QuestionKind) => kind === 'single_choice' || kind === 'multiple_choice';

/**
 * One question of a form being edited: its kind, wording, whether it must be answered, the options
 * of a choice, the follow-up a 'yes' asks, and the alert word an answer raises on the record.
 */
export function QuestionEditor({
  question,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  question: FormQuestion;
  index: number;
  count: number;
  onChange: (next: FormQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<FormQuestion>) => onChange({ ...question, ...patch });
  const number = index + 1;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-2xl border border-ink/10 bg-white p-4">
      <legend className="px-1 text-sm font-medium text-ink">
        {t('forms.questionNumber', { number })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <label className="text-sm text-ink">
          {t('forms.kind')}
          <select
            className={cn(fieldControlClass, 'bg-white')}
            value={question.kind}
            onChange={(event) => {
              const kind = event.target.value as QuestionKind;
              set({ kind, options: isChoice(kind) ? question.options : [] });
            }}
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`forms.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-ink">
          {t('forms.label')}
          {/* A wording may be long (a consent's statement): two lines that grow by hand. */}
          <textarea
            rows={2}
            className={cn(fieldControlClass, 'resize-y bg-white')}
            lang="en-GB"
            value={question.label}
            onChange={(event) => set({ label: event.target.value })}
          />
        </label>
      </div>
      {question.kind === 'yes_no' && (
        <label className="text-sm text-ink">
          {t('forms.followUp')}
          <input
            className={cn(fieldControlClass, 'bg-white')}
            lang="en-GB"
            placeholder={t('forms.followUpPlaceholder')}
            value={question.followUp}
            onChange={(event) => set({ followUp: event.target.value })}
          />
        </label>
      )}
      {isChoice(question.kind) && (
        <label className="text-sm text-ink">
          {t('forms.options')}
          <span id={`${id}-options`} className="block text-taupe">
            {t('forms.optionsHint')}
          </span>
          <textarea
            rows={4}
            lang="en-GB"
            aria-describedby={`${id}-options`}
            className={cn(fieldControlClass, 'resize-y bg-white')}
            value={question.options.join('\n')}
            onChange={(event) => set({ options: event.target.value.split('\n') })}
          />
        </label>
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <label className="text-sm text-ink">
          {t('forms.alert')}
          <span id={`${id}-alert`} className="block text-taupe">
            {t('forms.alertHint')}
          </span>
          <input
            className={cn(fieldControlClass, 'bg-white')}
            aria-describedby={`${id}-alert`}
            value={question.alert}
            onChange={(event) => set({ alert: event.target.value })}
          />
        </label>
        <label className="flex items-center gap-2 py-3 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-gold-deep"
            checked={question.required}
            onChange={(event) => set({ required: event.target.checked })}
          />
          {t('forms.required')}
        </label>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={index === 0}
          aria-label={t('forms.moveUp', { number })}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={index === count - 1}
          aria-label={t('forms.moveDown', { number })}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={count === 1}
          aria-label={t('forms.remove', { number })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
          {t('forms.removeShort')}
        </Button>
      </div>
    </fieldset>
  );
}
