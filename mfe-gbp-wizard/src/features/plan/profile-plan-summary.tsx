import { gbpMonthlyFee, gbpSetupFee, isRenderingOwnerFrame } from '@adlaunch/shared';
import { useReferral, useSessionStore } from '@adlaunch/session';
import { PlanSummary, planPrice, vatStanceOf, vatWords } from '@adlaunch/ui-kit';

/**
 * Every step names what is being bought and its price, so the cost is never a surprise at the end: one
 * short line, stated as the owner answered the VAT question. The pay step shows the whole order.
 */
export function ProfilePlanSummary() {
  const referral = useReferral();
  const user = useSessionStore((s) => s.session?.user);
  const vat = vatStanceOf(user);
  const referred = referral.status === 'valid';
  // A served frame (decision 036) cannot know the owner's referral or VAT answer, which the prices depend on: the line keeps its room.
  if (isRenderingOwnerFrame()) return <PlanSummary pending />;
  return (
    <PlanSummary offer={referred ? 'Referral offer: lower setup fee' : undefined}>
      <strong>Google Business Profile:</strong>{' '}
      {`${planPrice(gbpMonthlyFee().zarCents, vat)} a month, plus ${planPrice(gbpSetupFee(referred).zarCents, vat)} setup once, ${vatWords(vat)}.`}
    </PlanSummary>
  );
}
