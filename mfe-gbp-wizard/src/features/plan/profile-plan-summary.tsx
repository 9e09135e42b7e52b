import { formatMoney, gbpMonthlyFee, gbpSetupFee, type Money } from '@adlaunch/shared';
import { useReferral } from '@adlaunch/session';
import { PlanSummary } from '@adlaunch/ui-kit';

const both = (m: Money) => `${formatMoney(m.usdCents, 'USD')} (${formatMoney(m.zarCents, 'ZAR')})`;

/** Every step names what is being bought and its price (issue 22). */
export function ProfilePlanSummary() {
  const referral = useReferral();
  return (
    <PlanSummary>
      <strong>Google Business Profile.</strong>{' '}
      {`Setup ${both(gbpSetupFee(referral.status === 'valid'))} once, then ${both(gbpMonthlyFee())} a month, excl. VAT. Cancel any month.`}
    </PlanSummary>
  );
}
