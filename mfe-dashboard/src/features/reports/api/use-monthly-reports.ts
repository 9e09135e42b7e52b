import { useEffect, useState } from 'react';
import type { MonthlyReport, ReportListAnswer } from '@adlaunch/shared';
import { api, errorMessage } from '@adlaunch/session/api';

export type Loadable<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Server data for the reports section, with plain effects for now: the dashboard's data loading is
 * moving to TanStack Query, and these two calls can move with it.
 */
function settle<T>(promise: Promise<T>, set: (state: Loadable<T>) => void): () => void {
  let live = true;
  set({ status: 'loading' });
  promise.then(
    (data) => live && set({ status: 'ready', data }),
    (error) => live && set({ status: 'error', message: errorMessage(error) }),
  );
  return () => {
    live = false;
  };
}

/** The past months that have a report, newest first. */
export function useReportList(): Loadable<ReportListAnswer['reports']> {
  const [state, setState] = useState<Loadable<ReportListAnswer['reports']>>({ status: 'loading' });
  useEffect(
    () =>
      settle(
        api.reports().then((a) => a.reports),
        setState,
      ),
    [],
  );
  return state;
}

/** One month's report (nothing is fetched while `month` is null). */
export function useReport(month: string | null): Loadable<MonthlyReport> {
  const [state, setState] = useState<Loadable<MonthlyReport>>({ status: 'loading' });
  useEffect(
    () =>
      month
        ? settle(
            api.report(month).then((a) => a.report),
            setState,
          )
        : undefined,
    [month],
  );
  return state;
}
