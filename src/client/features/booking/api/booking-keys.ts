import type { AdminStatusFilter } from '@shared/schemas/booking';

/** Every cached answer of the booking feature. */
export const bookingKeys = {
  /** The signed-in client's own appointments. */
  appointments: ['booking', 'appointments'] as const,
  /** Free times and days: refreshed together when a booking takes or frees a time. */
  availability: ['booking', 'availability'] as const,
  times: (serviceId: string, professionalId: string, date: string, moving = '') =>
    ['booking', 'availability', 'times', serviceId, professionalId, date, moving] as const,
  days: (serviceId: string, professionalId: string, month: string, moving = '') =>
    ['booking', 'availability', 'days', serviceId, professionalId, month, moving] as const,
  /** The public flow's visits (issue 32): a chain of services, and its held time. */
  visitNext: (serviceIds: string[], professionalId: string) =>
    ['booking', 'availability', 'visit-next', serviceIds.join(','), professionalId] as const,
  visitDays: (serviceIds: string[], professionalId: string, month: string) =>
    ['booking', 'availability', 'visit-days', serviceIds.join(','), professionalId, month] as const,
  visitTimes: (serviceIds: string[], professionalId: string, date: string) =>
    ['booking', 'availability', 'visit-times', serviceIds.join(','), professionalId, date] as const,
  visitHold: (token: string) => ['booking', 'visit-hold', token] as const,
  /** A deposit's session on the built-in test checkout. */
  depositCheckout: (sessionId: string) => ['booking', 'deposit-checkout', sessionId] as const,
  /** Every back-office view of appointments: refreshed together after a status change. */
  admin: ['booking', 'admin'] as const,
  adminList: (status: AdminStatusFilter, page: number) =>
    ['booking', 'admin', 'list', status, page] as const,
  adminDay: (date: string) => ['booking', 'admin', 'day', date] as const,
  adminSummary: ['booking', 'admin', 'summary'] as const,
  /** The front desk's booking: its client search and its free times (walk-ins, two years ahead). */
  deskClients: (search: string) => ['booking', 'admin', 'desk', 'clients', search] as const,
  deskTimes: (serviceId: string, professionalId: string, date: string, exclude: string) =>
    ['booking', 'admin', 'desk', 'times', serviceId, professionalId, date, exclude] as const,
  /** The diary's back office: closures, time off, bank holidays and the team's week. */
  diary: ['booking', 'admin', 'diary'] as const,
  diaryWeek: (start: string) => ['booking', 'admin', 'diary', 'week', start] as const,
  diaryClosures: (when: string, page: number) =>
    ['booking', 'admin', 'diary', 'closures', when, page] as const,
  diaryTimeOff: (when: string, page: number) =>
    ['booking', 'admin', 'diary', 'time-off', when, page] as const,
  diaryBankHolidays: ['booking', 'admin', 'diary', 'bank-holidays'] as const,
  diaryTeam: ['booking', 'admin', 'diary', 'team'] as const,
};
