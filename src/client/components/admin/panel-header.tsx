import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** A tab's heading row: title, a short line of context, and the tab's controls on the right. */
export function PanelHeader({
  id,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between',
        className,
      )}
    >
      <div>
        <h2 id={id} className="text-3xl sm:text-4xl">
          {title}
        </h2>
        {lead && <p className="mt-1.5 text-taupe">{lead}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}
