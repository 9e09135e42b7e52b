import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { LogoutButton } from './logout-button';
import { BlogLink } from './blog-link';
import styles from './header.module.css';
import { OwnerLinks } from './owner-links';

// The owner's links follow their orders' statuses, read from the owner-data queries: loaded only
// once someone is logged in, so that a public page never loads the query library.
const OwnerNav = lazy(() => import('./owner-nav').then((m) => ({ default: m.OwnerNav })));

const PRODUCTS = [
  { to: ROUTES.searchAds, label: 'Google and Bing Search Ads' },
  { to: ROUTES.gbp, label: 'Google Business Profile' },
  { to: ROUTES.social, label: 'Social Media Ads' },
];
const PRICING = [
  { to: ROUTES.pricing, label: 'Search Ads pricing' },
  { to: ROUTES.gbpPricing, label: 'Business Profile pricing' },
  { to: ROUTES.social, label: 'Social Media Ads' },
];

function Dropdown({ label, items }: { label: string; items: { to: string; label: string }[] }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <li
      className={styles.dropdown}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <button type="button" className={styles.navButton} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      {/* Always in the page: the served page's starter opens it before the app runs, by the button's aria-expanded (header.module.css). */}
      <ul className={styles.menu} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /staff and below: the back office, where the site's visitor and owner links have no place. */
export const isStaffPath = (pathname: string) => /^\/staff(\/|$)/.test(pathname);

export type StaffNavClasses = Record<'menuToggle' | 'nav' | 'links' | 'secondary', string>;

function Brand() {
  return (
    <Link to={ROUTES.home} className={styles.brand} aria-label="AdLaunch home">
      <span className={styles.logo} aria-hidden="true">
        ▲
      </span>{' '}
      AdLaunch
    </Link>
  );
}

/**
 * `staffNav` draws the header's right side on /staff (who is signed in, Sign out); the app composes it
 * from the staff area's chunk, so that no public page loads it.
 */
export function Header({ staffNav }: { staffNav?: (classes: StaffNavClasses) => ReactNode }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const openAuth = useSessionStore((s) => s.openAuth);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  // Logging in or out swaps the menu's links: the phone menu closes, whatever page the owner lands on.
  useEffect(() => setMenuOpen(false), [loggedIn]);

  if (isStaffPath(location.pathname)) {
    return (
      <header className={styles.header}>
        <div className={styles.inner}>
          <Brand />
          {staffNav?.(styles as StaffNavClasses)}
        </div>
      </header>
    );
  }
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Brand />
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          Menu
        </button>
        {/* The menu shows by the toggle's aria-expanded (header.module.css), so it opens on a served page before the app runs. */}
        <nav id="main-nav" aria-label="Main" className={styles.nav}>
          {loggedIn ? (
            <ul className={styles.links}>
              <Suspense fallback={<OwnerLinks />}>
                <OwnerNav />
              </Suspense>
              <li>
                <LogoutButton className={styles.secondary} />
              </li>
            </ul>
          ) : (
            <ul className={styles.links}>
              <li>
                <NavLink to={ROUTES.howItWorks}>How it works</NavLink>
              </li>
              <Dropdown label="Products" items={PRODUCTS} />
              <Dropdown label="Pricing" items={PRICING} />
              <li>
                <NavLink to={ROUTES.faqs}>FAQs</NavLink>
              </li>
              <li>
                <BlogLink />
              </li>
              <li>
                {/* A link to the served login page, so it works before the app and without scripts; the app opens its dialog. */}
                <a
                  href={ROUTES.login}
                  role="button"
                  className={styles.secondary}
                  onClick={(e) => {
                    e.preventDefault();
                    setMenuOpen(false);
                    openAuth('login');
                  }}
                  onKeyDown={(e) => e.key === ' ' && (e.preventDefault(), e.currentTarget.click())}
                >
                  Log In
                </a>
              </li>
              <li>
                <Link to={ROUTES.pricing} className={styles.primary}>
                  Get Started
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
}
