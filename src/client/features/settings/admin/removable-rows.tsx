import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { FieldError, fieldErrorId } from '@client/components/ui/form-field';
import { cn } from '@client/lib/cn';

/**
 * A list the owner grows and shrinks (phones, social networks): each row's fields and its remove
 * button, the list's own error, and the add button.
 */
export function RemovableRows({
  rows,
  rowClassName,
  renderRow,
  removeLabel,
  canRemove,
  onRemove,
  errorId,
  error,
  addLabel,
  canAdd,
  onAdd,
}: {
  rows: { id: string }[];
  rowClassName: string;
  renderRow: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  canRemove: boolean;
  onRemove: (index: number) => void;
  errorId: string;
  error: string | undefined;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row, index) => (
        <div
          key={row.id}
          className={cn(
            'grid gap-4 border-b border-dashed border-ink/15 pb-5 sm:items-start',
            rowClassName,
          )}
        >
          {renderRow(index)}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start sm:mt-7"
            disabled={!canRemove}
            onClick={() => onRemove(index)}
            aria-label={removeLabel(index)}
          >
            <Trash2 aria-hidden />
            <span className="sm:sr-only">{t('settings.remove')}</span>
          </Button>
        </div>
      ))}
      <FieldError id={fieldErrorId(errorId)} message={error} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={!canAdd}
        onClick={onAdd}
      >
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </>
  );
}
