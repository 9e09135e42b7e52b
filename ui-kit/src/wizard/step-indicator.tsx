import styles from './wizard.module.css';

export interface WizardStepInfo {
  id: string;
  label: string;
}

interface StepIndicatorProps {
  steps: readonly WizardStepInfo[];
  /** The current step's id; a step outside the list (status) marks every step done. */
  current: string;
  label?: string;
}

/** Numbered steps 1..n; the current one is announced with aria-current="step". */
export function StepIndicator({ steps, current, label = 'Setup progress' }: StepIndicatorProps) {
  const index = steps.findIndex((s) => s.id === current);
  const currentIndex = index === -1 ? steps.length : index;
  return (
    <nav aria-label={label} className={styles.indicator}>
      <ol className={styles.steps}>
        {steps.map((step, i) => {
          const state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step.id}
              className={`${styles.step} ${state === 'todo' ? '' : styles[state]}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span>
                <span className="sr-only">{`Step ${i + 1} of ${steps.length}: `}</span>
                {step.label}
                {state === 'done' ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
