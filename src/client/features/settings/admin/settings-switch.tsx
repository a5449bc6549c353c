import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** An on/off switch with its label: a checkbox in the role of a switch, drawn as a slider. */
export function SettingsSwitch({
  id,
  checked,
  onChange,
  className,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={id} className={cn('flex cursor-pointer items-center gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative h-6 w-11 shrink-0 rounded-full bg-ink/20 transition-colors peer-checked:bg-gold-deep peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-deep after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span className="font-medium text-ink">{children}</span>
    </label>
  );
}
