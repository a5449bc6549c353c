import { toast } from '@client/lib/toast';
import { ApiRequestError } from '@client/lib/api-client';
import { useStartCheckout } from '../api/start-checkout';

const CHECKOUT_FAILED = 'Error processing purchase. Please try again.';

/** A blank tab opened during the click (browsers block tabs opened later), told what is coming. */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = 'Processing…';
    tab.document.body.style.cssText =
      'font-family:system-ui,sans-serif;color:#2b2220;background:#faf6f0;display:grid;place-items:center;height:100vh;margin:0';
    tab.document.body.textContent = 'Opening the secure checkout…';
  } catch {
    // The tab is still usable if it cannot be written to.
  }
  return tab;
}

/**
 * The buy button's action: the server creates a checkout for the course (at its database price)
 * and the returned page opens in a new tab; the same tab is used if the browser blocks new ones.
 */
export function useBuyCourse() {
  const checkout = useStartCheckout();

  const buy = (courseId: string) => {
    const tab = openPendingTab();
    checkout.mutate(courseId, {
      onSuccess: ({ url }) => {
        const target = new URL(url, window.location.href).href;
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.replace(target);
        } else {
          window.location.assign(target);
        }
      },
      onError: (error) => {
        tab?.close();
        toast.error(CHECKOUT_FAILED, {
          description:
            error instanceof ApiRequestError && error.code === 'already_purchased'
              ? error.message
              : undefined,
        });
      },
    });
  };

  return {
    buy,
    /** The course whose checkout is being created, if any. */
    pendingCourseId: checkout.isPending ? checkout.variables : undefined,
  };
}
