import {
  type ComponentType,
  memo,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { heldEvents, replaySectionEvents } from '@client/lib/early-events';

/**
 * Sections of a long page whose code loads, and whose server HTML is hydrated, only when they come
 * into view (decision 030). The server renders them like any component; in the browser, React
 * keeps the server's HTML of a Suspense boundary that suspends while the page hydrates, so the
 * section stays as it was rendered (no layout shift) until it is near the viewport or touched.
 * Clicks and keys inside it before then are held by the early-events script and replayed here.
 */

let appStarted = false;

/** Called once the app has hydrated the page: sections rendered after it have nothing to hydrate. */
export function markAppStarted() {
  appStarted = true;
}

/** Whether the app has hydrated the first page (a route then loads its sections before rendering). */
export function hasAppStarted() {
  return appStarted;
}

const loaders = new Set<() => Promise<unknown>>();

/** Loads the code of every lazy section defined so far: the server's render needs it all. */
export function loadLazySections(): Promise<unknown> {
  return Promise.all([...loaders].map((load) => load()));
}

/** Sections still waiting to hydrate: what wakes each. */
const sleeping = new Set<() => void>();

/**
 * Hydrates every section still waiting (start-app.tsx calls it when a navigation starts). A
 * navigation's render cannot finish while a section it touches (through the router's context)
 * still shows only the server's HTML: React would wait for it, or drop its HTML.
 */
export function wakeLazySections() {
  for (const wake of [...sleeping]) wake();
}

/** Starts hydrating a little before the section scrolls into view. */
const ROOT_MARGIN = '200px 0px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Renders nothing; once the section's content has hydrated, replays what was held inside it. */
function Hydrated({ section }: { section: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (section.current) replaySectionEvents(section.current);
  }, [section]);
  return null;
}

/**
 * A component whose code is `load`ed on demand, rendered inside a <div data-lazy-section> (with
 * `className`) on the server and in the browser alike.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { className }: { className?: string } = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));
  loaders.add(preload);

  function Content({
    gate,
    props,
    section,
  }: {
    gate: Promise<void> | undefined;
    props: P;
    section: RefObject<HTMLDivElement | null>;
  }) {
    if (gate) use(gate);
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return (
      <>
        <Component {...props} />
        <Hydrated section={section} />
      </>
    );
  }

  // A parent's render passes the same props again: the section is left alone, since an update
  // reaching it before it has hydrated would make React wait for it or drop its server HTML.
  return memo(function LazySection(props: P) {
    const section = useRef<HTMLDivElement>(null);
    // Only while the first page hydrates: the server's HTML waits for the section to be needed.
    const [gate] = useState(() => (import.meta.env.SSR || appStarted ? undefined : createGate()));
    useEffect(() => {
      const element = section.current;
      if (!gate || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake();
        },
        { rootMargin: ROOT_MARGIN },
      );
      const stop = () => {
        sleeping.delete(wake);
        observer.disconnect();
        element.removeEventListener('pointerdown', wake);
        element.removeEventListener('focusin', wake);
      };
      function wake() {
        stop();
        void preload().then(gate!.open);
      }
      sleeping.add(wake);
      observer.observe(element);
      element.addEventListener('pointerdown', wake);
      element.addEventListener('focusin', wake);
      if (heldEvents(element) > 0) wake();
      return stop;
    }, [gate]);
    return (
      <div ref={section} data-lazy-section="" className={className}>
        <Suspense fallback={null}>
          <Content gate={gate?.promise} props={props} section={section} />
        </Suspense>
      </div>
    );
  }) as unknown as ComponentType<P>;
}
