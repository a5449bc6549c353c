import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal card over a dimmed page: focus stays inside, Escape and the close button dismiss it.
 * `closeLabel` names the corner button for screen readers (the admin side speaks Portuguese).
 * It keeps below the top 6rem, where the toasts show (`LazyToaster`), so a toast answering the
 * dialog never covers its title: centred in the space between that band and 1rem from the bottom.
 */
export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-charcoal/55 backdrop-blur-[2px] data-[state=open]:animate-pop-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-[calc(50%+2.5rem)] left-1/2 z-50 data-[state=open]:animate-pop-in max-h-[calc(100dvh-7rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-ink/10 bg-ivory p-6 shadow-[0_40px_100px_-30px_rgba(31,27,26,0.6)] focus:outline-none sm:p-8',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-full text-taupe transition-colors hover:bg-sand hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-10 font-display text-3xl leading-tight text-ink', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('mt-3 leading-relaxed text-taupe', className)}
      {...props}
    />
  );
}
