import { useLocation } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';
import { HomePage } from '../features/pages/home-page';
import type { ComponentType } from 'react';

const PAGES: Record<string, ComponentType> = {
  [ROUTES.home]: HomePage,
};

/** The shell owns the route table; this remote renders the page for the current public path. */
export function MarketingApp() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/+$/, '') || '/'] ?? HomePage;
  return <Page />;
}
