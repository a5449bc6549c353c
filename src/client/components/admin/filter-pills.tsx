import { cn } from '@client/lib/cn';

/**
 * A small segmented control for a list's filter: toggle buttons in a labelled group, the chosen
 * one pressed. Changing it is instant, so it needs no submit.
 */
export function FilterPills<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex max-w-full gap-1 overflow-x-auto rounded-full border border-ink/10 bg-white/70 p-1 [scrollbar-width:none]',
        className,
      )}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="shrink-0 rounded-full px-4 py-1.5 text-sm whitespace-nowrap text-taupe transition-colors hover:text-ink aria-pressed:bg-sand aria-pressed:font-medium aria-pressed:text-ink"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
