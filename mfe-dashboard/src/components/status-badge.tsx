import styles from './ui.module.css';

export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

const TONE_CLASS: Record<Tone, string> = {
  good: styles.badgeGood,
  warn: styles.badgeWarn,
  bad: styles.badgeBad,
  neutral: '',
};

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`${styles.badge} ${TONE_CLASS[tone]}`}>{children}</span>;
}
