/** Every back-office query starts with 'admin', so one invalidation can refresh them all. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  messages: ['admin', 'messages'] as const,
  reviews: ['admin', 'reviews'] as const,
  services: ['admin', 'services'] as const,
  professionals: ['admin', 'professionals'] as const,
  newsletter: ['admin', 'newsletter'] as const,
  audit: ['admin', 'audit'] as const,
};

/** Page numbers travel as query-string text. */
export const pageQuery = (page: number, pageSize: number) => ({
  page: String(page),
  pageSize: String(pageSize),
});
