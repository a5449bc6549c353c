import { type ComponentType, useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const onLoaded = new Set<(module: Sonner) => void>();

/**
 * The toast library is loaded on first use, or once the page is idle, not with the page: no
 * toast is ever shown before the visitor does something.
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    void sonner.then((module) => onLoaded.forEach((listener) => listener(module)));
  }
  return sonner;
}

const show =
  (kind: 'success' | 'error') =>
  (message: string, options?: ExternalToast): void => {
    void loadSonner().then((module) => module.toast[kind](message, options));
  };

/** sonner's `toast.success` and `toast.error`, loading sonner when first called. */
export const toast = { success: show('success'), error: show('error') };

const whenIdle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 4_000 })
    : window.setTimeout(callback, 1_000);

/**
 * sonner's Toaster, mounted once the page is idle (or a toast is shown). Toasts raised before it
 * mounts are not lost: sonner hands the active ones to a Toaster when it subscribes.
 */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    const mount = (module: Sonner) => setToaster(() => module.Toaster);
    onLoaded.add(mount);
    void sonner?.then(mount);
    whenIdle(() => void loadSonner());
    return () => {
      onLoaded.delete(mount);
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
