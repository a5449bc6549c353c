import { useParams } from 'react-router';
import { rebookReminderMessages } from '@shared/rebook-reminders';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { TokenLinkPage } from '@client/components/token-link';
import { useUnsubscribeFromRebookReminders } from '../api/rebook-unsubscribe-api';

/**
 * /rebooking/unsubscribe/<token>: the rebooking e-mail's 'Unsubscribe'. Works without an account;
 * the token alone names the client, whose rebooking reminders it turns off.
 */
export function RebookUnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  return (
    <TokenLinkPage
      request={useUnsubscribeFromRebookReminders()}
      pathToken={useParams().token ?? ''}
      words={{
        eyebrow: rebookReminderMessages.label,
        invalid: {
          title: 'This unsubscribe link isn’t valid',
          body: 'The link may be incomplete. Signed in, you can turn rebooking reminders off on your profile.',
        },
        failedTitle: 'We couldn’t unsubscribe you just now',
        done: {
          title: 'You won’t get rebooking reminders',
          body: 'We won’t e-mail you when a treatment is due again. Changed your mind? Turn them back on from your profile.',
        },
        pending: {
          title: 'Unsubscribing…',
          status: 'One moment while we turn rebooking reminders off.',
        },
      }}
    />
  );
}
