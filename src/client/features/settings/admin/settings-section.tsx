import type { ReactNode } from 'react';
import { card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/** One card of the settings form: a legend, an optional lead and its fields. */
export function SettingsSection({
  title,
  lead,
  children,
  className,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn(card(), 'min-w-0 p-5 sm:p-7', className)}>
      <legend className="float-left w-full font-display text-2xl">{title}</legend>
      {lead && <p className="clear-both pt-1 text-sm text-taupe">{lead}</p>}
      <div className="clear-both grid gap-5 pt-5">{children}</div>
    </fieldset>
  );
}
