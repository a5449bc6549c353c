import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** Why a form's request was refused, said where the form is (as well as in a toast). */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-2xl bg-red-50/70 px-4 py-3 text-sm text-red-900',
        className,
      )}
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
