import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { STAFF_ACCESS, type BackofficeProps, type StaffRole } from '@adlaunch/shared';
import { BackofficeProvider, useBackoffice } from '../lib/backoffice-context';
import { FocusAfterNavigation } from './focus-after-navigation';
import { RoleGate } from '../components/role-gate';
import { QueuePage } from '../features/queue/queue-page';
import { OrderPage } from '../features/order/order-page';
import { LeadsPage } from '../features/leads/leads-page';
import { MoneyPage } from '../features/money/money-page';
import { TeamPage } from '../features/team/team-page';
import { ReleasesPage } from '../features/releases/releases-page';
import { PromosPage } from '../features/promos/promos-page';
import { StatsImportPage } from '../features/stats-import/stats-import-page';
import { CancellationsPage } from '../features/cancellations/cancellations-page';
import styles from './backoffice.module.css';

const WORK: StaffRole[] = ['support', 'campaigns', 'finance'];

interface Section {
  to: string;
  label: string;
  roles: StaffRole[];
}
const SECTIONS: Section[] = [
  { to: '', label: 'Orders', roles: WORK },
  { to: 'leads', label: 'Leads', roles: ['support', 'campaigns'] },
  { to: 'money', label: 'Money', roles: ['finance'] },
  { to: 'cancellations', label: 'Cancellations', roles: ['finance', 'support'] },
  { to: 'promos', label: 'Promo codes', roles: ['finance'] },
  { to: 'import-results', label: 'Import results', roles: ['campaigns'] },
  { to: 'team', label: 'Staff', roles: ['admin'] },
  { to: 'releases', label: 'Releases', roles: [...STAFF_ACCESS.releases] },
];

function Nav() {
  const { me, basePath } = useBackoffice();
  const shown = SECTIONS.filter((section) => section.roles.some((role) => me.roles.includes(role)));
  return (
    <nav aria-label="Back office" className={styles.nav}>
      <ul>
        {shown.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to ? `${basePath}/${section.to}` : basePath} end>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The orders for the people who work them; anyone else (releases, admin only) starts at their own first screen. */
function Home() {
  const { me, basePath } = useBackoffice();
  const first = SECTIONS.find((section) => section.to && section.roles.some((role) => me.roles.includes(role)));
  if (!WORK.some((role) => me.roles.includes(role)) && first) return <Navigate to={`${basePath}/${first.to}`} replace />;
  return (
    <RoleGate roles={WORK} title="Orders">
      <QueuePage />
    </RoleGate>
  );
}

function Frame() {
  const { me } = useBackoffice();
  // The site's header names who is signed in and signs out (decision 039); here, what they may do.
  return (
    <div className={styles.page}>
      <p className={styles.who}>Your roles: {me.roles.join(', ')}</p>
      <Nav />
      <FocusAfterNavigation>
        <Routes>
          <Route index element={<Home />} />
          <Route
            path="orders/:product/:id"
            element={
              <RoleGate roles={WORK} title="Order">
                <OrderPage />
              </RoleGate>
            }
          />
          <Route
            path="leads"
            element={
              <RoleGate roles={['support', 'campaigns']} title="Leads">
                <LeadsPage />
              </RoleGate>
            }
          />
          <Route
            path="money"
            element={
              <RoleGate roles={['finance']} title="Money">
                <MoneyPage />
              </RoleGate>
            }
          />
          <Route
            path="cancellations"
            element={
              <RoleGate roles={['finance', 'support']} title="Cancellations">
                <CancellationsPage />
              </RoleGate>
            }
          />
          <Route
            path="promos"
            element={
              <RoleGate roles={['finance']} title="Promo codes">
                <PromosPage />
              </RoleGate>
            }
          />
          <Route
            path="import-results"
            element={
              <RoleGate roles={['campaigns']} title="Import results">
                <StatsImportPage />
              </RoleGate>
            }
          />
          <Route
            path="team"
            element={
              <RoleGate roles={['admin']} title="Staff">
                <TeamPage />
              </RoleGate>
            }
          />
          <Route
            path="releases"
            element={
              <RoleGate roles={STAFF_ACCESS.releases} title="Releases">
                <ReleasesPage />
              </RoleGate>
            }
          />
          <Route path="*" element={<p>There is no such page in the back office.</p>} />
        </Routes>
      </FocusAfterNavigation>
    </div>
  );
}

/** The back office, mounted by the shell at /staff once a staff session exists. */
export function BackofficeApp(props: BackofficeProps) {
  return (
    <BackofficeProvider value={props}>
      <Frame />
    </BackofficeProvider>
  );
}
