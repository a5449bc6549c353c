import { type ComponentType, useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const onLoaded = new Set<(module: Sonner) => void>();

/**
 * The toast library loads with the first toast, not with the page: a toast only ever answers
 * something the visitor did, and most visits raise none.
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    void sonner.then((module) => onLoaded.forEach((listener) => listener(module)));
  }
  return sonner;
}

const show =
  (kind: 'success' | 'error' | 'message') =>
  (message: string, options?: ExternalToast): void => {
    void loadSonner().then((module) => module.toast[kind](message, options));
  };

/**
 * sonner's `toast.success`, `toast.error` and `toast.message`, loading sonner when first called.
 * Every toast of the app goes through here: a direct `sonner` import would show nothing, as the
 * Toaster mounts only once this module has loaded sonner.
 */
export const toast = { success: show('success'), error: show('error'), message: show('message') };

/**
 * sonner's Toaster, mounted once sonner has loaded. The toast that loaded it is not lost: sonner
 * hands the active toasts to a Toaster when it subscribes.
 */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    const mount = (module: Sonner) => setToaster(() => module.Toaster);
    onLoaded.add(mount);
    void sonner?.then(mount);
    return () => {
      onLoaded.delete(mount);
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
