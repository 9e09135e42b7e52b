import { formatPrice, gbpMonthlyFee, gbpSetupFee, managedFee, ROUTES } from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { CtaBand } from '../../../components/cta-band';
import { FeatureGrid } from '../../../components/feature-grid';
import { ChartIcon, ChatIcon, ClockIcon, MegaphoneIcon, PinIcon, SearchIcon, ShieldIcon } from '../../../components/icons';
import { SearchResultIllustration } from '../../../components/illustrations/search-result-illustration';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { Steps } from '../../../components/steps';
import { Testimonials } from '../../../components/testimonials';
import { usePageMeta } from '@adlaunch/ui-kit';
import styles from './home-page.module.css';

const PRODUCTS = [
  {
    icon: <SearchIcon />,
    title: 'Google and Bing Search Ads',
    text: 'Appear at the top of the results when people search for what you sell, in the areas you serve. You pay for clicks, not for promises.',
    to: ROUTES.searchAds,
    price: `Management from ${formatPrice(managedFee('low').zarCents)} a month`,
  },
  {
    icon: <PinIcon />,
    title: 'Google Business Profile',
    text: 'Show up on Google Maps with your hours, photos, phone number and directions, so nearby customers can find and call you.',
    to: ROUTES.gbp,
    price: `Setup ${formatPrice(gbpSetupFee(false).zarCents)}, then ${formatPrice(gbpMonthlyFee().zarCents)} a month`,
  },
  {
    icon: <MegaphoneIcon />,
    title: 'Social Media Ads',
    text: 'Reach the right people on Facebook, Instagram, LinkedIn and TikTok with campaigns planned by a specialist.',
    to: ROUTES.social,
    price: 'Tell us your goals for a quote',
  },
];

export function HomePage() {
  usePageMeta(
    'Managed online advertising for small businesses',
    'AdLaunch sets up and manages Google and Bing search ads, your Google Business Profile and social media ads for small businesses, with clear monthly prices.',
  );
  return (
    <>
      <PageHero
        eyebrow="Managed ads for small businesses"
        title="More customers from Google, Bing and Maps, managed for you"
        lead="Tell us about your business in a few minutes. Our specialists build your ads, keep them tuned and report back in plain language, while you get on with running your business."
        actions={
          <>
            <ButtonLink to={ROUTES.pricing}>See plans and prices</ButtonLink>
            <ButtonLink to={ROUTES.howItWorks} variant="secondary">
              How it works
            </ButtonLink>
          </>
        }
        art={<SearchResultIllustration />}
      />

      <Section
        title="Everything you need to be found online"
        lead="Pick one product or combine them. Each one is set up by people who do this every day."
      >
        <ul className={styles.products}>
          {PRODUCTS.map((p) => (
            <li key={p.title} className={styles.product}>
              <span className={styles.productIcon}>{p.icon}</span>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
              <p className={styles.price}>{p.price}</p>
              <ButtonLink to={p.to} variant="secondary">
                Learn about {p.title}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Live in four simple steps" alt>
        <Steps
          items={[
            { title: 'Choose a product', text: 'Pick search ads, a business profile, or both. Prices are fixed and shown up front.' },
            {
              title: 'Tell us about your business',
              text: 'Your website, the areas you serve and what makes you different. It takes about ten minutes.',
            },
            { title: 'Pay securely by card', text: 'One card payment starts the work. No contracts: you can pause or cancel at any time.' },
            {
              title: 'We launch and manage',
              text: 'Our team writes, launches and keeps improving your ads, and you follow the results on your dashboard.',
            },
          ]}
        />
      </Section>

      <Section title="Why small businesses choose AdLaunch">
        <FeatureGrid
          items={[
            {
              icon: <ShieldIcon />,
              title: 'No lock-in contracts',
              text: 'Stay because it works, not because you signed for a year. Cancel your management any month.',
            },
            {
              icon: <ChartIcon />,
              title: 'Clear results',
              text: 'See clicks, views and spend on your dashboard, explained without jargon.',
            },
            {
              icon: <ClockIcon />,
              title: 'Live within days',
              text: 'Most search campaigns go live within 3 to 5 business days after setup.',
            },
            {
              icon: <ChatIcon />,
              title: 'Real people to talk to',
              text: 'Questions by chat or email are answered by the specialists who manage your account.',
            },
          ]}
        />
      </Section>

      <Section title="What our customers say" alt>
        <Testimonials
          items={[
            {
              quote:
                'Within a month we were getting three or four new enquiries a week from Google. I did not have to learn a thing about ads.',
              name: 'Lerato Mokoena',
              business: 'Mokoena Plumbing & Geysers',
              place: 'Soweto',
            },
            {
              quote: 'Our Maps listing finally shows the right hours and photos. People walk in saying they found us on Google.',
              name: 'Pieter van Wyk',
              business: 'Die Plaasbakkery',
              place: 'Stellenbosch',
            },
            {
              quote: 'The monthly price is clear and the reports are short and useful. That is exactly what a small firm needs.',
              name: 'Anele Dube',
              business: 'Dube & Naidoo Accountants',
              place: 'Durban',
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Ready to reach more customers?"
        text="See exactly what you will pay before you sign up. Setup takes about ten minutes."
      >
        <ButtonLink to={ROUTES.pricing}>Get started</ButtonLink>
        <ButtonLink to={ROUTES.faqs} variant="secondary">
          Read the FAQs
        </ButtonLink>
      </CtaBand>
    </>
  );
}
