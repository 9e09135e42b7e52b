import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import styles from '../components/page.module.css';
import { pageFor } from './pages';

/** The shell owns the route table; this remote renders the page for the current public path. */
export function MarketingApp() {
  const { pathname } = useLocation();
  const Page = pageFor(pathname);
  return (
    <div className={styles.page}>
      <Suspense fallback={<div className={styles.pageLoading} aria-busy="true" aria-label="Loading page" />}>
        <Page />
      </Suspense>
    </div>
  );
}
