import { adSpend, formatPrice, managedFee, ROUTES } from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { CheckList } from '../../../components/check-list';
import { CtaBand } from '../../../components/cta-band';
import { FaqList } from '../../../components/faq-list';
import { FeatureGrid } from '../../../components/feature-grid';
import { ChartIcon, PhoneIcon, PinIcon, SearchIcon } from '../../../components/icons';
import { SearchResultIllustration } from '../../../components/illustrations/search-result-illustration';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { usePageMeta } from '@adlaunch/ui-kit';
import styles from '../../../components/page.module.css';

export function SearchAdsPage() {
  usePageMeta(
    'Google and Bing search ads',
    'Managed Google and Bing search ads for small businesses: we write, launch and optimise your campaigns so you appear when local customers search.',
  );
  return (
    <>
      <PageHero
        eyebrow="Google and Bing Search Ads"
        title="Be the first business customers see when they search"
        lead="When someone nearby searches for what you offer, your ad appears above the regular results. We set it all up and manage it every month, on both Google and Bing."
        actions={
          <>
            <ButtonLink to={ROUTES.pricing}>See search ads plans</ButtonLink>
            <ButtonLink to={ROUTES.howItWorks} variant="secondary">
              How it works
            </ButtonLink>
          </>
        }
        art={<SearchResultIllustration />}
      />

      <Section title="Why search ads work for small businesses">
        <FeatureGrid
          items={[
            {
              icon: <SearchIcon />,
              title: 'Customers who are ready to buy',
              text: 'People searching “emergency electrician near me” want help now. Search ads put you in front of them at that moment.',
            },
            {
              icon: <PinIcon />,
              title: 'Only where you work',
              text: 'We target the towns, suburbs or provinces you serve, so your budget is not spent on people you cannot help.',
            },
            {
              icon: <PhoneIcon />,
              title: 'Calls and enquiries',
              text: 'Ads link to your website and can show your phone number, so customers contact you in one tap.',
            },
            {
              icon: <ChartIcon />,
              title: 'Measured every day',
              text: 'Clicks, views and spend are on your dashboard. You always know what your money is doing.',
            },
          ]}
        />
      </Section>

      <Section title="What we do for you" alt>
        <div className={styles.split}>
          <CheckList
            items={[
              'Keyword research for your services and area',
              'Three headlines and two descriptions written for your business',
              'Campaigns on Google Ads and Microsoft Bing Ads',
              'Location targeting and competitor research',
              'Negative keywords so you do not pay for irrelevant searches',
              'Monthly optimisation of bids, keywords and wording',
              'A dashboard with your results, and a person to ask',
            ]}
          />
          <div className={styles.callout}>
            <p>
              <strong>Simple pricing.</strong> A monthly management fee from {formatPrice(managedFee('low').zarCents)}, plus your ad budget
              of {formatPrice(adSpend().zarCents)} a month, which is paid to the search engines for clicks.
            </p>
            <ButtonLink to={ROUTES.pricing}>Compare plans</ButtonLink>
          </div>
        </div>
      </Section>

      <Section title="Questions about search ads">
        <FaqList
          items={[
            {
              question: 'Do I need a website?',
              answer:
                'Yes. Search ads send people to a page where they can learn more and contact you. A simple one-page site with your services and contact details is enough.',
            },
            {
              question: 'How soon will I see results?',
              answer:
                'Most campaigns go live within 3 to 5 business days and start getting clicks the same day. The first month is also a learning period in which we refine keywords and bids.',
            },
            {
              question: 'Why Google and Bing?',
              answer:
                'Google has most searches, but Bing reaches people on Windows computers and in the Edge browser, often at a lower cost per click. Running both gives you more customers for the same budget.',
            },
          ]}
        />
      </Section>

      <CtaBand title="Start getting found on Google and Bing" text="Pick a plan, tell us about your business and we take it from there.">
        <ButtonLink to={ROUTES.pricing}>Get started</ButtonLink>
      </CtaBand>
    </>
  );
}
