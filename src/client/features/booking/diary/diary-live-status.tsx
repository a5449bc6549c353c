import { useTranslation } from 'react-i18next';
import { cn } from '@client/lib/cn';
import { type DiaryLiveState, useDiaryLiveState } from './use-diary-live';

/**
 * The live diary's status line: empty while live (a status region present from the start is
 * what screen readers announce changes of), a notice while the connection is down, and a moment's
 * confirmation once the views caught up.
 */
export function DiaryLiveStatus({ className }: { className?: string }) {
  const state = useDiaryLiveState();
  const { t } = useTranslation();
  const messages: Record<DiaryLiveState, string> = {
    live: '',
    offline: t('live.offline'),
    'caught-up': t('live.caughtUp'),
  };
  return (
    <p
      role="status"
      className={cn(
        'min-h-5 text-sm',
        state === 'offline' ? 'font-medium text-red-800' : 'text-taupe',
        className,
      )}
    >
      {messages[state]}
    </p>
  );
}
