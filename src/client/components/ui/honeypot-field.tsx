import type { ComponentProps } from 'react';

/**
 * The anti-spam field every public form carries: visually hidden, hidden from assistive technology
 * and out of the tab order, so people never fill it in. Bots that fill every input do, and the
 * server then drops their submission.
 */
export function HoneypotField(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute -left-[9999px] size-px overflow-hidden"
    >
      <label>
        Website
        <input {...props} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
