/**
 * The app's side of the early-events script (src/client/early-events.js, inlined into every page):
 * it holds the clicks, submissions and keys that happen before the app or a lazily hydrated
 * section has taken over its server-rendered HTML, and replays them when told it has.
 */
interface EarlyEvents {
  started(): void;
  hydrated(section: Element): void;
  held(section?: Element): number;
}

const script = () => (window as { __earlyEvents?: EarlyEvents }).__earlyEvents;

/** The app has hydrated the page: what was held outside sections still to hydrate replays. */
export function replayEarlyEvents() {
  script()?.started();
}

/** A lazily hydrated section has hydrated: what was held inside it replays. */
export function replaySectionEvents(section: Element) {
  script()?.hydrated(section);
}

/** How many events are held (inside `section` when given). */
export function heldEvents(section?: Element): number {
  return script()?.held(section) ?? 0;
}

/** Fired on the document when the script holds an event (main.tsx starts the app then). */
export const EVENT_HELD = 'early-events:held';
