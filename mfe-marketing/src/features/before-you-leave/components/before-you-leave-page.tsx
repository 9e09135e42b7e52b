import { CONTACT, formatMoney, formatPrice, gbpSetupFee, ROUTES } from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { FeatureGrid } from '../../../components/feature-grid';
import { ChartIcon, ChatIcon, GiftIcon, PinIcon, SearchIcon, ShieldIcon } from '../../../components/icons';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { usePageMeta } from '@adlaunch/ui-kit';
import styles from '../../../components/page.module.css';

const consultationMail = `mailto:${CONTACT.supportEmail}?subject=${encodeURIComponent('Free 15-minute ad consultation')}&body=${encodeURIComponent(
  'Hi AdLaunch,\n\nI would like a free consultation about advertising my business.\n\nBusiness name:\nWebsite:\nBest time to call:\n',
)}`;

export function BeforeYouLeavePage() {
  usePageMeta(
    'Before you leave',
    'Not ready to start yet? Book a free 15-minute ad consultation with an AdLaunch specialist, or see what your business could be missing online.',
  );
  return (
    <>
      <PageHero
        eyebrow="Before you go"
        title="Before you leave: a free 15-minute ad consultation"
        lead="Not sure online ads are right for your business yet? Talk to a specialist for 15 minutes, free and without obligation. We look at how customers find you today and tell you honestly what would help."
        actions={
          <>
            <a href={consultationMail} className={styles.button}>
              Book my free consultation
            </a>
            <a href={CONTACT.chatUrl} target="_blank" rel="noopener noreferrer" className={styles.buttonSecondary}>
              <span className="sr-only">Opens in a new tab: </span>Ask a question on chat
            </a>
          </>
        }
      />

      <Section
        title="What you would be missing"
        lead="Every day, people near you search for what you sell. Without ads or a profile, they find someone else."
      >
        <FeatureGrid
          items={[
            {
              icon: <SearchIcon />,
              title: 'Customers searching right now',
              text: 'Search ads put you at the top when someone is ready to buy, not months later.',
            },
            {
              icon: <PinIcon />,
              title: 'A spot on Google Maps',
              text: 'A complete business profile brings calls, directions and walk-ins from nearby customers.',
            },
            {
              icon: <ChartIcon />,
              title: 'Results you can see',
              text: 'Your dashboard shows what your money does, so you are never guessing.',
            },
            { icon: <ShieldIcon />, title: 'No risk of lock-in', text: 'Month-to-month plans: stop whenever it no longer works for you.' },
          ]}
        />
      </Section>

      <Section title="Two ways to start for less" alt>
        <FeatureGrid
          items={[
            {
              icon: <GiftIcon />,
              title: `Business profile setup for ${formatMoney(gbpSetupFee(true).zarCents, 'ZAR')}`,
              text: `Know an AdLaunch customer? Open their referral link and your Google Business Profile setup is ${formatPrice(gbpSetupFee(true).zarCents)} instead of ${formatPrice(gbpSetupFee(false).zarCents)}.`,
            },
            {
              icon: <ChatIcon />,
              title: 'Free advice, no strings',
              text: 'The 15-minute consultation is free whether or not you become a customer. Bring your questions about Google, Maps or social media.',
            },
          ]}
        />
      </Section>

      <Section title="Take another look">
        <div className={styles.actions}>
          <ButtonLink to={ROUTES.home}>Back to the home page</ButtonLink>
          <ButtonLink to={ROUTES.pricing} variant="secondary">
            Search ads pricing
          </ButtonLink>
          <ButtonLink to={ROUTES.gbpPricing} variant="secondary">
            Business profile pricing
          </ButtonLink>
          <ButtonLink to={ROUTES.faqs} variant="secondary">
            FAQs
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
