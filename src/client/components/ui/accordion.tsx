import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-ink/10', className)} {...props} />;
}

/**
 * `aside` sits beside the trigger, outside it (a link cannot live inside the button): e.g. a
 * price row's 'Book', reachable without opening the item.
 */
export function AccordionTrigger({
  className,
  children,
  aside,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { aside?: ReactNode }) {
  const header = (
    <AccordionPrimitive.Header className="flex flex-1">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 py-5 text-left transition-colors hover:text-gold-deep',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-gold-deep transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
  if (!aside) return header;
  return (
    <div className="flex items-center gap-3">
      {header}
      {aside}
    </div>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden" {...props}>
      <div className={cn('pb-6', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
