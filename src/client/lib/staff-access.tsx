import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Me } from '@shared/schemas/auth';
import { type Permission, seesOnlyOwnAppointments, type StaffRole } from '@shared/staff-roles';

export interface StaffAccess {
  role: StaffRole | null;
  /** The catalogue's professional the member is (a professional's own column), if linked. */
  professionalId: string | null;
  /** Whether the member's role lets them use this (shared/staff-roles.ts, decision 049). */
  can: (permission: Permission) => boolean;
  /** A professional: their own column and appointments only. */
  ownAppointmentsOnly: boolean;
}

const NOBODY: StaffAccess = {
  role: null,
  professionalId: null,
  can: () => false,
  ownAppointmentsOnly: false,
};

const StaffAccessContext = createContext<StaffAccess>(NOBODY);

/**
 * Who on the team is signed in, as the back office's guard hands it down (AdminGuard, from
 * /api/me): each screen shows only what the member's role may use. The server refuses the rest on
 * its own; this spares the screens buttons that would fail. Outside the back office: nobody.
 */
export function StaffAccessProvider({
  staff,
  children,
}: {
  staff: Me['staff'];
  children: ReactNode;
}) {
  const value = useMemo<StaffAccess>(
    () =>
      staff
        ? {
            role: staff.role,
            professionalId: staff.professionalId,
            can: (permission) => staff.permissions.includes(permission),
            ownAppointmentsOnly: seesOnlyOwnAppointments(staff.role),
          }
        : NOBODY,
    [staff],
  );
  return <StaffAccessContext.Provider value={value}>{children}</StaffAccessContext.Provider>;
}

export const useStaff = () => useContext(StaffAccessContext);
