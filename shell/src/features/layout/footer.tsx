import { Link, useLocation } from 'react-router-dom';
import { CONTACT, ROUTES } from '@adlaunch/shared';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { LogoutButton } from './logout-button';
import { BlogLink } from './blog-link';
import styles from './footer.module.css';
import { isStaffPath } from './header';

export function Footer() {
  const openAuth = useSessionStore((s) => s.openAuth);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  // The back office (/staff) offers neither an owner's nor a visitor's way in: its header signs staff out.
  const staff = isStaffPath(useLocation().pathname);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>AdLaunch</p>
          <p className={styles.muted}>Managed search ads, business profiles and social media ads for small businesses.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.list}>
            <li>
              <Link to={ROUTES.howItWorks}>How it works</Link>
            </li>
            <li>
              <Link to={ROUTES.pricing}>Pricing</Link>
            </li>
            <li>
              <Link to={ROUTES.faqs}>FAQs</Link>
            </li>
            <li>
              <BlogLink />
            </li>
            {staff ? null : loggedIn ? (
              <>
                <li>
                  <Link to={ROUTES.dashboard}>Dashboard</Link>
                </li>
                <li>
                  <LogoutButton className={styles.linkButton} />
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to={ROUTES.pricing}>Get started</Link>
                </li>
                <li>
                  {/* A link to the served login page, so it works before the app and without scripts; the app opens its dialog. */}
                  <a
                    href={ROUTES.login}
                    onClick={(event) => {
                      event.preventDefault();
                      openAuth('login');
                    }}
                  >
                    Login
                  </a>
                </li>
              </>
            )}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.list}>
            <li>
              <Link to={ROUTES.terms}>Terms of service</Link>
            </li>
            <li>
              <Link to={ROUTES.refund}>Refund policy</Link>
            </li>
            <li>
              <Link to={ROUTES.privacy}>Privacy policy</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Contact us</h2>
          <ul className={styles.list}>
            <li>
              <a href={CONTACT.chatUrl} rel="noopener noreferrer" target="_blank">
                Chat with us
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>
            </li>
            <li>
              <address className={styles.address}>{CONTACT.postalAddress}</address>
            </li>
          </ul>
          <ul className={styles.social} aria-label="Social media">
            {CONTACT.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.copyright}>© {new Date().getFullYear()} AdLaunch. All rights reserved.</p>
    </footer>
  );
}
