import { Link } from 'react-router-dom';
import { CONTACT, ROUTES } from '@adlaunch/shared';
import { usePageMeta } from '@adlaunch/ui-kit';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'summary',
    heading: 'In short',
    body: (
      <ul>
        <li>Setup fees are refunded in full if you cancel before we start work.</li>
        <li>Management fees can be refunded for a month that has not started yet; a month in progress is not refunded.</li>
        <li>Ad budget already paid to Google, Bing or a social platform cannot be refunded; unspent budget can.</li>
        <li>If we fail to deliver what we promised, we put it right or refund you.</li>
      </ul>
    ),
  },
  {
    id: 'setup-fees',
    heading: 'Setup fees',
    body: (
      <>
        <p>
          A setup fee pays for the work of building your campaign or business profile. If you cancel before we have started that work
          (usually within one business day of payment), we refund the setup fee in full.
        </p>
        <p>
          Once work has started, the setup fee is not refundable, because our specialists have already spent the time. If we cannot complete
          the setup for reasons within our control, we refund it in full. If Google refuses to verify a business profile, we refund the
          setup fee unless the refusal is caused by inaccurate information you gave us.
        </p>
      </>
    ),
  },
  {
    id: 'management-fees',
    heading: 'Monthly management fees',
    body: (
      <p>
        Management is billed monthly in advance. You can cancel at any time; the service then runs to the end of the month you have paid for
        and you will not be charged again. If you are charged for a new month after you asked us to cancel before the billing date, we
        refund that month in full. A month that has already started is not refunded in part.
      </p>
    ),
  },
  {
    id: 'ad-spend',
    heading: 'Ad budget paid to the platforms',
    body: (
      <p>
        The ad budget is passed on to Google, Microsoft or the social platform and pays for clicks and impressions that have already
        happened. Ad spend that has been used by the platforms is non-refundable. If you cancel during a month, we stop your campaigns and
        refund any part of that month’s ad budget that has not yet been spent, as shown in the platform’s billing records.
      </p>
    ),
  },
  {
    id: 'errors',
    heading: 'Mistakes and duplicate charges',
    body: (
      <p>
        If you are charged twice, charged the wrong amount, or charged after cancelling, tell us and we refund the difference in full,
        whatever the date.
      </p>
    ),
  },
  {
    id: 'how-to-ask',
    heading: 'How to ask for a refund',
    body: (
      <>
        <p>
          Email {CONTACT.supportEmail} from the address on your account with your business name and the payment concerned. We reply within
          two business days.
        </p>
        <p>
          Approved refunds go back to the card you paid with within 7 to 10 business days, in South African rand. The amount refunded
          includes the VAT you paid on it. We do not pay refunds in cash or to a different card.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    heading: 'Your legal rights',
    body: (
      <p>
        This policy does not limit any rights you have under the Consumer Protection Act, 2008 or other South African law. See also our{' '}
        <Link to={ROUTES.terms}>terms of service</Link>.
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  usePageMeta(
    'Refund policy',
    'When AdLaunch refunds setup fees and monthly management fees, why ad spend paid to the platforms is non-refundable, and how to ask for a refund.',
  );
  return (
    <LegalPage
      title="Refund policy"
      lead="What we refund, what we cannot, and how to ask. We aim to be fair and quick."
      updated="1 September 2025"
      sections={SECTIONS}
    />
  );
}
