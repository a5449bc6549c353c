/**
 * Every cached answer of the auth feature: the session (GET /api/me) and where the profile's
 * mobile number stands (GET /api/me/sms-verification).
 */
export const authKeys = {
  me: ['me'] as const,
  smsVerification: ['sms-verification'] as const,
};
