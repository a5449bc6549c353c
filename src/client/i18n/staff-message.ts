import { staffMessage } from '@shared/staff-messages';
import { useBackOfficeLocale } from './back-office-i18n';

/**
 * The admin schemas' validation messages, as a form shows them before anything is sent, in the
 * back office's language (the server translates its own answers already).
 */
export function useStaffMessage() {
  const { locale } = useBackOfficeLocale();
  return (message: string | undefined) => message && staffMessage(message, locale);
}
