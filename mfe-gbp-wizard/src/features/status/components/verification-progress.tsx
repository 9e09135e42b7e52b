import { useId } from 'react';
import {
  billingDay,
  formatDay,
  verificationNext,
  verificationStepStates,
  type OwnerStatusNote,
  type OwnerVerification,
} from '@adlaunch/shared';
import styles from './status-step.module.css';

const STATE_TEXT = { done: 'Done', now: 'Now', next: 'Next' } as const;

/** Where the owner is in Google's verification, and what they do next (staff record each step). */
export function VerificationProgress({ verification }: { verification: OwnerVerification }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.verification}>
      <h2 id={titleId}>Google verification</h2>
      <ol aria-label="Google verification steps" className={styles.verificationSteps}>
        {verificationStepStates(verification).map(({ step, label, state }, index) => (
          <li key={step} data-state={state} aria-current={state === 'now' ? 'step' : undefined}>
            <span className={styles.verificationState}>{`Step ${index + 1} · ${STATE_TEXT[state]}`}</span> {label}
          </li>
        ))}
      </ol>
      <p className={styles.verificationNext}>{verificationNext(verification)}</p>
    </section>
  );
}

/** The newest note our team wrote for the owner with a status change or a verification step, dated by the South African day as the dashboard dates it. */
export function TeamNote({ note }: { note: OwnerStatusNote | null | undefined }) {
  const labelId = useId();
  if (!note) return null;
  return (
    <figure className={styles.note} aria-labelledby={labelId}>
      <figcaption id={labelId}>
        Note from our team, <time dateTime={note.at}>{formatDay(billingDay(note.at))}</time>
      </figcaption>
      <blockquote>{note.text}</blockquote>
    </figure>
  );
}
