import { formatPrice, gbpMonthlyFee, gbpSetupFee, ROUTES } from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { CheckList } from '../../../components/check-list';
import { CtaBand } from '../../../components/cta-band';
import { FaqList } from '../../../components/faq-list';
import { FeatureGrid } from '../../../components/feature-grid';
import { ClockIcon, PhoneIcon, PinIcon, StarIcon } from '../../../components/icons';
import { MapsListingIllustration } from '../../../components/illustrations/maps-listing-illustration';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { usePageMeta } from '@adlaunch/ui-kit';
import styles from '../../../components/page.module.css';

export function GoogleBusinessProfilePage() {
  usePageMeta(
    'Google Business Profile setup and management',
    'Get your business on Google Maps with a complete, verified Google Business Profile, set up and kept up to date by AdLaunch.',
  );
  return (
    <>
      <PageHero
        eyebrow="Google Business Profile"
        title="Put your business on Google Maps"
        lead="A complete Google Business Profile shows your hours, photos, phone number and directions right in Google Search and Maps. We create it, get it verified and keep it accurate."
        actions={
          <>
            <ButtonLink to={ROUTES.gbpPricing}>See profile pricing</ButtonLink>
            <ButtonLink to={ROUTES.howItWorks} variant="secondary">
              How it works
            </ButtonLink>
          </>
        }
        art={<MapsListingIllustration />}
      />

      <Section title="What a good profile does for you">
        <FeatureGrid
          items={[
            {
              icon: <PinIcon />,
              title: 'Found on Maps',
              text: 'Appear when people nearby search for your kind of business, with a pin and directions.',
            },
            {
              icon: <PhoneIcon />,
              title: 'One-tap calls',
              text: 'Customers can call you, visit your website or ask for directions straight from Google.',
            },
            {
              icon: <StarIcon />,
              title: 'Reviews build trust',
              text: 'Good reviews on your profile help new customers choose you over the business next door.',
            },
            {
              icon: <ClockIcon />,
              title: 'Always-correct hours',
              text: 'No more customers arriving at a closed door: your hours and holiday times stay up to date.',
            },
          ]}
        />
      </Section>

      <Section title="What is included" alt>
        <div className={styles.split}>
          <CheckList
            items={[
              'Creating your profile, or claiming one Google already made',
              'The right business category so you show up in the right searches',
              'A clear description written for local search',
              'Your photo or logo, address, hours and contact details',
              'Help with Google’s verification steps',
              'Monthly updates to hours, photos and details when you ask',
            ]}
          />
          <div className={styles.callout}>
            <p>
              <strong>
                Setup {formatPrice(gbpSetupFee(false).zarCents)} once, then {formatPrice(gbpMonthlyFee().zarCents)} a month.
              </strong>{' '}
              Referred by a friend? Your setup is only {formatPrice(gbpSetupFee(true).zarCents)}.
            </p>
            <ButtonLink to={ROUTES.gbpPricing}>See the details</ButtonLink>
          </div>
        </div>
      </Section>

      <Section title="Questions about business profiles">
        <FaqList
          items={[
            {
              question: 'Is a Google Business Profile free?',
              answer:
                'Google does not charge for the profile itself. You pay us for the work of setting it up properly, getting it verified and keeping it up to date.',
            },
            {
              question: 'How does verification work?',
              answer:
                'Google confirms that your business is real, usually by a phone call, text, email, video or a postcard to your address. We tell you exactly which steps Google asks of you and help you through them.',
            },
            {
              question: 'I work from home or visit customers. Can I still have a profile?',
              answer: 'Yes. Service-area businesses can hide their street address and show the areas they serve instead.',
            },
          ]}
        />
      </Section>

      <CtaBand title="Get on the map this week" text="Tell us about your business in about five minutes and we handle the rest.">
        <ButtonLink to={ROUTES.gbpPricing}>Get started</ButtonLink>
      </CtaBand>
    </>
  );
}
