import { dayText, formatMoney, groupDigits } from '@adlaunch/shared';

// Plain text formats, not Intl: the dashboard's first render would pay for starting the locale data (decision 026).
export const formatCount = (n: number) => groupDigits(n);
export const formatRand = (cents: number) => formatMoney(cents, 'ZAR');
export const formatPercent = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`;

/** "2024-05-01" or a full timestamp -> "1 May 2024". */
export const formatDate = (value: string): string => dayText(value, { month: 'short' });

/** "2024-05-01" -> "1 May". */
export const formatShortDate = (isoDay: string): string => dayText(isoDay, { month: 'short', year: false });
