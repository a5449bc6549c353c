import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ukMobileNumber } from '@shared/sms-consent';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_RESEND_SECONDS,
  SMS_CODE_TTL_MINUTES,
  SMS_CODES_PER_HOUR,
  type SmsVerificationStatus,
  smsVerificationMessages as messages,
} from '@shared/sms-verification';
import type { Db } from '../../db/client';
import { profiles, smsVerificationCodes } from '../../db/schema/auth';
import { ApiError } from '../../http/errors';
import { hitRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { getSalonSettings } from '../../domain/salon-settings';
import { enqueueSms } from '../../domain/sms-queue';

// Proving a client's mobile number before reminders are texted to it (issue 27). A code is good
// for one number, once, for SMS_CODE_TTL_MINUTES and SMS_CODE_MAX_ATTEMPTS guesses; sends are
// limited per account and per number (someone else's number must not be texted at will).

export interface SmsVerificationOptions {
  /** Whether an SMS provider is configured: without one no code can be sent. */
  available: boolean;
  /** Keys the hashes of codes and numbers (AUTH_SECRET): six digits alone are guessed at once. */
  secret: string;
}

/** A refusal that carries when to try again (Retry-After). */
export class SmsCodeRefused extends ApiError {
  constructor(code: string, message: string, retryAfterSeconds: number) {
    super(429, code, message, undefined, retryAfterSeconds);
  }
}

const WAIT: Omit<RateLimitRule, 'name'> = { limit: 1, windowSeconds: SMS_CODE_RESEND_SECONDS };
const HOURLY: Omit<RateLimitRule, 'name'> = { limit: SMS_CODES_PER_HOUR, windowSeconds: 3600 };

const keyed = (secret: string, ...parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');

/** The profile's mobile number, consent and whether that very number was proven. */
async function mobileOf(db: Db, userId: string, lock = false) {
  const query = db
    .select({
      phone: profiles.phone,
      optedIn: profiles.smsReminders,
      verifiedNumber: profiles.smsVerifiedNumber,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  const number = ukMobileNumber(row?.phone);
  return {
    number,
    optedIn: row?.optedIn ?? false,
    verified: number !== null && row?.verifiedNumber === number,
  };
}

export async function smsVerificationStatus(
  db: Db,
  userId: string,
  now: Date,
  options: Pick<SmsVerificationOptions, 'available'>,
): Promise<SmsVerificationStatus> {
  const mobile = await mobileOf(db, userId);
  const [code] = await db
    .select()
    .from(smsVerificationCodes)
    .where(eq(smsVerificationCodes.userId, userId));
  const resendAt = code && new Date(code.sentAt.getTime() + SMS_CODE_RESEND_SECONDS * 1000);
  const pending =
    code && resendAt && !mobile.verified && code.number === mobile.number && code.expiresAt > now
      ? {
          expiresAt: code.expiresAt.toISOString(),
          resendAt: resendAt.toISOString(),
          resendInSeconds: Math.max(0, Math.ceil((resendAt.getTime() - now.getTime()) / 1000)),
          attemptsLeft: Math.max(0, SMS_CODE_MAX_ATTEMPTS - code.attempts),
        }
      : null;
  return { available: options.available, ...mobile, pending };
}

/**
 * Texts a new code to the profile's mobile number, replacing any earlier one. The limits are
 * counted in the transaction that queues the text, so a refused request counts for nothing.
 */
export async function sendVerificationCode(
  db: Db,
  userId: string,
  now: Date,
  options: SmsVerificationOptions,
): Promise<SmsVerificationStatus> {
  if (!options.available) throw new ApiError(409, 'sms_unavailable', messages.unavailable);
  await db.transaction(async (tx) => {
    const mobile = await mobileOf(tx, userId, true);
    if (!mobile.number) throw new ApiError(409, 'no_mobile', messages.noMobile);
    if (!mobile.optedIn) throw new ApiError(409, 'not_opted_in', messages.notOptedIn);
    if (mobile.verified) throw new ApiError(409, 'already_verified', messages.alreadyVerified);
    const number = mobile.number;
    const numberKey = keyed(options.secret, 'sms-number', number).slice(0, 32);
    const limits: [RateLimitRule, string, (seconds: number) => string, string][] = [
      [{ name: 'sms-code-wait', ...WAIT }, userId, messages.tooSoon, 'too_soon'],
      [{ name: 'sms-code-number-wait', ...WAIT }, numberKey, messages.tooSoon, 'too_soon'],
      [{ name: 'sms-code-hour', ...HOURLY }, userId, messages.tooManyCodes, 'too_many_codes'],
      [
        { name: 'sms-code-number-hour', ...HOURLY },
        numberKey,
        messages.tooManyCodes,
        'too_many_codes',
      ],
    ];
    for (const [rule, key, message, code] of limits) {
      const hit = await hitRateLimit(tx, rule, key, now);
      if (!hit.allowed) {
        throw new SmsCodeRefused(code, message(hit.retryAfterSeconds), hit.retryAfterSeconds);
      }
    }

    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000);
    const row = {
      number,
      codeHash: keyed(options.secret, 'sms-code', userId, number, code),
      attempts: 0,
      sentAt: now,
      expiresAt,
    };
    await tx
      .insert(smsVerificationCodes)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: smsVerificationCodes.userId, set: row });
    const salon = await getSalonSettings(tx);
    await enqueueSms(
      tx,
      [{ to: number, body: codeText(salon.name, code), validUntil: expiresAt, about: [userId] }],
      now,
    );
  });
  return smsVerificationStatus(db, userId, now, options);
}

/** The code's text: who sends it, and never to pass it on (someone may ask, posing as us). */
export function codeText(salonName: string, code: string): string {
  return `${salonName}: your verification code is ${code}. It expires in ${SMS_CODE_TTL_MINUTES} minutes. Do not share this code with anyone: we will never ask you for it.`;
}

type Checked =
  { ok: true } | { ok: false; status: 400 | 409 | 410 | 429; code: string; message: string };

/**
 * Checks a typed code against the account's outstanding one. A wrong guess is counted in its own
 * committed statement (the row is locked, so parallel guesses queue); the right one, still for the
 * profile's current number, deletes the code and marks that number verified.
 */
export async function verifySmsCode(
  db: Db,
  userId: string,
  typed: string,
  now: Date,
  options: SmsVerificationOptions,
): Promise<SmsVerificationStatus> {
  const checked = await db.transaction(async (tx): Promise<Checked> => {
    const mobile = await mobileOf(tx, userId, true);
    const [code] = await tx
      .select()
      .from(smsVerificationCodes)
      .where(eq(smsVerificationCodes.userId, userId))
      .for('update');
    if (!code || code.number !== mobile.number) {
      return { ok: false, status: 409, code: 'no_code', message: messages.noCode };
    }
    if (code.expiresAt <= now) {
      return { ok: false, status: 410, code: 'code_expired', message: messages.expired };
    }
    if (code.attempts >= SMS_CODE_MAX_ATTEMPTS) {
      return {
        ok: false,
        status: 429,
        code: 'too_many_attempts',
        message: messages.tooManyAttempts,
      };
    }
    const expected = Buffer.from(code.codeHash, 'hex');
    const given = Buffer.from(keyed(options.secret, 'sms-code', userId, code.number, typed), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(smsVerificationCodes)
        .set({ attempts: sql`${smsVerificationCodes.attempts} + 1` })
        .where(eq(smsVerificationCodes.userId, userId));
      const left = SMS_CODE_MAX_ATTEMPTS - code.attempts - 1;
      return { ok: false, status: 400, code: 'wrong_code', message: messages.wrongCode(left) };
    }
    await tx.delete(smsVerificationCodes).where(eq(smsVerificationCodes.userId, userId));
    await tx
      .update(profiles)
      .set({ smsVerifiedNumber: code.number, smsVerifiedAt: now })
      .where(eq(profiles.userId, userId));
    return { ok: true };
  });
  if (!checked.ok) throw new ApiError(checked.status, checked.code, checked.message);
  return smsVerificationStatus(db, userId, now, options);
}
