// Who on the team may do what in the back office (issue 31, decision 049). The server enforces
// it on every /api/admin route (server/http/staff-access.ts); the back office reads the same table
// to show each person only what they may use.

export const STAFF_ROLES = ['owner', 'manager', 'reception', 'professional'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<'pt-BR' | 'en-GB', Record<StaffRole, string>> = {
  'pt-BR': {
    owner: 'Proprietário',
    manager: 'Gerente',
    reception: 'Recepção',
    professional: 'Profissional',
  },
  'en-GB': {
    owner: 'Owner',
    manager: 'Manager',
    reception: 'Reception',
    professional: 'Professional',
  },
};

/**
 * What a route needs. A professional's reach is narrowed further by the services themselves:
 * `diary.view` and `appointments.own` show them only their own column and appointments.
 */
export const PERMISSIONS = [
  /** One's own account in the back office: language, two-factor, sessions. Every role. */
  'account',
  /** Day view, week, live events, the back office's badge counts. Every role. */
  'diary.view',
  /** Completing or marking no-show, and the staff note, of an appointment: a professional only their own. */
  'appointments.own',
  /** Desk bookings, walk-ins, moves, cancellations, availability for the desk. */
  'appointments.desk',
  /** Refunding a deposit. */
  'deposits',
  /** Clients' records and notes. */
  'clients',
  /** A client's data export and erasure (UK GDPR). */
  'clients.privacy',
  /** Contact messages and reviews. */
  'inbox',
  /** The catalogue, the team's patterns, and the diary's reading (closures, time off, holidays). */
  'catalogue.view',
  /** Services and prices, professionals, patterns, closures, time off, bank holidays. */
  'catalogue.edit',
  'settings',
  'insights',
  /** The newsletter's list and every CSV export. */
  'exports',
  'courses',
  'audit',
  /** 'Equipe': invitations, roles, suspension, removal. */
  'staff',
  /**
   * The clinic's records (issue 33): medical answers, patch tests, prescriber consultations,
   * treatment records and photos. Only the roles that treat or own the clinic; a professional only
   * for the clients of their own appointments (the services narrow them).
   */
  'clinical',
  /**
   * Which forms are due, signed or flagged (never the answers), and opening a client's forms on the
   * salon's tablet at check-in. Every role that runs the day.
   */
  'clinical.status',
  /** 'Fichas': building and versioning the forms, and which services need them. */
  'clinical.forms',
  /** Clinical records kept after a client's erasure (UK GDPR restriction): the owner only. */
  'clinical.restricted',
  /** The till (issue 34): checking a visit out, selling products, taking payments, receipts. */
  'till.checkout',
  /** Refunding a sale or its lines. Owner and manager only. */
  'till.refund',
  /** The day's close ('Fechamento do caixa'): counting the cash against the day's takings. */
  'till.close',
  /** Deliveries and stock counts of the retail products (prices stay 'catalogue.edit'). */
  'stock',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: EVERYTHING,
  manager: EVERYTHING.filter((p) => p !== 'staff' && p !== 'clinical.restricted'),
  reception: [
    'account',
    'diary.view',
    'appointments.own',
    'appointments.desk',
    'clients',
    'inbox',
    'catalogue.view',
    'clinical.status',
    'till.checkout',
    'till.close',
    'stock',
  ],
  professional: ['account', 'diary.view', 'appointments.own', 'clinical', 'clinical.status'],
};

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** Roles whose every action touches only their own appointments (the services narrow them). */
export const seesOnlyOwnAppointments = (role: StaffRole) => role === 'professional';

export const STAFF_LOCALES = ['pt-BR', 'en-GB'] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];

/**
 * The sign-in's answer once the password of an account with two-factor on is right: the member's
 * chosen language, so the code step speaks it (issue 31) before any session exists.
 */
export const TWO_FACTOR_LOCALE_HEADER = 'X-Staff-Locale';
