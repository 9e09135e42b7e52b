import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adSpend } from '@adlaunch/shared';
import { useSessionStore } from '@adlaunch/session';
import ui from '../components/ui.module.css';
import { ProfileCard } from '../features/campaigns/components/profile-card';
import { SearchAdCard } from '../features/campaigns/components/search-ad-card';
import { EmptyState, StartProduct } from '../features/campaigns/components/start-product';
import { DownloadData } from '../features/export/components/download-data';
import { SpendPacing } from '../features/pacing/components/spend-pacing';
import { MonthlyReports } from '../features/reports/components/monthly-reports';
import { PaymentsTable } from '../features/payments/components/payments-table';
import { ReferralRewards } from '../features/referrals/components/referral-rewards';
import { isoDate, lastFullDay } from '../features/stats/aggregate';
import { BudgetMeter } from '../features/stats/components/budget-meter';
import { PerformancePanel } from '../features/stats/components/performance-panel';
import styles from './dashboard.module.css';
import { performanceQuery, profileQuery, searchAdQuery, useOwnerQuery } from '@adlaunch/session/queries';

const HAS_STATS = new Set(['active', 'paused', 'cancelled']);

export function OwnerDashboard() {
  const session = useSessionStore((s) => s.session);
  const adQuery = useOwnerQuery(searchAdQuery);
  const profileQueryResult = useOwnerQuery(profileQuery);
  const ad = adQuery.data ?? null;
  const profile = profileQueryResult.data ?? null;
  const status =
    adQuery.isPending || profileQueryResult.isPending ? 'loading' : adQuery.isError || profileQueryResult.isError ? 'error' : 'ready';
  const retry = () => {
    if (adQuery.isError) void adQuery.refetch();
    if (profileQueryResult.isError) void profileQueryResult.refetch();
  };
  const statsAdId = status === 'ready' && ad && HAS_STATS.has(ad.status) ? ad.id : null;
  const performance = useOwnerQuery(performanceQuery(statsAdId));
  const now = useMemo(() => new Date(), []);
  const days = performance.data ?? [];
  const budgetCents = ad && ad.budgetCents > 0 ? ad.budgetCents : adSpend().zarCents;

  // /dashboard?search (the header's Search Ads link) lands on the search ad section.
  const [params] = useSearchParams();
  const focusSearch = params.has('search');
  const searchHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusSearch || status !== 'ready') return;
    const section = document.getElementById('search-ads');
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    searchHeading.current?.focus({ preventScroll: true });
  }, [focusSearch, status]);

  const user = session?.user;
  const preferred = user?.product === 'gbp' ? 'gbp' : 'search_ads';

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Your dashboard</h1>
        {user ? <p className={ui.muted}>Welcome back, {user.firstName}.</p> : null}
      </header>

      {status === 'loading' ? (
        <p className={ui.muted} aria-busy="true" role="status">
          Loading your campaigns…
        </p>
      ) : null}
      {status === 'error' ? (
        <div className={ui.card} role="alert">
          <p>We could not load your campaigns. {(adQuery.error ?? profileQueryResult.error)?.message}</p>
          <button type="button" className={ui.button} onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}

      {status === 'ready' ? (
        <div className={styles.stack}>
          {!ad && !profile ? (
            <EmptyState preferred={preferred} />
          ) : (
            <div className={styles.campaigns}>
              {ad ? (
                <SearchAdCard ad={ad} budgetCents={budgetCents} ref={searchHeading} />
              ) : (
                <section id="search-ads" aria-label="Search ads" className={ui.card}>
                  <StartProduct product="search_ads" headingLevel={2} recommended />
                </section>
              )}
              {profile ? (
                <ProfileCard profile={profile} />
              ) : (
                <section id="business-profile" aria-label="Google Business Profile" className={ui.card}>
                  <StartProduct product="gbp" headingLevel={2} recommended />
                </section>
              )}
            </div>
          )}

          {ad && (ad.status === 'paid' || ad.status === 'in_review') ? (
            <section aria-labelledby="performance-title" className={ui.card}>
              <h2 id="performance-title" className={ui.cardTitle}>
                Performance
              </h2>
              <p className={ui.muted}>Clicks, views and spend appear here from the first day your ads are live.</p>
            </section>
          ) : null}

          {statsAdId !== null && performance.isPending ? (
            <p className={ui.muted} aria-busy="true" role="status">
              Loading your statistics…
            </p>
          ) : null}
          {statsAdId !== null && performance.isError ? (
            <div className={ui.card} role="alert">
              <p>We could not load your statistics: {performance.error?.message}</p>
              <button type="button" className={ui.button} onClick={() => void performance.refetch()}>
                Try again
              </button>
            </div>
          ) : null}
          {statsAdId !== null && performance.isSuccess ? (
            <div className={styles.statsGrid}>
              <PerformancePanel days={days} end={lastFullDay(now)} />
              <BudgetMeter days={days} budgetCents={budgetCents} now={now} />
            </div>
          ) : null}
          {statsAdId !== null && days.length ? <SpendPacing days={days} budgetCents={budgetCents} asOf={lastFullDay(now)} /> : null}
          {statsAdId !== null ? <MonthlyReports /> : null}

          {user ? <PaymentsTable account={user} /> : null}
          <ReferralRewards />
          <DownloadData source={{ searchAd: ad, profile, days, payments: user?.transactions.history ?? [] }} today={isoDate(now)} />
        </div>
      ) : null}
    </div>
  );
}
