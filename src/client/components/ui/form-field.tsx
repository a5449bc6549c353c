import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** The look of every text input, select and textarea in the site's forms. */
export const fieldControlClass =
  'mt-2 block w-full rounded-2xl border border-ink/15 bg-ivory px-4 py-3 text-ink placeholder:text-taupe/70 transition-colors hover:border-ink/30 focus:border-gold-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-deep aria-invalid:border-red-700 aria-invalid:bg-red-50/40';

/** The id of a field's error message, for its control's `aria-describedby`. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** `aria-invalid` and `aria-describedby` for a control, pointing at its error when it has one. */
export function fieldA11y(id: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm text-red-800">
      <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      {message}
    </p>
  );
}

/** A label above its control, an optional required mark or "(optional)", and the error below. */
export function FormField({
  id,
  label,
  required,
  optional,
  optionalLabel = '(optional)',
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  optionalLabel?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-gold-deep">
            *
          </span>
        )}
        {optional && <span className="ml-1.5 font-normal text-taupe">{optionalLabel}</span>}
      </label>
      {children}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

/**
 * A labelled text input wired to its error: the common case of FormField. `required` makes the
 * input required and marks the label (unless `requiredMark` is false, as on the short sign-in
 * forms); every other prop (react-hook-form's `register` too) goes to the input.
 */
export function TextField({
  id,
  label,
  required,
  requiredMark = true,
  optional,
  optionalLabel,
  error,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  requiredMark?: boolean;
  optional?: boolean;
  optionalLabel?: string;
  error?: string;
  className?: string;
}) {
  return (
    <FormField
      id={id}
      label={label}
      required={required && requiredMark}
      optional={optional}
      optionalLabel={optionalLabel}
      error={error}
      className={className}
    >
      <input
        id={id}
        required={required}
        className={fieldControlClass}
        {...fieldA11y(id, error)}
        {...input}
      />
    </FormField>
  );
}
