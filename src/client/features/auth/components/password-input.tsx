import { Eye, EyeOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { fieldA11y, fieldControlClass, FormField } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  visible: boolean;
  /** Shows the show/hide button; a confirmation field follows the toggle of the field above it. */
  onToggleVisible?: () => void;
};

/** A password input with an optional show/hide button inside it ('Mostrar senha'/'Ocultar senha'). */
export function PasswordInput({
  visible,
  onToggleVisible,
  className,
  ...props
}: PasswordInputProps) {
  return (
    <div className="relative mt-2">
      <input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn(fieldControlClass, 'mt-0', onToggleVisible && 'pr-13', className)}
        {...props}
      />
      {onToggleVisible && (
        <button
          type="button"
          onClick={onToggleVisible}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-controls={props.id}
          className="absolute top-1/2 right-1.5 flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-taupe transition-colors hover:bg-sand hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden className="size-[1.125rem]" />
          ) : (
            <Eye aria-hidden className="size-[1.125rem]" />
          )}
        </button>
      )}
    </div>
  );
}

/** A labelled, required password field, its error under it. */
export function PasswordField({
  id,
  label,
  error,
  ...input
}: PasswordInputProps & { id: string; label: string; error?: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordInput id={id} required {...fieldA11y(id, error)} {...input} />
    </FormField>
  );
}
