import type { ReactNode } from 'react';
import type { AdminSummary } from '@shared/schemas/admin-audit';

/** A tab of the dashboard: each feature's admin screen, composed by the app layer. */
export interface DashboardTab {
  /** Its key in the URL (`?tab=`). */
  value: string;
  label: string;
  content: ReactNode;
  /** One of the back office's counts, shown beside the label, and how a screen reader says it. */
  count?: { of: keyof AdminSummary; label: (count: number) => string };
}
