import { useCallback } from 'react';
import { type Permission, seesOnlyOwnAppointments, type StaffRole } from '@shared/staff-roles';
import { useSession } from './me-query';

export interface Staff {
  role: StaffRole | null;
  /** The catalogue's professional the member is (a professional's own column), if linked. */
  professionalId: string | null;
  /** Whether the member's role lets them use this (shared/staff-roles.ts, decision 049). */
  can: (permission: Permission) => boolean;
  /** A professional: their own column and appointments only. */
  ownAppointmentsOnly: boolean;
}

/**
 * Who on the team is signed in, and what they may use: the back office shows each person only
 * that. The server refuses the rest on its own; this spares the screens buttons that would fail.
 * Anyone not on the team may use nothing.
 */
export function useStaff(): Staff {
  const { staff } = useSession();
  const permissions = staff?.permissions;
  const can = useCallback(
    (permission: Permission) => permissions?.includes(permission) ?? false,
    [permissions],
  );
  return {
    role: staff?.role ?? null,
    professionalId: staff?.professionalId ?? null,
    can,
    ownAppointmentsOnly: staff ? seesOnlyOwnAppointments(staff.role) : false,
  };
}
