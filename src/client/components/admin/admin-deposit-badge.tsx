import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositBadge } from '@client/components/ui/deposit-badge';

/** The deposit badge of the back office: the shared badge with the label in its language. */
export function AdminDepositBadge(props: Omit<ComponentProps<typeof DepositBadge>, 'label'>) {
  const { t } = useTranslation();
  return <DepositBadge {...props} label={t(`deposits.${props.deposit.status}`)} />;
}
