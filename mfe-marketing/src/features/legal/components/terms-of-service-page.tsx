import { Link } from 'react-router-dom';
import { adSpend, CONTACT, formatPrice, PRICES, ROUTES } from '@adlaunch/shared';
import { usePageMeta } from '@adlaunch/ui-kit';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'About these terms',
    body: (
      <>
        <p>
          These terms of service form the agreement between you (the business that creates an account) and AdLaunch, of{' '}
          {CONTACT.postalAddress} (“AdLaunch”, “we”, “us”). They apply to our website, your account and every service you buy from us:
          managed search ads, Google Business Profile setup and management, and social media ads.
        </p>
        <p>
          By creating an account or paying for a service you confirm that you accept these terms and that you are authorised to act for the
          business you register. Our services are intended for businesses; if the Consumer Protection Act, 2008 applies to you, nothing in
          these terms limits rights it gives you.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <ul>
        <li>You must give accurate, complete information about yourself and your business and keep it up to date.</li>
        <li>You are responsible for keeping your login details and one-time codes private and for everything done through your account.</li>
        <li>Tell us immediately at {CONTACT.supportEmail} if you believe someone else has used your account.</li>
        <li>We may suspend an account that is used fraudulently, to break the law, or in breach of these terms.</li>
      </ul>
    ),
  },
  {
    id: 'services',
    heading: 'What we do',
    body: (
      <>
        <p>
          For search ads we research keywords, write ads based on your information, set up campaigns on Google Ads and Microsoft
          Advertising, and manage and optimise them each month. For a Google Business Profile we create or claim your profile, complete it
          with the information you give us, help you through Google’s verification, and keep it up to date. For social media ads we agree
          the scope and price with you separately before any work starts.
        </p>
        <p>
          We work with care and skill, but search engines and social platforms decide where and how often ads appear, and whether a profile
          is verified. We therefore cannot guarantee a specific position, number of clicks, calls, customers or sales.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: 'Your information and content',
    body: (
      <>
        <p>
          You confirm that the business details, text, images, logos and certificates you give us are accurate, that you have the right to
          use them, and that advertising your products or services is lawful. You give us a non-exclusive licence to use that content only
          to provide our services to you.
        </p>
        <p>
          Ads and profiles must follow the advertising policies of Google, Microsoft and the social platforms. We may decline or change
          content that would break those policies or the law, and we will tell you when we do.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    heading: 'Fees, ad budget and payment',
    body: (
      <>
        <p>
          The prices on our pricing pages apply at the time you pay. Search ads carry a monthly management fee, a monthly ad budget
          (currently {formatPrice(adSpend().zarCents)}) that we pay on to the search engines for clicks on your ads, and, depending on the
          offer shown to you, a once-off setup fee. A Google Business Profile carries a once-off setup fee and a monthly management fee.
        </p>
        <p>
          Payments are made by card through our payment provider and are charged in South African rand. Businesses in South Africa pay{' '}
          {Math.round(PRICES.vatRate * 100)}% VAT in addition to the prices shown. Monthly fees and the ad budget are billed in advance for
          each month of service until you cancel. Promo codes and referral prices apply only as described when they are issued and cannot be
          exchanged for cash.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling',
    heading: 'Cancelling and pausing',
    body: (
      <p>
        There is no minimum term. You can pause search ads from your dashboard, and cancel any service by emailing {CONTACT.supportEmail}{' '}
        before your next billing date; the service then ends at the end of the month you have paid for. Refunds are handled under our{' '}
        <Link to={ROUTES.refund}>refund policy</Link>. We may end a service with 30 days’ notice, or immediately if you seriously breach
        these terms, and will refund any fees paid for a period after the service ends.
      </p>
    ),
  },
  {
    id: 'ownership',
    heading: 'Ownership',
    body: (
      <p>
        Your Google Business Profile belongs to your business; when you leave we transfer full ownership to the Google account you name. Ad
        text we write for you may be reused by you. Our website, software, methods and reports remain ours.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss such as lost profits, or for losses caused by
          decisions, outages or policy changes of Google, Microsoft, social platforms or payment providers. Our total liability for any
          claim is limited to the fees (excluding ad budget) you paid us in the three months before the claim arose.
        </p>
        <p>Nothing in these terms excludes liability that cannot lawfully be excluded, including for gross negligence or fraud.</p>
      </>
    ),
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    body: (
      <p>
        We process personal information as described in our <Link to={ROUTES.privacy}>privacy policy</Link>, in line with the Protection of
        Personal Information Act, 2013 (POPIA).
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes, law and disputes',
    body: (
      <>
        <p>
          We may update these terms. We will email you about material changes at least 14 days before they take effect; continuing to use
          our services after that date means you accept the new terms. Price changes never apply to a month you have already paid for.
        </p>
        <p>
          These terms are governed by the law of the Republic of South Africa. Please contact us first so we can try to resolve any
          complaint; if we cannot, the courts of South Africa have jurisdiction.
        </p>
      </>
    ),
  },
  {
    id: 'place-data',
    heading: 'Place names',
    body: (
      <p>
        The towns, suburbs and areas you can choose when you set up a campaign come from <a href="https://www.geonames.org/">GeoNames</a>,
        used under the <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0</a> licence, with South
        African suburbs added by us.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms: {CONTACT.supportEmail}, or write to {CONTACT.postalAddress}.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  usePageMeta(
    'Terms of service',
    'The terms that apply to AdLaunch accounts and to our managed search ads, Google Business Profile and social media ads services.',
  );
  return (
    <LegalPage
      title="Terms of service"
      lead="The agreement between your business and AdLaunch, written to be read. Please take a few minutes to go through it."
      updated="1 September 2025"
      sections={SECTIONS}
    />
  );
}
