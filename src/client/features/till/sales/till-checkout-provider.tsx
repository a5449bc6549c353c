import { type ReactNode, useState } from 'react';
import {
  type CheckoutTarget,
  CheckoutLauncherProvider,
} from '@client/components/admin/checkout-launcher';
import { CheckoutDialog } from './checkout-dialog';

/**
 * Gives the back office's screens 'Cobrar' (checkout-launcher.tsx): the dialog lives here, once,
 * and any screen opens it for an appointment or a client.
 */
export function TillCheckoutProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<CheckoutTarget | null>(null);
  return (
    <CheckoutLauncherProvider open={setTarget}>
      {children}
      <CheckoutDialog target={target} onClose={() => setTarget(null)} />
    </CheckoutLauncherProvider>
  );
}
