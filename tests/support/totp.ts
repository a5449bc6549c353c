import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The secret an authenticator app reads from an otpauth:// URI (base32, as the screen shows it). */
export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${totpUri}`);
  return secret;
}

/**
 * The code an authenticator app would show now for a base32 secret, with the same library the
 * server checks codes with (better-auth's two-factor plugin).
 */
export function totpCode(base32Secret: string, offsetPeriods = 0): Promise<string> {
  const otp = createOTP(base32.decode(base32Secret.toUpperCase()), { digits: 6, period: 30 });
  if (offsetPeriods === 0) return otp.totp();
  return otp.hotp(Math.floor(Date.now() / 30_000) + offsetPeriods);
}
