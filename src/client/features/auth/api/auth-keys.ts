/** Every cached answer of the auth feature: the session (GET /api/me). */
export const authKeys = {
  me: ['me'] as const,
};
