import type { FormAnswer, FormQuestion } from '@shared/clinical-forms';
import {
  FieldError,
  fieldA11y,
  fieldControlClass,
  fieldErrorId,
} from '@client/components/ui/form-field';
import { SignaturePad } from './signature-pad';

const choiceClass =
  'flex min-h-11 items-center gap-3 rounded-2xl border border-ink/15 bg-ivory px-4 py-2 text-ink has-[:checked]:border-gold-deep has-[:checked]:bg-sand/60';

/** One question of a form, in the control its kind asks for, with its error under it. */
export function QuestionField({
  question: q,
  answer,
  error,
  onChange,
}: {
  question: FormQuestion;
  answer: FormAnswer | undefined;
  error: string | undefined;
  onChange: (answer: FormAnswer | undefined) => void;
}) {
  const id = `q-${q.id}`;
  const a11y = fieldA11y(id, error);
  const value = answer?.value;
  const label = (
    <>
      {q.label}
      {!q.required && <span className="ml-1 text-taupe">(optional)</span>}
    </>
  );

  const control = () => {
    switch (q.kind) {
      case 'short_text':
      case 'date':
        return (
          <input
            id={id}
            type={q.kind === 'date' ? 'date' : 'text'}
            className={fieldControlClass}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange({ value: e.target.value })}
            {...a11y}
          />
        );
      case 'long_text':
        return (
          <textarea
            id={id}
            rows={4}
            className={fieldControlClass}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange({ value: e.target.value })}
            {...a11y}
          />
        );
      case 'signature':
        return (
          <SignaturePad
            id={id}
            label={`Signature box: ${q.label}`}
            invalid={!!error}
            describedBy={a11y['aria-describedby']}
            onChange={(png) => onChange(png ? { value: png } : undefined)}
          />
        );
      default:
        return null;
    }
  };

  // Yes/no and choices are radio or checkbox groups: a fieldset with the question as its legend.
  if (q.kind === 'yes_no' || q.kind === 'single_choice' || q.kind === 'multiple_choice') {
    const options: { label: string; value: string | boolean }[] =
      q.kind === 'yes_no'
        ? [
            { label: 'Yes', value: true },
            { label: 'No', value: false },
          ]
        : q.options.map((o) => ({ label: o, value: o }));
    const multiple = q.kind === 'multiple_choice';
    const chosen = (v: string | boolean) =>
      multiple ? Array.isArray(value) && value.includes(v as string) : value === v;
    const pick = (v: string | boolean, checked: boolean) => {
      if (!multiple) return onChange({ value: v, detail: v === true ? answer?.detail : undefined });
      const list = Array.isArray(value) ? value.filter((x) => x !== v) : [];
      onChange({ value: checked ? [...list, v as string] : list });
    };
    return (
      <fieldset aria-describedby={a11y['aria-describedby']} aria-invalid={a11y['aria-invalid']}>
        <legend className="font-medium text-ink">{label}</legend>
        <div className={q.kind === 'yes_no' ? 'mt-2 grid grid-cols-2 gap-2' : 'mt-2 grid gap-2'}>
          {options.map((o) => (
            <label key={String(o.value)} className={choiceClass}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                className="size-5 accent-gold-deep"
                checked={chosen(o.value)}
                onChange={(e) => pick(o.value, e.target.checked)}
              />
              {o.label}
            </label>
          ))}
        </div>
        {q.kind === 'yes_no' && value === true && q.followUp && (
          <label className="mt-3 block text-sm text-ink">
            {q.followUp}
            <textarea
              rows={3}
              className={fieldControlClass}
              value={answer?.detail ?? ''}
              onChange={(e) => onChange({ value: true, detail: e.target.value })}
            />
          </label>
        )}
        <FieldError id={fieldErrorId(id)} message={error} />
      </fieldset>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {control()}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}
