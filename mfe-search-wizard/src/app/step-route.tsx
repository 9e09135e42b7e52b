import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { allowedStep, firstIncompleteSearchStep, SEARCH_STEPS, searchStepPath, type SearchStep } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';

/** Completeness routing (SPEC section 4): a later step redirects to the first incomplete one; a paid ad shows its status. */
export function StepRoute({ step, children }: { step: SearchStep; children: ReactNode }) {
  const ad = useSessionStore((s) => s.searchAd);
  const allowed = allowedStep(step, SEARCH_STEPS, firstIncompleteSearchStep(ad), ad?.status);
  return allowed === step ? <>{children}</> : <Navigate to={searchStepPath(allowed)} replace />;
}

/** /setup-search and unknown children open the step the owner should be on. */
export function FirstStepRedirect() {
  const ad = useSessionStore((s) => s.searchAd);
  const step = allowedStep('pay', SEARCH_STEPS, firstIncompleteSearchStep(ad), ad?.status);
  return <Navigate to={searchStepPath(step)} replace />;
}
