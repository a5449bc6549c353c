import { Hono } from 'hono';
import type { DataChange } from '../../../db/data-changes';
import type { AppContext } from '../../../http/app-context';
import type { AdminEnv } from '../../../http/app-env';
import { ApiError } from '../../../http/errors';
import { eventStream, type ServerEvent } from '../../../http/event-stream';

const DAY_KIND = /^day:(\d{4}-\d{2}-\d{2})$/;

/**
 * What the back office's open views hear (decision 047): the salon day whose bookings changed,
 * a change of the diary (patterns, time off, closures, bank holidays), or that changes may have
 * been missed and everything shown must be fetched again.
 */
export function diaryEvent(change: DataChange): ServerEvent | undefined {
  if ('gap' in change) return { event: 'resync', data: 'resync' };
  if (change.kind === 'diary') return { event: 'diary', data: 'diary' };
  const day = DAY_KIND.exec(change.kind)?.[1];
  return day ? { event: 'day', data: day } : undefined;
}

/** /api/admin/diary/events: the live diary, as server-sent events (behind requireAdmin). */
export function diaryEventsRoutes({ live }: AppContext) {
  return new Hono<AdminEnv>().get('/', (c) => {
    const stream = live ? eventStream(live, diaryEvent) : 'closed';
    // Meant, not a failure: logged as info (the browser tries again).
    if (typeof stream === 'string') c.set('deliberate5xx', true);
    if (stream === 'full')
      throw new ApiError(
        503,
        'live_full',
        'Há conexões ao vivo demais abertas agora. A agenda tenta de novo em instantes.',
        undefined,
        5,
      );
    if (stream === 'closed')
      throw new ApiError(
        503,
        'live_unavailable',
        'As atualizações ao vivo não estão disponíveis agora. A agenda tenta de novo em instantes.',
        undefined,
        1,
      );
    return c.body(stream, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // nginx would otherwise hold the events in its buffer.
      'X-Accel-Buffering': 'no',
      // A stream's connection is not reused: when the stream ends (the drain, a slow reader) the
      // socket closes with it, so a stopping instance does not wait for it to idle out.
      Connection: 'close',
    });
  });
}
