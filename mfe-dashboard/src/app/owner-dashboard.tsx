import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { storage, useSessionStore } from '@adlaunch/session';
import { defaultStatsAd, HAS_STATS, STORAGE_KEYS } from '@adlaunch/shared';
import { later } from '../components/later';
import ui from '../components/ui.module.css';
import { campaignName, ordinalInNewestFirst } from '../features/campaigns/campaign-name';
import { ProfilesSection } from '../features/campaigns/components/profiles-section';
import { SearchAdsSection } from '../features/campaigns/components/search-ads-section';
import { EmptyState, StartProduct } from '../features/campaigns/components/start-product';
import { BillingSection } from '../features/billing/components/billing-section';
import { PaymentAlert } from '../features/billing/components/payment-alert';
import { isoDate, type Period } from '../features/stats/aggregate';
import { PeriodControl } from '../features/stats/components/period-control';
import { CampaignStatistics } from './campaign-statistics';
import styles from './dashboard.module.css';
import { profilesQuery, searchAdsQuery, useOwnerQuery } from '@adlaunch/session/queries';

// Below the first screen: each loads as a chunk of its own once the page has rendered (decision 023).
const MonthlyReports = later(() => import('../features/reports/components/monthly-reports').then((m) => m.MonthlyReports));
const PaymentsTable = later(() => import('../features/payments/components/payments-table').then((m) => m.PaymentsTable));
const ReferralRewards = later(() => import('../features/referrals/components/referral-rewards').then((m) => m.ReferralRewards));
const DownloadData = later(() => import('../features/export/components/download-data').then((m) => m.DownloadData));

/** "Welcome" on an owner's first visit to their dashboard (in this browser), "Welcome back" after. */
function Greeting({ uuid, firstName }: { uuid: string; firstName: string }) {
  const key = `${STORAGE_KEYS.dashboardSeen}:${uuid}`;
  const [seenBefore] = useState(() => storage.get(key) !== null);
  useEffect(() => {
    if (!seenBefore) storage.set(key, new Date().toISOString());
  }, [key, seenBefore]);
  return <>{seenBefore ? `Welcome back, ${firstName}.` : `Welcome, ${firstName}.`}</>;
}

export function OwnerDashboard() {
  const session = useSessionStore((s) => s.session);
  const adsQuery = useOwnerQuery(searchAdsQuery);
  const profilesResult = useOwnerQuery(profilesQuery);
  const ads = useMemo(() => adsQuery.data ?? [], [adsQuery.data]);
  const profiles = profilesResult.data ?? [];
  const loaded =
    adsQuery.isPending || profilesResult.isPending ? 'loading' : adsQuery.isError || profilesResult.isError ? 'error' : 'ready';
  // The owner's campaigns are drawn from their data as a deferred render, which React does in slices
  // that give way to the owner's taps and scrolls (not in one long task when the data arrives). Also
  // at mount, when the data came first: the first commit is the frame the page was served with, its
  // period choice included (below), and the campaigns follow.
  const status = useDeferredValue(loaded, 'loading');
  const retry = () => {
    if (adsQuery.isError) void adsQuery.refetch();
    if (profilesResult.isError) void profilesResult.refetch();
  };
  // The statistics follow the campaign the owner picked, else the newest running one.
  const [pickedAdId, setPickedAdId] = useState<number | null>(null);
  const statsAd = ads.find((a) => a.id === pickedAdId && HAS_STATS.has(a.status)) ?? defaultStatsAd(ads);
  const statsAdId = status === 'ready' && statsAd ? statsAd.id : null;
  const now = useMemo(() => new Date(), []);
  const statsFor =
    statsAd && ads.length > 1 ? campaignName(statsAd, 'search', ordinalInNewestFirst(ads.indexOf(statsAd), ads.length)) : null;
  const awaitingLaunch = !statsAd && ads.some((a) => a.status === 'paid' || a.status === 'in_review');
  // The statistics' period is chosen above the campaigns, where the served frame has it (decision 036):
  // read from the data itself, not its deferred copy, so the app's first commit keeps the served radios
  // (and a choice made on them) for an owner with statistics, and drops them for an owner without.
  const [period, setPeriod] = useState<Period>(30);
  const periodShown = loaded === 'loading' || (loaded === 'ready' && statsAd !== null);

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
        {/* Always one line, so the owner's name arriving moves nothing below it. */}
        <p className={ui.muted}>{user ? <Greeting uuid={user.uuid} firstName={user.firstName} /> : 'Welcome.'}</p>
        <p className={styles.lead}>
          Follow each campaign from payment to live, see its clicks, views and spend, and find your payments, receipts and monthly reports.
        </p>
      </header>

      <PaymentAlert />

      {periodShown ? (
        <div className={styles.periodChoice} data-frame-part="stats-period">
          <PeriodControl value={period} onChange={setPeriod} />
        </div>
      ) : null}

      {status === 'loading' ? (
        <p className={styles.placeholder} aria-busy="true" role="status">
          Loading your campaigns…
        </p>
      ) : null}
      {status === 'error' ? (
        <div className={ui.card} role="alert">
          <p>We could not load your campaigns. {(adsQuery.error ?? profilesResult.error)?.message}</p>
          <button type="button" className={ui.button} onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}

      {status === 'ready' ? (
        <div className={styles.stack}>
          {ads.length === 0 && profiles.length === 0 ? (
            <EmptyState preferred={preferred} />
          ) : (
            <div className={styles.campaigns}>
              {ads.length ? (
                <SearchAdsSection ads={ads} statsAdId={statsAdId} onShowStats={setPickedAdId} ref={searchHeading} />
              ) : (
                <section id="search-ads" aria-label="Search ads" className={ui.card}>
                  <StartProduct product="search_ads" headingLevel={2} recommended />
                </section>
              )}
              {profiles.length ? (
                <ProfilesSection profiles={profiles} />
              ) : (
                <section id="business-profile" aria-label="Google Business Profile" className={ui.card}>
                  <StartProduct product="gbp" headingLevel={2} recommended />
                </section>
              )}
            </div>
          )}

          <BillingSection />

          {awaitingLaunch ? (
            <section aria-labelledby="performance-title" className={ui.card}>
              <h2 id="performance-title" className={ui.cardTitle}>
                Performance
              </h2>
              <p className={ui.muted}>Clicks, views and spend appear here from the first day your ads are live.</p>
            </section>
          ) : null}

          {statsAdId !== null && statsAd ? <CampaignStatistics ad={statsAd} campaign={statsFor?.full} now={now} period={period} /> : null}
          {statsAdId !== null ? <MonthlyReports /> : null}

          {user ? <PaymentsTable account={user} /> : null}
          <ReferralRewards />
          <DownloadData
            source={{ searchAd: statsAd ?? ads[0] ?? null, profile: profiles[0] ?? null, payments: user?.transactions.history ?? [] }}
            statsAdId={statsAdId}
            today={isoDate(now)}
          />
        </div>
      ) : null}
    </div>
  );
}
