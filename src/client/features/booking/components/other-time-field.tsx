import { onStartBoundary, STAFF_START_STEP_MINUTES } from '@shared/start-times';
import { useTranslation } from 'react-i18next';
import { fieldControlClass } from '@client/components/ui/form-field';

/** Minutes between the starts staff see as buttons; any other 5 minutes is typed. */
const BUTTON_STEP_MINUTES = 15;

/**
 * The free starts staff pick from with one tap: the quarter hours. The server answers every
 * 5 minutes of the working time (decision 046), too many to scan as buttons.
 */
export const quarterHours = (times: readonly string[]) =>
  times.filter((time) => Number(time.slice(3, 5)) % BUTTON_STEP_MINUTES === 0);

/**
 * Staff type any start on a 5-minute boundary (12:05, say), beside the quarter-hour buttons. It
 * shows the chosen time when no button does; a free time is only a hint, the server decides.
 */
export function OtherTimeField({
  id,
  value,
  times,
  onPick,
}: {
  id: string;
  value: string;
  /** Every free start (every 5 minutes). */
  times: readonly string[];
  onPick: (time: string) => void;
}) {
  const { t } = useTranslation();
  const shown = quarterHours(times).includes(value) ? '' : value;
  const busy = shown !== '' && onStartBoundary(shown) && !times.includes(shown);
  return (
    <div className="mt-3 flex flex-wrap items-end gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-sm text-ink">
        {t('slotStep.otherTime')}
        <input
          id={id}
          type="time"
          step={STAFF_START_STEP_MINUTES * 60}
          value={shown}
          onChange={(event) => onPick(event.target.value)}
          className={`${fieldControlClass} w-36 py-2 tabular-nums`}
        />
      </label>
      {busy && (
        <p role="status" className="pb-2 text-sm text-taupe">
          {t('slotStep.notFree', { time: shown })}
        </p>
      )}
    </div>
  );
}
