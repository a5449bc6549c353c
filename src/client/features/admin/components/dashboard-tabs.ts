import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminSummary } from '@shared/schemas/admin-audit';
import type { Permission } from '@shared/staff-roles';

/** A tab of the dashboard: each feature's admin screen, composed by the app layer. */
export interface DashboardTab {
  /** Its key in the URL (`?tab=`). */
  value: string;
  label: string;
  /** Beside the label in the back office's navigation. */
  icon: LucideIcon;
  /** The navigation's heading this tab sits under (consecutive tabs share one). */
  group: 'Atendimento' | 'Salão' | 'Sistema';
  content: ReactNode;
  /** What the member's role must allow for the tab to be theirs (decision 049). */
  needs: Permission;
  /** One of the back office's counts, shown beside the label, and how a screen reader says it. */
  count?: { of: keyof AdminSummary; label: (count: number) => string };
}
