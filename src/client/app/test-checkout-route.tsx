import { useParams } from 'react-router';
import { TestCheckoutPage } from '@client/features/academy/pages/test-checkout-page';
import { DepositTestCheckoutPage } from '@client/features/booking/deposits/deposit-test-checkout-page';
import { DEPOSIT_SESSION_PREFIX } from '@shared/deposits';

/**
 * /checkout/teste/:id, the built-in test checkout: a course's session is the academy's page, a
 * deposit's is booking's (the session id says which). Never reached in production.
 */
export function TestCheckoutRoute() {
  const { id = '' } = useParams();
  return id.startsWith(DEPOSIT_SESSION_PREFIX) ? <DepositTestCheckoutPage /> : <TestCheckoutPage />;
}
