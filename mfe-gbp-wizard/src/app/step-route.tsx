import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { allowedStep, firstIncompleteProfileStep, GBP_STEPS, gbpStepPath, type GbpStep } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';

/** Completeness routing: a later step redirects to the first incomplete one; a paid profile goes to its status. */
export function StepRoute({ step, children }: { step: GbpStep; children: ReactNode }) {
  const profile = useSessionStore((s) => s.profile);
  const allowed = allowedStep(step, GBP_STEPS, firstIncompleteProfileStep(profile), profile?.status);
  return allowed === step ? <>{children}</> : <Navigate to={gbpStepPath(allowed)} replace />;
}

/** /setup-gbp and unknown children open the step the owner should be on. */
export function FirstStepRedirect() {
  const profile = useSessionStore((s) => s.profile);
  const step = allowedStep('pay', GBP_STEPS, firstIncompleteProfileStep(profile), profile?.status);
  return <Navigate to={gbpStepPath(step)} replace />;
}
