import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { fieldControlClass } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';

/** A native select in the site's field style, with the gold chevron the contact form uses. */
export function SelectControl({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative mt-2">
      <select
        className={cn(
          fieldControlClass,
          'mt-0 appearance-none truncate pr-11 disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-gold-deep"
      />
    </div>
  );
}
