import { Search } from 'lucide-react';
import { fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';

/** A back-office list's search box: a magnifier, a placeholder and a label for screen readers. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={cn('relative block', className)}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 mt-1 size-4 -translate-y-1/2 text-taupe"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        className={cn(fieldControlClass, 'pl-10')}
      />
    </label>
  );
}
