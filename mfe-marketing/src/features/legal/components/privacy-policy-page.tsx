import { CONTACT } from '@adlaunch/shared';
import { usePageMeta } from '@adlaunch/ui-kit';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <p>
        AdLaunch, of {CONTACT.postalAddress}, is the responsible party for the personal information described here, as defined in the
        Protection of Personal Information Act, 2013 (POPIA). Our Information Officer can be reached at {CONTACT.supportEmail}.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          Account details: your first and last name, business email address, password (stored only as a secure hash) and whether you agreed
          to receive marketing.
        </li>
        <li>
          Business details: business name, website, mobile number, address, target locations, category, registration number, description,
          images and certificates you upload.
        </li>
        <li>
          Payment details: what you bought, amounts, VAT status and payment references. Card details are handled by our payment provider; we
          never see your full card number.
        </li>
        <li>Enquiries: what you send through our forms, such as the social media ads enquiry, and your messages to support.</li>
        <li>
          Technical data: an anonymous browser identifier, the A/B test variant you were shown, a referral code if you used a referral link,
          your login token (kept in a cookie) and basic server logs such as IP address and time of request.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    heading: 'Why we use it',
    body: (
      <ul>
        <li>To create and secure your account, including sending one-time codes to verify your email address.</li>
        <li>To set up, run and report on your ads and business profile, which is the service you asked for.</li>
        <li>To take payment, issue invoices and meet our tax and accounting obligations.</li>
        <li>To answer enquiries and support requests.</li>
        <li>To improve our website and prices, for example by comparing two versions of a page.</li>
        <li>To send you marketing about our services, only if you opted in. You can opt out at any time with the link in every message.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal information. We share it only where needed to deliver our services:</p>
        <ul>
          <li>Google, Microsoft and social media platforms, to create and run your ads and business profile;</li>
          <li>our card payment provider, to process payments;</li>
          <li>
            hosting, email and support tools that process information on our behalf under written agreements that require them to protect
            it;
          </li>
          <li>authorities, when the law requires us to.</li>
        </ul>
        <p>
          Some of these providers store information outside South Africa. We only transfer information to countries or companies that offer
          protection comparable to POPIA, as section 72 of POPIA requires.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use a cookie named <code>token</code> to keep you logged in, and your browser’s local storage to remember your email address, a
        referral code, the version of the site you last saw and your A/B test group. We do not use third-party advertising cookies on this
        website. You can clear them in your browser at any time; you will then be logged out.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep account and business information while your account is open, and for up to 12 months afterwards in case you return or have a
        question. Payment and invoice records are kept for five years, as South African tax law requires. Enquiries from people who do not
        become customers are deleted after 12 months.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, hashed passwords and login tokens, access limited to staff who need it, and
        regular reviews. If a security compromise affects your personal information, we will notify you and the Information Regulator as
        POPIA requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>Under POPIA you may:</p>
        <ul>
          <li>ask whether we hold personal information about you and request a copy of it;</li>
          <li>ask us to correct or delete information that is inaccurate, out of date or unlawfully held;</li>
          <li>object to our processing of your information, including for direct marketing;</li>
          <li>withdraw your consent where we rely on it.</li>
        </ul>
        <p>
          Email {CONTACT.supportEmail} and we will respond within 30 days. If you are unhappy with our answer, you may complain to the
          Information Regulator (South Africa), whose contact details are published on its website.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: <p>We will post any changes on this page and, for important changes, email account holders before they take effect.</p>,
  },
];

export function PrivacyPolicyPage() {
  usePageMeta(
    'Privacy policy',
    'How AdLaunch collects, uses, shares and protects personal information under the Protection of Personal Information Act (POPIA), and how to exercise your rights.',
  );
  return (
    <LegalPage
      title="Privacy policy"
      lead="What personal information we collect, why, who we share it with and the rights you have under POPIA."
      updated="1 September 2025"
      sections={SECTIONS}
    />
  );
}
