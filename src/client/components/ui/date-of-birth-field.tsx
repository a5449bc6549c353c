import { useState, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { FieldError, fieldControlClass, fieldErrorId } from './form-field';

interface Parts {
  day: string;
  month: string;
  year: string;
}

const split = (value: string): Parts => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match
    ? { year: match[1]!, month: match[2]!, day: match[3]! }
    : { day: '', month: '', year: '' };
};

/**
 * Day, month and year as the shared schema reads them: '' when all three are empty, else
 * YYYY-MM-DD. An incomplete date stays malformed on purpose, so the schema's own message
 * ("as DD/MM/YYYY") tells the client what is missing.
 */
const join = ({ day, month, year }: Parts): string => {
  if (!day && !month && !year) return '';
  const pad = (part: string) => (part.length === 1 ? `0${part}` : part);
  return `${year}-${pad(month)}-${pad(day)}`;
};

const PARTS = [
  { key: 'day', label: 'Day', maxLength: 2, autoComplete: 'bday-day', width: 'w-16' },
  { key: 'month', label: 'Month', maxLength: 2, autoComplete: 'bday-month', width: 'w-16' },
  { key: 'year', label: 'Year', maxLength: 4, autoComplete: 'bday-year', width: 'w-24' },
] as const;

/**
 * A date of birth as three short number boxes (day, month, year) in a labelled group, the pattern
 * people fill fastest and screen readers announce best: a calendar is slow for a date decades
 * back. `value` and `onChange` speak YYYY-MM-DD ('' for none); `hint` says why it is asked.
 */
export function DateOfBirthField({
  id,
  value,
  onChange,
  onBlur,
  legend = 'Date of birth',
  required,
  optional,
  hint,
  error,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  legend?: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}) {
  // The boxes keep what was typed (a lone "3") while the form holds the joined date.
  const [parts, setParts] = useState<Parts>(() => split(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== join(parts)) setParts(split(value));
  }

  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? fieldErrorId(id) : ''].filter(Boolean).join(' ');

  return (
    <fieldset
      id={id}
      aria-describedby={describedBy || undefined}
      className={cn('min-w-0', className)}
    >
      <legend className="text-sm font-medium text-ink">
        {legend}
        {required && (
          <span aria-hidden className="ml-0.5 text-gold-deep">
            *
          </span>
        )}
        {optional && <span className="ml-1.5 font-normal text-taupe">(optional)</span>}
      </legend>
      {hint && (
        <p id={hintId} className="mt-1 text-xs leading-relaxed text-taupe">
          {hint}
        </p>
      )}
      <div className="mt-1 flex items-end gap-3">
        {PARTS.map((part) => (
          <div key={part.key}>
            <label htmlFor={`${id}-${part.key}`} className="text-xs text-taupe">
              {part.label}
            </label>
            <input
              id={`${id}-${part.key}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={part.autoComplete}
              maxLength={part.maxLength}
              placeholder={part.key === 'year' ? 'YYYY' : part.key === 'day' ? 'DD' : 'MM'}
              value={parts[part.key]}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const next = { ...parts, [part.key]: event.target.value.replace(/\D/g, '') };
                setParts(next);
                const joined = join(next);
                setLastValue(joined);
                onChange(joined);
              }}
              onBlur={onBlur}
              className={cn(fieldControlClass, 'mt-1 px-3 text-center tabular-nums', part.width)}
            />
          </div>
        ))}
      </div>
      <FieldError id={fieldErrorId(id)} message={error} />
    </fieldset>
  );
}
