import { formatMoney, gbpMonthlyFee, gbpSetupFee, type Money } from '@adlaunch/shared';
import { useReferral } from '@adlaunch/session';
import { PlanSummary } from '@adlaunch/ui-kit';

const rand = (m: Money) => formatMoney(m.zarCents, 'ZAR');

/** Every step names what is being bought and its price (issue 22), in one short line: the pay step shows the whole order. */
export function ProfilePlanSummary() {
  const referral = useReferral();
  return (
    <PlanSummary>
      <strong>Google Business Profile:</strong>{' '}
      {`${rand(gbpSetupFee(referral.status === 'valid'))} setup, then ${rand(gbpMonthlyFee())} a month, excl. VAT.`}
    </PlanSummary>
  );
}
