import { useId } from 'react';
import {
  formatMoney,
  formatPrice,
  gbpMonthlyFee,
  gbpSetupFee,
  gbpStepPath,
  PRICES,
  quoteProfile,
  ROUTES,
  USD_REFERENCE_RATE_TEXT,
} from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { CheckList } from '../../../components/check-list';
import { CtaBand } from '../../../components/cta-band';
import { FaqList } from '../../../components/faq-list';
import { GetStartedButton } from '../../../components/get-started-button';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { referralFor, selectIsLoggedIn, useSessionStore } from '@adlaunch/session';
import { useReferralCode } from '../../../lib/use-referral-code';
import { usePageMeta } from '@adlaunch/ui-kit';
import { Price } from './price';
import styles from './pricing.module.css';

const SETUP = formatPrice(gbpSetupFee(false).zarCents);
const REFERRAL_SETUP = formatPrice(gbpSetupFee(true).zarCents);

const GBP_FAQS = [
  {
    question: 'Why pay for something Google offers for free?',
    answer:
      'The profile is free, but getting it right takes time: the best category, a description that helps you show up in local searches, verification, photos and keeping everything current. We do that work for you.',
  },
  {
    question: 'What does the monthly fee cover?',
    answer:
      'Keeping your profile accurate: updating hours (including public holidays), photos and details when you ask, and checking that nobody has suggested wrong edits to your listing.',
  },
  {
    question: 'How does the referral price work?',
    answer: `If another AdLaunch customer sends you their referral link, your setup costs ${REFERRAL_SETUP} instead of ${SETUP}. Just open their link before you sign up.`,
  },
  {
    question: 'Do prices include VAT?',
    answer: `Prices exclude VAT. Businesses in South Africa pay ${Math.round(PRICES.vatRate * 100)}% VAT on top. Your card is charged in rand; dollar amounts are a guide, all at ${USD_REFERENCE_RATE_TEXT}.`,
  },
];

export function GbpPricingPage() {
  usePageMeta(
    'Google Business Profile pricing',
    `Google Business Profile setup for ${SETUP} and management for ${formatPrice(gbpMonthlyFee().zarCents)} a month. Referral price ${REFERRAL_SETUP}.`,
  );
  // A visitor's code from a link shows its price (the server checks it at payment); a logged-in owner's
  // only when the server confirmed it, and never the owner's own code.
  const stored = useReferralCode();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const referral = referralFor(
    useSessionStore((s) => s.session?.user),
    stored,
  );
  const applies = referral.status === 'valid' || (!loggedIn && referral.status === 'claimed');
  const code = applies ? referral.code : null;
  const headingId = useId();
  const quote = quoteProfile({ hasReferral: applies, chargeVAT: false });
  const setup = quote.lines.find((l) => l.id === 'setup')!;
  const monthly = quote.lines.find((l) => l.id === 'monthly')!;

  return (
    <>
      <PageHero
        eyebrow="Google Business Profile pricing"
        title="Get on Google Maps for a small monthly fee"
        lead="A one-off setup and a low monthly fee to keep your profile accurate. No contracts."
      />
      <Section title="Your price">
        {applies ? (
          <div className={styles.referral} role="note" aria-label="Referral price applied">
            <h3>Referral price applied</h3>
            <p>
              You arrived through a friend’s referral link
              {code ? (
                <>
                  {' '}
                  (code <strong>{code}</strong>)
                </>
              ) : null}
              , so your setup costs {REFERRAL_SETUP} instead of {SETUP}.
            </p>
          </div>
        ) : null}
        <ul className={styles.plans}>
          <li className={`${styles.plan} ${styles.featured}`} aria-labelledby={headingId}>
            <div className={styles.planHeader}>
              <h3 id={headingId}>Business Profile</h3>
              <p>Set up, verified and kept up to date by our team.</p>
            </div>
            <p className={styles.headline}>
              <Price money={monthly} size="lg" /> <span className={styles.per}>a month</span>
            </p>
            <dl className={styles.lines}>
              <div className={styles.line}>
                <dt>Setup (once)</dt>
                <dd data-testid="setup-fee">
                  {applies ? (
                    <s className={styles.was}>
                      <span className="sr-only">normally </span>
                      {formatMoney(gbpSetupFee(false).zarCents, 'ZAR')}
                    </s>
                  ) : null}
                  <Price money={setup} />
                </dd>
              </div>
              <div className={styles.line}>
                <dt>Management (monthly)</dt>
                <dd>
                  <Price money={monthly} />
                </dd>
              </div>
              <div className={`${styles.line} ${styles.total}`}>
                <dt>First payment (excl. VAT)</dt>
                <dd data-testid="first-payment">
                  <Price money={quote.total} />
                </dd>
              </div>
            </dl>
            <CheckList
              items={[
                'Profile created or claimed for you',
                'Category, description, photo and hours',
                'Help with Google verification',
                'Updates whenever your details change',
              ]}
            />
            <GetStartedButton to={gbpStepPath('about')} aria-describedby={headingId} />
          </li>
          {applies ? null : (
            <li className={styles.plan}>
              <div className={styles.planHeader}>
                <h3>Pay less with a referral</h3>
                <p>
                  Know a business owner who already uses AdLaunch? Open their referral link before you sign up and your setup is only{' '}
                  {REFERRAL_SETUP} instead of {SETUP}.
                </p>
              </div>
              <ButtonLink to={ROUTES.referAFriend} variant="secondary">
                How referrals work
              </ButtonLink>
            </li>
          )}
        </ul>
      </Section>
      <Section id="faqs" title="Pricing questions" alt>
        <FaqList items={GBP_FAQS} />
      </Section>
      <CtaBand
        title="Want more customers from search too?"
        text="Search ads put you at the top of Google and Bing when people look for what you sell."
      >
        <ButtonLink to={ROUTES.pricing}>Search ads pricing</ButtonLink>
      </CtaBand>
    </>
  );
}
