import type { ReactNode } from 'react';
import styles from './status-timeline.module.css';

export type StageState = 'done' | 'now' | 'next';

export interface Stage {
  title: string;
  body: ReactNode;
  state: StageState;
}

const STATE_TEXT: Record<StageState, string> = { done: 'Done', now: 'Now', next: 'Next' };

/** An order's journey after payment, in both wizards' status pages: each stage done, now or next. */
export function StatusTimeline({ stages, label }: { stages: readonly Stage[]; label: string }) {
  const firstNow = stages.findIndex((stage) => stage.state === 'now');
  return (
    <ol className={styles.timeline} aria-label={label}>
      {stages.map((stage, index) => (
        <li key={stage.title} className={styles[stage.state]} aria-current={index === firstNow ? 'step' : undefined}>
          <span className={styles.state}>{`Step ${index + 1} · ${STATE_TEXT[stage.state]}`}</span>
          <h2 className={styles.title}>{stage.title}</h2>
          <div className={styles.body}>{stage.body}</div>
        </li>
      ))}
    </ol>
  );
}
