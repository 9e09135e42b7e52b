// The dashboard's statistics and the monthly results reports.
import { z } from 'zod';
import { accountSchema, performanceDaySchema } from '@adlaunch/shared/schemas/base';
import { resultsFreshnessSchema } from './engines';

/** The days sum every engine; `results` says how fresh each linked engine's figures are (absent from servers older than the engines' sync). */
export const performanceAnswerSchema = z.object({ days: z.array(performanceDaySchema), results: resultsFreshnessSchema.optional() });
export { accountSchema };

// Monthly results reports
export const reportMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM, e.g. 2024-05.');
export const reportTotalsSchema = z.object({
  clicks: z.number().int(),
  views: z.number().int(),
  spendCents: z.number().int(),
  /** Click-through rate as a fraction (0.05 = 5%). */
  ctr: z.number(),
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;
export const monthlyFiguresSchema = z.object({
  month: reportMonthSchema,
  label: z.string(),
  daysWithData: z.number().int(),
  totals: reportTotalsSchema,
  budgetCents: z.number().int(),
  /** Null unless the month before is a whole month of statistics (a change against part of a month misleads). */
  previous: reportTotalsSchema.nullable(),
  /** Relative change of each count (0.1 = +10%) and the CTR change in percentage points; null without a month before. */
  change: z.object({
    clicks: z.number().nullable(),
    views: z.number().nullable(),
    spendCents: z.number().nullable(),
    ctrPoints: z.number().nullable(),
  }),
});
export type MonthlyFigures = z.infer<typeof monthlyFiguresSchema>;
export const monthlyReportSchema = monthlyFiguresSchema.extend({
  businessName: z.string().nullable(),
  /** When the report was emailed; null when it was not (yet). */
  sentAt: z.string().nullable(),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
export const reportParamsSchema = z.object({ month: reportMonthSchema });
export const reportListAnswerSchema = z.object({
  reports: z.array(
    z.object({
      month: reportMonthSchema,
      label: z.string(),
      clicks: z.number().int(),
      spendCents: z.number().int(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type ReportListAnswer = z.infer<typeof reportListAnswerSchema>;
export const reportAnswerSchema = z.object({ report: monthlyReportSchema });
