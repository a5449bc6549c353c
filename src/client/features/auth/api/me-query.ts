import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shared/schemas/auth';
import { api } from '@client/lib/api-client';
import { authKeys } from './auth-keys';

/** What GET /api/me tells the client: who is signed in, their profile and whether they are admin. */
export type { Me };
export type SessionUser = NonNullable<Me['user']>;
export type Profile = NonNullable<Me['profile']>;

export const SIGNED_OUT: Me = { user: null, profile: null, isAdmin: false };

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
        }
      : null,
    isAdmin: body.isAdmin === true,
  };
}

/**
 * The current session. It never fails: no session, an error answer or a network failure all
 * resolve to {@link SIGNED_OUT}, so a failed check can never count as signed in or as admin.
 */
export const meQuery = queryOptions({
  queryKey: authKeys.me,
  staleTime: 60_000,
  retry: false,
  queryFn: async (): Promise<Me> => {
    try {
      const response = await api.me.$get();
      if (!response.ok) return SIGNED_OUT;
      return toMe(await response.json());
    } catch {
      return SIGNED_OUT;
    }
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
