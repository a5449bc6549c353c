import { useTranslation } from 'react-i18next';
import { requestErrorMessage } from '@client/lib/api-client';

/** A failed request's reason (in the staff member's language, from the server), or a retry hint. */
export function useCourseErrorText() {
  const { t } = useTranslation();
  return (error: Error) => requestErrorMessage(error, t('courses.tryAgain'));
}
