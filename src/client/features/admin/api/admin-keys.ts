/**
 * The back office's own cache: the tab counts and the audit log. Every feature's admin action
 * refreshes `adminKeys.all`, so the counts and the log show it (decision 013: every action is
 * recorded).
 */
export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
};
