import type { ReactNode } from 'react';

/** A tab another feature adds to the dashboard; the app layer passes these in. */
export interface DashboardTab {
  /** Its key in the URL (`?tab=`). */
  value: string;
  label: string;
  content: ReactNode;
  /** Where it goes among the tabs, counting from 0; at the end when absent. */
  position?: number;
  /** A count shown beside the label (e.g. pending appointments). */
  count?: number;
  countLabel?: string;
}

/** The built-in tabs with the extra ones inserted at their positions, in a stable order. */
export function arrangeTabs(builtIn: DashboardTab[], extra: DashboardTab[]): DashboardTab[] {
  const tabs = [...builtIn];
  const placed = extra
    .map((tab, index) => ({ tab, index }))
    .sort(
      (a, b) => (a.tab.position ?? Infinity) - (b.tab.position ?? Infinity) || a.index - b.index,
    );
  for (const { tab } of placed) {
    const at = Math.min(Math.max(tab.position ?? tabs.length, 0), tabs.length);
    tabs.splice(at, 0, tab);
  }
  return tabs;
}
