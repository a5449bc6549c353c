import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { SubmitButton } from '@client/components/ui/submit-button';
import { cn } from '@client/lib/cn';

/** The save button at the foot of an admin dialog's form, right-aligned, full width on phones. */
export function DialogSaveButton({
  busy,
  className,
  children = 'Salvar',
}: {
  busy: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex justify-end', className)}>
      <SubmitButton
        busy={busy}
        busyLabel="Salvando..."
        icon={<Save aria-hidden />}
        size="md"
        className="w-full sm:w-auto"
      >
        {children}
      </SubmitButton>
    </div>
  );
}
