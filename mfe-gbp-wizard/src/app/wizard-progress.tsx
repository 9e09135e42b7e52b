import { GBP_STEPS } from '@adlaunch/shared';

const LABELS = { about: 'About', business: 'Business', address: 'Address', pay: 'Pay' } as const;

export function WizardProgress({ step }: { step: string }) {
  const index = GBP_STEPS.indexOf(step as (typeof GBP_STEPS)[number]);
  if (index < 0) return null;
  return (
    <nav aria-label="Setup progress">
      <ol>
        {GBP_STEPS.map((s, i) => (
          <li key={s} aria-current={i === index ? 'step' : undefined}>
            {`${i + 1}. ${LABELS[s]}`}
          </li>
        ))}
      </ol>
    </nav>
  );
}
