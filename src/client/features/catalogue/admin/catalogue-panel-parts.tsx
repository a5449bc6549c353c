import type { UseMutationResult } from '@tanstack/react-query';
import { Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import type { MutationCallbacks } from '@client/lib/refreshing-mutation';

interface CatalogueRecord {
  id: string;
  name: string;
  isActive: boolean;
}

type ActiveChange = { id: string; active: boolean };

/**
 * What a catalogue panel edits: the record in its form dialog (null for a new one) and the
 * (de)activation, through the catalogue's api hooks (which refresh the site's prices and booking).
 */
export function useCatalogueEditor<T extends CatalogueRecord>({
  useSetActive,
  messages,
}: {
  useSetActive: (
    callbacks: MutationCallbacks<T, ActiveChange>,
  ) => UseMutationResult<T, Error, ActiveChange>;
  messages: { reactivated: string; deactivated: string; failed: string };
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const toggle = useSetActive({
    onSuccess: (record) => {
      toast.success(record.isActive ? messages.reactivated : messages.deactivated, {
        description: record.name,
      });
    },
    onError: () => toast.error(messages.failed),
  });

  return {
    form: { open: formOpen, onOpenChange: setFormOpen },
    editing,
    openForm: (record: T | null) => {
      setEditing(record);
      setFormOpen(true);
    },
    toggle: (record: T) => toggle.mutate({ id: record.id, active: !record.isActive }),
    toggling: toggle.isPending,
  };
}

/** A catalogue panel's title row with its "new" button. */
export function CataloguePanelHeader({
  id,
  title,
  lead,
  addLabel,
  onAdd,
}: {
  id: string;
  title: string;
  lead: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h3 id={id} className="text-3xl">
          {title}
        </h3>
        <p className="mt-1 text-taupe">{lead}</p>
      </div>
      <Button onClick={onAdd} className="self-start sm:self-auto">
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </div>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="soft">Ativo</Badge> : <Badge tone="outline">Inativo</Badge>;
}

/** Editar and Desativar/Reativar, named after the record for screen readers. */
export function CatalogueRowActions({
  record,
  onEdit,
  onToggle,
  toggling,
  className,
}: {
  record: CatalogueRecord;
  onEdit: () => void;
  onToggle: () => void;
  toggling: boolean;
  className?: string;
}) {
  const toggleLabel = record.isActive ? 'Desativar' : 'Reativar';
  return (
    <div className={cn('flex gap-2', className)}>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Editar ${record.name}`}>
        <Pencil aria-hidden />
        <span aria-hidden>Editar</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={toggling}
        onClick={onToggle}
        aria-label={`${toggleLabel} ${record.name}`}
      >
        {record.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
        <span aria-hidden>{toggleLabel}</span>
      </Button>
    </div>
  );
}
