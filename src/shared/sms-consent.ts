// Kept apart from ./reminders (which carries the salon's clock): the profile schema needs only
// this, and the sign-in pages load that schema.

/** What a UK mobile number looks like once spaces, dots, dashes and brackets are gone. */
export const UK_MOBILE_DIGITS = /^(?:07|\+447|447|00447)(\d{9})$/;
/** The characters people write between a phone number's digits. */
export const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * A UK mobile number (07…, +44 7…) in the international form SMS providers take (+447…), or null
 * for any other number (a landline, a foreign number) or none.
 */
export function ukMobileNumber(phone: string | null | undefined): string | null {
  const match = phone?.replace(PHONE_SEPARATORS, '').match(UK_MOBILE_DIGITS);
  return match ? `+447${match[1]}` : null;
}

/** Visible strings of the SMS opt-in on the profile page (English: a client's page). */
export const smsReminderMessages = {
  label: 'Text me appointment reminders',
  note: 'We send a text before each appointment to your UK mobile number, between 8 am and 9 pm. Untick this box at any time to stop them.',
  needsMobile: 'Please enter a UK mobile number (07…) to get text reminders.',
} as const;
