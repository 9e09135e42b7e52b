import { ROUTES } from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { CheckList } from '../../../components/check-list';
import { CtaBand } from '../../../components/cta-band';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { Steps } from '../../../components/steps';
import { usePageMeta } from '@adlaunch/ui-kit';
import styles from '../../../components/page.module.css';
import { ReferralExplainer } from './referral-explainer';

export function HowItWorksPage() {
  usePageMeta(
    'How it works',
    'From sign-up to live ads in days: how AdLaunch sets up and manages search ads and Google Business Profiles for small businesses, step by step.',
  );
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="From sign-up to live ads in a few days"
        lead="You tell us about your business once. We do the technical work, launch your ads and keep improving them every month."
        actions={<ButtonLink to={ROUTES.pricing}>See plans and prices</ButtonLink>}
      />

      <Section
        title="Search ads on Google and Bing"
        lead="For businesses that want enquiries from people who are already searching for them."
      >
        <Steps
          items={[
            { title: 'Create your account', text: 'Register with your name and business email, then confirm the code we email you.' },
            {
              title: 'About your business',
              text: 'Your mobile number, business name, website, address and the areas where you want customers.',
            },
            {
              title: 'Your ad text',
              text: 'Three headlines and two descriptions. We suggest wording for your kind of business that you can edit.',
            },
            {
              title: 'Keywords and competitors',
              text: 'The searches you want to appear for and who you compete with, so we can target well.',
            },
            { title: 'Pay and go live', text: 'Pay by card. Our specialists review, launch and track your campaign from your dashboard.' },
          ]}
        />
      </Section>

      <Section title="Google Business Profile" alt lead="For businesses that want to be found on Google Maps and in local results.">
        <Steps
          items={[
            { title: 'About your business', text: 'Name, website, category and, if you have one, your company registration number.' },
            { title: 'Description and photo', text: 'A short description and a photo or logo; we polish the wording for you.' },
            { title: 'Address', text: 'Where customers can find you, so Google can verify and place you on the map.' },
            {
              title: 'Pay and we handle verification',
              text: 'We create or claim the profile, guide you through Google’s verification and keep it up to date.',
            },
          ]}
        />
      </Section>

      <Section title="What happens after you pay">
        <div className={styles.split}>
          <CheckList
            items={[
              'A specialist checks your details within one business day and contacts you if anything is unclear.',
              'Search campaigns usually go live within 3 to 5 business days.',
              'Business profiles depend on Google’s verification, which usually takes 5 to 14 days.',
              'You can follow clicks, views and spend on your dashboard at any time.',
              'Every month we adjust keywords, bids and wording to get you more for the same budget.',
            ]}
          />
          <ReferralExplainer />
        </div>
      </Section>

      <CtaBand title="Ready when you are" text="Choose a product, see the full price, and start in about ten minutes.">
        <ButtonLink to={ROUTES.pricing}>Search ads pricing</ButtonLink>
        <ButtonLink to={ROUTES.gbpPricing} variant="secondary">
          Business profile pricing
        </ButtonLink>
      </CtaBand>
    </>
  );
}
