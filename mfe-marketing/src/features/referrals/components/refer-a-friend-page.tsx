import { lazy, Suspense } from 'react';
import { formatPrice, gbpMonthlyFee, gbpSetupFee, referralMonthlyFee, ROUTES } from '@adlaunch/shared';
import { selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { AuthLink } from '../../../components/auth-link';
import { ButtonLink } from '../../../components/button-link';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { Steps } from '../../../components/steps';
import { usePageMeta } from '@adlaunch/ui-kit';
import pageStyles from '../../../components/page.module.css';
import { ReferralLink } from './referral-link';
import styles from './refer-a-friend.module.css';

const SETUP = formatPrice(gbpSetupFee(false).zarCents);
const REFERRAL_SETUP = formatPrice(gbpSetupFee(true).zarCents);
const MONTHLY = formatPrice(gbpMonthlyFee().zarCents);
const REFERRAL_MONTHLY = formatPrice(referralMonthlyFee().zarCents);

// The owner-data queries stay off this public page's first load: only a logged-in owner loads them.
const RewardsPending = lazy(() => import('./rewards-pending').then((m) => ({ default: m.RewardsPending })));

function YourLink() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const code = useSessionStore((s) => s.session?.user.referralCode);

  if (!loggedIn) {
    return (
      <div className={styles.panel}>
        <h3>Get your referral link</h3>
        <p>Log in to see your personal referral link. New to AdLaunch? Create a free account first; you can refer friends straight away.</p>
        <div className={pageStyles.actions}>
          <AuthLink view="login" className={pageStyles.button}>
            Log in to get your link
          </AuthLink>
          <AuthLink view="register" className={pageStyles.buttonSecondary}>
            Create an account
          </AuthLink>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <h3>Share your link</h3>
      <p>Anyone who opens this link and signs up gets the referral price on their Google Business Profile setup.</p>
      {code ? <ReferralLink code={code} /> : <p aria-busy="true">Loading your referral link…</p>}
      <Suspense fallback={null}>
        <RewardsPending />
      </Suspense>
    </div>
  );
}

export function ReferAFriendPage() {
  usePageMeta(
    'Refer a friend',
    `Refer another business owner to AdLaunch: they pay ${REFERRAL_SETUP} instead of ${SETUP} for their Google Business Profile setup, and your further referrals lower your own monthly fee.`,
  );
  return (
    <>
      <PageHero
        eyebrow="Refer a friend"
        title="Share AdLaunch, and both of you pay less"
        lead={`Your friend's Google Business Profile setup costs ${REFERRAL_SETUP} instead of ${SETUP}, and further referrals bring your own profile management down to ${REFERRAL_MONTHLY} a month instead of ${MONTHLY}.`}
      />
      <Section title="Your link and what everyone saves">
        <div className={pageStyles.split}>
          <YourLink />
          <div className={styles.tableWrap}>
            <table className={styles.compare}>
              <caption className="sr-only">Prices with and without a referral</caption>
              <thead>
                <tr>
                  <th scope="col">Google Business Profile</th>
                  <th scope="col">Normal price</th>
                  <th scope="col">With referrals</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Your friend’s setup</th>
                  <td>{SETUP}</td>
                  <td>
                    <strong>{REFERRAL_SETUP}</strong>
                  </td>
                </tr>
                <tr>
                  <th scope="row">Your monthly fee after further referrals</th>
                  <td>{MONTHLY} a month</td>
                  <td>
                    <strong>{REFERRAL_MONTHLY} a month</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>
      </Section>
      <Section title="How referrals work" alt>
        <Steps
          items={[
            { title: 'Copy your link', text: 'Log in and copy your personal link from this page.' },
            {
              title: 'Send it to a business owner',
              text: 'A supplier, a client, the shop next door: anyone who wants to be found on Google.',
            },
            {
              title: 'They save on setup',
              text: `When they open your link and sign up, their profile setup is ${REFERRAL_SETUP} instead of ${SETUP}.`,
            },
            {
              title: 'You save every month',
              text: `Further referrals bring your own profile management down to ${REFERRAL_MONTHLY} a month instead of ${MONTHLY}.`,
            },
          ]}
        />
        <p className={pageStyles.note}>
          The referral price applies to new AdLaunch customers who open the link on the device they sign up with. Referral discounts cannot
          be exchanged for cash.
        </p>
      </Section>
      <Section title="Not a customer yet?">
        <p>See what a Google Business Profile from AdLaunch includes.</p>
        <ButtonLink to={ROUTES.gbpPricing}>Business profile pricing</ButtonLink>
      </Section>
    </>
  );
}
