/**
 * Every cached answer of the clients feature. Booking's mutations refresh `all` through this file
 * (a status change moves a client's counts).
 */
export const clientsKeys = {
  all: ['clients'] as const,
  list: (search: string, page: number) => ['clients', 'list', search, page] as const,
  record: (id: string) => ['clients', 'record', id] as const,
};
