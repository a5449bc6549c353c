import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@client/components/ui/submit-button';
import { cn } from '@client/lib/cn';

/** The save button at the foot of an admin dialog's form, right-aligned, full width on phones. */
export function DialogSaveButton({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex justify-end', className)}>
      <SubmitButton
        busy={busy}
        busyLabel={t('adminUi.saving')}
        icon={<Save aria-hidden />}
        size="md"
        className="w-full sm:w-auto"
      >
        {children ?? t('adminUi.save')}
      </SubmitButton>
    </div>
  );
}
