import { useId } from 'react';
import { choosePlan, usePriceVariant } from '@adlaunch/session';
import {
  adSpend,
  adsSetupFee,
  adsSetupOffer,
  formatMoney,
  formatPrice,
  managedFee,
  PRICES,
  planFor,
  quoteSearchAds,
  ROUTES,
  SEARCH_PLANS,
  searchPlan,
  searchStepPath,
  USD_REFERENCE_RATE_TEXT,
  type QuoteLine,
  type SearchPlan,
} from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { CheckList } from '../../../components/check-list';
import { CtaBand } from '../../../components/cta-band';
import { FaqList } from '../../../components/faq-list';
import { GetStartedButton } from '../../../components/get-started-button';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { usePageMeta } from '@adlaunch/ui-kit';
import { Price } from './price';
import styles from './pricing.module.css';

const [ESSENTIALS, GROWTH] = SEARCH_PLANS;
const FEATURES: Record<SearchPlan['tier'], string[]> = {
  low: ['Google and Bing campaigns', 'Up to 20 keywords', 'Location targeting for your area', 'Monthly optimisation and report'],
  high: [
    `Everything in ${ESSENTIALS.name}`,
    'Up to 100 keywords in themed ad groups',
    'Competitor monitoring',
    'Weekly optimisation and a quarterly strategy call',
  ],
};

function lineOf(lines: QuoteLine[], id: QuoteLine['id']): QuoteLine {
  return lines.find((l) => l.id === id)!;
}

/** Until the server has told this visitor's price-test variant, the figures it decides are not shown (never a guess). */
function Pending() {
  return (
    <span className={styles.pending} aria-busy="true">
      …<span className="sr-only">loading your price</span>
    </span>
  );
}

function PlanCard({ plan: { tier, name, summary }, variant }: { plan: SearchPlan; variant: 'A' | 'B' | null }) {
  const headingId = useId();
  const featured = tier === 'high';
  const quote = quoteSearchAds({ plan: planFor(tier, variant ?? 'B'), chargeVAT: false });
  const setup = lineOf(quote.lines, 'setup');
  const managed = lineOf(quote.lines, 'managed');
  const spend = lineOf(quote.lines, 'spend');
  const offer = variant && adsSetupOffer(variant);
  return (
    <li className={featured ? `${styles.plan} ${styles.featured}` : styles.plan} aria-labelledby={headingId}>
      <div className={styles.planHeader}>
        {featured ? <span className={styles.badge}>Most popular</span> : null}
        <h3 id={headingId}>{name}</h3>
        <p>{summary}</p>
      </div>
      <p className={styles.headline}>
        <Price money={managed} size="lg" /> <span className={styles.per}>management a month</span>
      </p>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>Setup (once)</dt>
          <dd data-testid="setup-fee">
            {variant === null ? (
              <Pending />
            ) : offer ? (
              <>
                <s className={styles.was}>
                  <span className="sr-only">normally </span>
                  {formatMoney(adsSetupFee('B').zarCents, 'ZAR')}
                </s>
                <span className={styles.free}>Free</span>
                <span className={styles.offer}>{offer}</span>
              </>
            ) : (
              <Price money={setup} />
            )}
          </dd>
        </div>
        <div className={styles.line}>
          <dt>Management (monthly)</dt>
          <dd>
            <Price money={managed} />
          </dd>
        </div>
        <div className={styles.line}>
          <dt>Ad budget (monthly, paid to Google and Bing)</dt>
          <dd>
            <Price money={spend} />
          </dd>
        </div>
        <div className={`${styles.line} ${styles.total}`}>
          <dt>First payment (excl. VAT)</dt>
          <dd data-testid="first-payment">{variant === null ? <Pending /> : <Price money={quote.total} />}</dd>
        </div>
      </dl>
      <CheckList items={FEATURES[tier]} />
      {/* The pay step pre-selects the plan chosen here, through registration and the wizard (decision 010). */}
      <GetStartedButton
        to={searchStepPath('about')}
        register={`${ROUTES.registerAds}?plan=${searchPlan(tier).slug}`}
        aria-describedby={headingId}
        onClick={() => choosePlan(tier)}
      />
    </li>
  );
}

export const SEARCH_PRICING_FAQS = [
  {
    question: 'What exactly is the ad budget?',
    answer: `It is the money paid to Google and Bing for clicks on your ads: ${formatPrice(adSpend().zarCents)} a month. You only pay for clicks, and the budget is spread over the month so your ads show every day.`,
  },
  {
    question: 'What is the difference between the management fee and the ad budget?',
    answer:
      'The management fee pays for our work: research, writing, setting up and improving your campaigns. The ad budget goes to the search engines for the clicks themselves.',
  },
  {
    question: 'Is there a contract?',
    answer:
      'No. Plans run month to month. You can pause or cancel before your next billing date from your dashboard or by emailing support.',
  },
  {
    question: 'Do prices include VAT?',
    answer: `Prices are shown without VAT. Businesses in South Africa pay ${Math.round(PRICES.vatRate * 100)}% VAT on top; you tell us at checkout whether you are in South Africa.`,
  },
  {
    question: 'In which currency am I charged?',
    answer: `Your card is charged in South African rand (ZAR). The US dollar amounts are a guide, all at ${USD_REFERENCE_RATE_TEXT}.`,
  },
  {
    question: 'Can I change plans later?',
    answer: `Yes. Move between ${ESSENTIALS.name} and ${GROWTH.name} at any time; the new management fee applies from your next billing month.`,
  },
];

export function PricingPage() {
  usePageMeta(
    'Search ads pricing',
    `Clear monthly prices for managed Google and Bing search ads: management from ${formatPrice(managedFee('low').zarCents)} a month plus your ad budget. No contracts.`,
  );
  // The logged-in owner's prices follow the variant the server assigned to the account.
  const variant = usePriceVariant();
  return (
    <>
      <PageHero
        eyebrow="Search ads pricing"
        title="Simple monthly pricing for search ads"
        lead="One management fee for our work, plus the ad budget that goes to Google and Bing. No contracts, no hidden costs."
      />
      <Section
        title="Choose your plan"
        lead={`Prices exclude VAT. Your card is charged in rand; dollar amounts are a guide at ${USD_REFERENCE_RATE_TEXT}.`}
      >
        <ul className={styles.plans}>
          {SEARCH_PLANS.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} variant={variant} />
          ))}
        </ul>
      </Section>
      <Section title="Included in every plan" alt>
        <CheckList
          items={[
            'A dedicated specialist who sets up and manages your campaigns',
            'Ads on both Google and Bing',
            'Your results on the AdLaunch dashboard',
            'Pause or cancel any month',
            'Support by chat and email in plain language',
          ]}
        />
      </Section>
      <Section id="faqs" title="Pricing questions">
        <FaqList items={SEARCH_PRICING_FAQS} />
      </Section>
      <CtaBand title="Want to be on Maps too?" text="Add a Google Business Profile so local customers find you on Google Maps.">
        <ButtonLink to={ROUTES.gbpPricing}>Business profile pricing</ButtonLink>
        <ButtonLink to={ROUTES.faqs} variant="secondary">
          All FAQs
        </ButtonLink>
      </CtaBand>
    </>
  );
}
