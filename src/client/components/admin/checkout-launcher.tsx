import { Banknote } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { useStaff } from '@client/lib/staff-access';

/** Who a checkout ('Cobrar') is for: an appointment (its visit), a client, or no one (walk-in). */
export type CheckoutTarget = { appointmentId: string } | { clientId: string } | object;

/**
 * The till's 'Cobrar' dialog, offered to the screens of other features (the appointment panel, the
 * calendar block, the client's record) without their importing the till: the app layer provides
 * it (admin-dashboard-route.tsx). Absent, the button is not shown.
 */
export const CheckoutLauncher = createContext<((target: CheckoutTarget) => void) | null>(null);

export function CheckoutLauncherProvider({
  open,
  children,
}: {
  open: (target: CheckoutTarget) => void;
  children: ReactNode;
}) {
  return <CheckoutLauncher.Provider value={open}>{children}</CheckoutLauncher.Provider>;
}

/** 'Cobrar' for `target`, for the roles that check out ('till.checkout'). */
export function CheckoutButton({
  target,
  className,
  size = 'sm',
}: {
  target: CheckoutTarget;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const open = useContext(CheckoutLauncher);
  const staff = useStaff();
  const { t } = useTranslation();
  if (!open || !staff.can('till.checkout')) return null;
  return (
    <Button size={size} className={className} onClick={() => open(target)}>
      <Banknote aria-hidden />
      {t('tillCheckout.charge')}
    </Button>
  );
}
