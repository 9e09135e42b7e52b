import { billingDay, formatDay } from '../dates/days';
import { VERIFICATION_STEPS, type VerificationStep } from '../staff/staff';

/** The owner's words for Google's verification steps (the back office's are `VERIFICATION_STEP_LABELS`). */
const OWNER_VERIFICATION_STEPS: Record<VerificationStep, string> = {
  code_sent: 'Google sends a code to your business',
  code_received: 'You send us the code and we enter it',
  verified: 'Google confirms the business is yours',
};

/** Where an owner's business profile is in Google's verification: a step and the day it was reached, or none yet. */
export type OwnerVerification = { step: VerificationStep; at: string } | null | undefined;

type VerificationStepState = 'done' | 'now' | 'next';

/** Each step with its state: the step reached is `now` (`done` once verified), the ones before it `done`. */
export function verificationStepStates(
  verification: OwnerVerification,
): { step: VerificationStep; label: string; state: VerificationStepState }[] {
  const reached = verification ? VERIFICATION_STEPS.indexOf(verification.step) : -1;
  return VERIFICATION_STEPS.map((step, index) => ({
    step,
    label: OWNER_VERIFICATION_STEPS[step],
    state:
      index < reached || (index === reached && step === 'verified')
        ? 'done'
        : index === reached || (reached < 0 && index === 0)
          ? 'now'
          : 'next',
  }));
}

/** What the owner does next at their verification step, in plain words with the day it happened (South African day). */
export function verificationNext(verification: OwnerVerification): string {
  if (!verification)
    return 'We are asking Google to verify your business. Nothing to do yet: we email you as soon as Google sends the code, and how it is coming.';
  const day = formatDay(billingDay(verification.at));
  switch (verification.step) {
    case 'code_sent':
      return `Google sent a verification code to your business on ${day} (a postcard takes 5 to 14 days). When it arrives, send it to us the same day by chat or by replying to our email. Please do not ask Google for a new code meanwhile.`;
    case 'code_received':
      return `We received your code on ${day} and are entering it with Google. Nothing to do: we tell you when Google accepts it.`;
    case 'verified':
      return `Google confirmed on ${day} that the business is yours. Nothing to do: your listing goes live shortly.`;
  }
}
