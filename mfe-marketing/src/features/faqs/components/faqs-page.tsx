import { Link } from 'react-router-dom';
import { adSpend, CONTACT, formatPrice, gbpMonthlyFee, gbpSetupFee, managedFee, PRICES, ROUTES } from '@adlaunch/shared';
import { ButtonLink } from '../../../components/button-link';
import { CtaBand } from '../../../components/cta-band';
import { FaqList, type Faq } from '../../../components/faq-list';
import { PageHero } from '../../../components/page-hero';
import { Section } from '../../../components/section';
import { usePageMeta } from '@adlaunch/ui-kit';
import styles from '../../../components/page.module.css';

const vat = `${Math.round(PRICES.vatRate * 100)}%`;

const GROUPS: { title: string; items: Faq[] }[] = [
  {
    title: 'Getting started',
    items: [
      {
        question: 'What does AdLaunch do?',
        answer:
          'We set up and manage online advertising for small businesses: search ads on Google and Bing, Google Business Profiles so you show up on Maps, and social media ads. You tell us about your business, we do the technical work.',
      },
      {
        question: 'I have never advertised online. Is this for me?',
        answer:
          'Yes. Most of our customers are running their first campaign. You do not need to know anything about keywords or bidding: we ask plain questions about your business and explain the results in plain language.',
      },
      {
        question: 'What do I need before I start?',
        answer:
          'Your business name, a mobile number, the areas where you want customers and, for search ads, a website (a simple one-page site is enough). Setup takes about ten minutes.',
      },
      {
        question: 'How quickly will my ads be live?',
        answer:
          'Search campaigns usually go live within 3 to 5 business days after payment. A Google Business Profile depends on Google’s verification, which usually takes 5 to 14 days.',
      },
    ],
  },
  {
    title: 'Prices and payment',
    items: [
      {
        question: 'How much do search ads cost?',
        answer: `A monthly management fee of ${formatPrice(managedFee('low').zarCents)} or ${formatPrice(managedFee('high').zarCents)}, plus an ad budget of ${formatPrice(adSpend().zarCents)} a month paid to the search engines. A once-off setup fee may apply; the pricing page shows your exact price.`,
      },
      {
        question: 'How much does a Google Business Profile cost?',
        answer: `Setup is ${formatPrice(gbpSetupFee(false).zarCents)} once, then ${formatPrice(gbpMonthlyFee().zarCents)} a month. With a referral link the setup is ${formatPrice(gbpSetupFee(true).zarCents)}.`,
      },
      {
        question: 'Is VAT included?',
        answer: `No. Prices are shown without VAT. Businesses in South Africa pay ${vat} VAT on top, and your invoice shows it separately.`,
      },
      {
        question: 'How do I pay?',
        answer:
          'By credit or debit card through our payment provider’s secure checkout. We never see or store your full card number. Cards are charged in South African rand.',
      },
      {
        question: 'Do you offer discounts?',
        answer:
          'Yes: referral links lower the business profile setup fee, and from time to time we issue promo codes that you can enter before paying.',
      },
    ],
  },
  {
    title: 'Running your ads',
    items: [
      {
        question: 'Can I see how my ads are doing?',
        answer: 'Yes. Your dashboard shows clicks, views and spend, and you can pause or resume your search ads there at any time.',
      },
      {
        question: 'Can I change my ad wording or target areas later?',
        answer: `Of course. Email ${CONTACT.supportEmail} or message us on chat with what you would like changed; most changes are made within one business day.`,
      },
      {
        question: 'Will my ads show all day, every day?',
        answer:
          'Your budget is spread across the month so that your ads appear every day. On very busy days Google or Bing may show them less often once the daily share of the budget has been used.',
      },
      {
        question: 'Do you guarantee a number of customers?',
        answer:
          'No honest advertiser can. We guarantee the work: a properly built campaign, monthly improvements and clear reporting. Most customers see their first enquiries in the first weeks.',
      },
    ],
  },
  {
    title: 'Contracts, cancelling and refunds',
    items: [
      {
        question: 'Is there a contract?',
        answer: 'No long-term contract. Management runs month to month and you can cancel before your next billing date.',
      },
      {
        question: 'Can I get a refund?',
        answer: (
          <p>
            Setup fees are refundable until we start work; management fees for a month already started and ad spend already paid to the
            platforms are not. Read the full <Link to={ROUTES.refund}>refund policy</Link>.
          </p>
        ),
      },
      {
        question: 'What happens to my Google Business Profile if I cancel?',
        answer: 'It stays yours. We hand over full ownership of the profile to your Google account, and it keeps showing on Google Maps.',
      },
    ],
  },
];

export function FaqsPage() {
  usePageMeta(
    'Frequently asked questions',
    'Answers for small business owners about AdLaunch search ads, Google Business Profiles, prices, VAT, payment, contracts and refunds.',
  );
  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Frequently asked questions"
        lead="Straight answers about how AdLaunch works, what it costs and what to expect. Can’t find your question? Ask us on chat or by email."
      />
      {GROUPS.map((group, i) => (
        <Section key={group.title} title={group.title} alt={i % 2 === 1}>
          <FaqList items={group.items} />
        </Section>
      ))}
      <CtaBand
        title="Still have a question?"
        text={`Email ${CONTACT.supportEmail} or chat with us. A real person answers, usually within a few hours on business days.`}
      >
        <a href={CONTACT.chatUrl} target="_blank" rel="noopener noreferrer" className={styles.button}>
          <span className="sr-only">Opens in a new tab: </span>Chat with us
        </a>
        <ButtonLink to={ROUTES.pricing} variant="secondary">
          See pricing
        </ButtonLink>
      </CtaBand>
    </>
  );
}
