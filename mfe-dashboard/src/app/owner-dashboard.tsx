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
import { isoDate, lastFullDay } from '../features/stats/aggregate';
import { usePerformance } from '../features/stats/api/use-performance';
import { BudgetMeter } from '../features/stats/components/budget-meter';
import { PerformancePanel } from '../features/stats/components/performance-panel';
import { useOwnerData } from './use-owner-data';
import styles from './dashboard.module.css';

const HAS_STATS = new Set(['active', 'paused', 'cancelled']);

export function OwnerDashboard() {
  const session = useSessionStore((s) => s.session);
  const ad = useSessionStore((s) => s.searchAd);
  const profile = useSessionStore((s) => s.profile);
  const { status, retry } = useOwnerData();
  const statsAdId = status === 'ready' && ad && HAS_STATS.has(ad.status) ? ad.id : null;
  const performance = usePerformance(statsAdId);
  const now = useMemo(() => new Date(), []);
  const days = performance.state.status === 'ready' ? performance.state.days : [];
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
          <p>We could not load your campaigns.</p>
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

          {statsAdId !== null && performance.state.status === 'loading' ? (
            <p className={ui.muted} aria-busy="true" role="status">
              Loading your statistics…
            </p>
          ) : null}
          {statsAdId !== null && performance.state.status === 'error' ? (
            <div className={ui.card} role="alert">
              <p>We could not load your statistics: {performance.state.message}</p>
              <button type="button" className={ui.button} onClick={performance.retry}>
                Try again
              </button>
            </div>
          ) : null}
          {statsAdId !== null && performance.state.status === 'ready' ? (
            <div className={styles.statsGrid}>
              <PerformancePanel days={days} end={lastFullDay(now)} />
              <BudgetMeter days={days} budgetCents={budgetCents} now={now} />
            </div>
          ) : null}
          {statsAdId !== null && days.length ? <SpendPacing days={days} budgetCents={budgetCents} asOf={lastFullDay(now)} /> : null}
          {statsAdId !== null ? <MonthlyReports /> : null}

          {user ? <PaymentsTable account={user} /> : null}
          <DownloadData source={{ searchAd: ad, profile, days, payments: user?.transactions.history ?? [] }} today={isoDate(now)} />
        </div>
      ) : null}
    </div>
  );
}
