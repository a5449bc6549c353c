import type { ComponentProps } from 'react';
import { StatusBadge } from '@client/components/ui/status-badge';
import { useStatusLabel } from '@client/i18n/status-label';

/** The status badge of the back office: the shared badge with the label in its language. */
export function AdminStatusBadge(props: Omit<ComponentProps<typeof StatusBadge>, 'label'>) {
  const label = useStatusLabel()(props.status);
  return <StatusBadge {...props} label={label} />;
}
