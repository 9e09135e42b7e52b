import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';
import styles from '../components/page.module.css';
import { PAGES } from './pages';

/** The shell owns the route table; this remote renders the page for the current public path. */
export function MarketingApp() {
  const { pathname } = useLocation();
  const path = (pathname.replace(/\/+$/, '') || ROUTES.home) as keyof typeof PAGES;
  const Page = PAGES[path] ?? PAGES[ROUTES.home];
  return (
    <div className={styles.page}>
      <Suspense fallback={<div className={styles.pageLoading} aria-busy="true" aria-label="Loading page" />}>
        <Page />
      </Suspense>
    </div>
  );
}
