import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/**
 * A tab's heading row: title, a short line of context, and the tab's controls on the right. A
 * panel inside a tab (the diary's closures, time off…) is one level down: `level={3}`.
 */
export function PanelHeader({
  id,
  title,
  lead,
  children,
  className,
  level = 2,
}: {
  id?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between',
        className,
      )}
    >
      <div>
        <Heading id={id} className={level === 2 ? 'text-3xl sm:text-4xl' : 'text-3xl'}>
          {title}
        </Heading>
        {lead && <p className="mt-1.5 text-taupe">{lead}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}
