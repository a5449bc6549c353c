import { SSR_DATA_ID } from '@shared/page-renderer';
import { EVENT_HELD, heldEvents } from '@client/lib/early-events';
import './styles.css';

// zod compiles its object parsers with `new Function` unless configured not to; the CSP forbids
// eval, and even zod's probe for it is reported as a violation. zod reads its configuration from
// this global (what `z.config()` writes), so forms stay jitless without zod in the entry script.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = {
  jitless: true,
};

/**
 * The entry script is tiny; the app's code follows. A server-rendered page is readable without
 * it, so its code is fetched once the page has loaded (its stylesheet, fonts and first images)
 * and shown its content: on a slow connection the content gets the bandwidth first, and on a fast
 * one the wait is a moment. The browser then fetches the page's own chunks (named by the server)
 * beside the app's. A visitor who clicks a button or presses a key before then does not wait for
 * it: the early-events script holds what they did (it replays once the app has hydrated), and the
 * app starts at once.
 */
function boot() {
  const data = document.getElementById(SSR_DATA_ID);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.removeEventListener(EVENT_HELD, start);
    for (const href of data?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import('./app/start-app').then(({ startApp }) => startApp());
  };
  // The frame requested now is painted before the timeout runs.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (!data?.hasAttribute('data-rendered') || heldEvents() > 0) return start();
  document.addEventListener(EVENT_HELD, start);
  const afterLoad = () => afterContentfulPaint(afterPaint);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Longest wait for the first contentful paint: a hidden tab may not paint at all. */
const PAINT_WAIT_MS = 3000;

/**
 * Runs `then` once the page has painted its first text or image. `load` can come first: text
 * waits for its web fonts (up to their block period) while the page has already loaded, and the
 * app's chunks fetched then would compete with the first paint.
 */
function afterContentfulPaint(then: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return then();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, PAINT_WAIT_MS);
}

boot();
