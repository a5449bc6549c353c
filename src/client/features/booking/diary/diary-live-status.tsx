import { cn } from '@client/lib/cn';
import { type DiaryLiveState, useDiaryLiveState } from './use-diary-live';

const MESSAGES: Record<DiaryLiveState, string> = {
  live: '',
  offline: 'Sem conexão — a agenda será atualizada quando a conexão voltar.',
  'caught-up': 'Agenda atualizada.',
};

/**
 * The live diary's status line: empty while live (a status region present from the start is
 * what screen readers announce changes of), a notice while the connection is down, and a moment's
 * confirmation once the views caught up.
 */
export function DiaryLiveStatus({ className }: { className?: string }) {
  const state = useDiaryLiveState();
  return (
    <p
      role="status"
      className={cn(
        'min-h-5 text-sm',
        state === 'offline' ? 'font-medium text-red-800' : 'text-taupe',
        className,
      )}
    >
      {MESSAGES[state]}
    </p>
  );
}
