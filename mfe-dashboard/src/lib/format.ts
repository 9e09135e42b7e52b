import { dayText, groupDigits } from '@adlaunch/shared';

// Plain text formats, not Intl: the dashboard's first render would pay for starting the locale data (decision 026).
export const formatCount = (n: number) => groupDigits(n);
export const formatPercent = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`;

/** "2024-05-01" -> "1 May". */
export const formatShortDate = (isoDay: string): string => dayText(isoDay, { month: 'short', year: false });
