import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shared/schemas/auth';
import { can, type Permission, STAFF_ROLES, type StaffRole } from '@shared/staff-roles';
import { api } from '@client/lib/api-client';
import { authKeys } from './auth-keys';

/** What GET /api/me tells the client: who is signed in, their profile and whether they are admin. */
export type { Me };
export type SessionUser = NonNullable<Me['user']>;
export type Profile = NonNullable<Me['profile']>;

export const SIGNED_OUT: Me = { user: null, profile: null, isAdmin: false, staff: null };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads the answer defensively: anything unexpected counts as signed out, never as admin. */
function toMe(body: unknown): Me {
  if (!isObject(body) || !isObject(body.user)) return SIGNED_OUT;
  const { id, email, name } = body.user;
  if (typeof id !== 'string' || typeof email !== 'string') return SIGNED_OUT;
  const profile = isObject(body.profile) ? body.profile : null;
  return {
    user: { id, email, name: typeof name === 'string' ? name : '' },
    profile: profile
      ? {
          fullName: typeof profile.fullName === 'string' ? profile.fullName : '',
          phone: typeof profile.phone === 'string' && profile.phone ? profile.phone : null,
          dateOfBirth:
            typeof profile.dateOfBirth === 'string' && profile.dateOfBirth
              ? profile.dateOfBirth
              : null,
          smsReminders: profile.smsReminders === true,
          rebookReminders: profile.rebookReminders !== false,
        }
      : null,
    isAdmin: body.isAdmin === true,
    staff: toStaff(body.staff),
  };
}

function toStaff(staff: unknown): Me['staff'] {
  if (!isObject(staff) || !STAFF_ROLES.includes(staff.role as StaffRole)) return null;
  const role = staff.role as StaffRole;
  return {
    role,
    // What the server says the role allows, but never more than the shared table gives it.
    permissions: Array.isArray(staff.permissions)
      ? staff.permissions.filter((p): p is Permission => can(role, p as Permission))
      : [],
    professionalId: typeof staff.professionalId === 'string' ? staff.professionalId : null,
    locale: staff.locale === 'en-GB' ? 'en-GB' : 'pt-BR',
  };
}

/**
 * The session could not be checked: the server answered 5xx (its database unreachable for a
 * moment, decision 038) or nothing at all. That says nothing about the session, so it is never
 * taken for a sign-out: the last answer stays on screen and the check is asked again.
 */
export class SessionCheckFailed extends Error {
  constructor(reason: string) {
    super(`The session could not be checked: ${reason}`);
    this.name = 'SessionCheckFailed';
  }
}

/** Waits before asking again: soon at first, then every 10 seconds until the server answers. */
export const sessionRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);

/**
 * The current session. No session and any refusal (4xx) or unexpected answer resolve to
 * {@link SIGNED_OUT}, so a failed check can never count as signed in or as admin. A check that
 * could not be made fails instead ({@link SessionCheckFailed}) and is retried, keeping the last
 * known answer meanwhile.
 */
export const meQuery = queryOptions({
  queryKey: authKeys.me,
  staleTime: 60_000,
  retry: (_failures: number, error: Error) => error instanceof SessionCheckFailed,
  retryDelay: sessionRetryDelay,
  queryFn: async (): Promise<Me> => {
    let response: Awaited<ReturnType<typeof api.me.$get>>;
    try {
      response = await api.me.$get();
    } catch {
      throw new SessionCheckFailed('no answer');
    }
    if (response.status >= 500) throw new SessionCheckFailed(`answered ${response.status}`);
    if (!response.ok) return SIGNED_OUT;
    return toMe(await response.json().catch(() => null));
  },
});

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session extends Me {
  status: SessionStatus;
}

/** Who is signed in: 'loading' until the first answer, then 'signed-in' or 'signed-out'. */
export function useSession(): Session {
  const { data } = useQuery(meQuery);
  if (!data) return { status: 'loading', ...SIGNED_OUT };
  return { status: data.user ? 'signed-in' : 'signed-out', ...data };
}
