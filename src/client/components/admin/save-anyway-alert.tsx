import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/**
 * The server's warning about a save that leaves something inconsistent (a service no one
 * performs), with the button that sends the same save again, confirmed.
 */
export function SaveAnywayAlert({
  warning,
  busy,
  onConfirm,
  className,
}: {
  warning: string;
  busy: boolean;
  onConfirm: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950',
        className,
      )}
    >
      <p className="flex gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {warning}
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={busy}
        onClick={onConfirm}
      >
        {t('adminUi.saveAnyway')}
      </Button>
    </div>
  );
}
