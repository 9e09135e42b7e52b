import type { Selectable } from 'kysely';
import { formatMoney, type SubmittedSection } from '@adlaunch/shared';
import { toSearchAd } from '../../campaigns/search-ads';
import type { ProfilesTable, SearchAdsTable, UsersTable } from '../../db/schema';

type Field = SubmittedSection['fields'][number];
const text = (label: string, value: string | null | undefined): Field => ({ label, value: value || null });
const list = (label: string, items: string[]): Field => ({ label, value: null, items });
const yesNo = (value: number) => (value ? 'Yes' : 'No');

function parseList(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** The owner's answers at sign-up and their VAT answer: the same for both products. */
export function ownerSections(user: Selectable<UsersTable>): SubmittedSection[] {
  return [
    {
      title: 'Answers',
      fields: [
        text('Product chosen at sign-up', user.product),
        text('Monthly budget', user.budget),
        text('Already has a Google Business Profile', yesNo(user.already_gbp)),
        list('Extras', parseList(user.extras)),
        text('Website', user.website_url),
        text('Referred by', user.referrer),
      ],
    },
    {
      title: 'VAT',
      fields: [
        text('Answered the South Africa question', yesNo(user.vat_answered)),
        text('Charged VAT (in South Africa)', yesNo(user.charge_vat)),
        text('VAT number', user.vat_number),
      ],
    },
  ];
}

export function searchAdSections(row: Selectable<SearchAdsTable>): SubmittedSection[] {
  const ad = toSearchAd(row);
  const details = ad.ad_details;
  return [
    {
      title: 'About',
      fields: [
        text('Business name', ad.businessName),
        text('Website', ad.businessUrl),
        text('Mobile', ad.mobile),
        text('Address', ad.address),
        text('Plan', ad.plan),
        text('Monthly ad budget', formatMoney(ad.budgetCents, 'ZAR')),
      ],
    },
    {
      title: 'Ad text',
      fields: details
        ? [
            text('Headline 1', details.headline_1),
            text('Headline 2', details.headline_2),
            text('Headline 3', details.headline_3),
            text('Description 1', details.desc_1),
            text('Description 2', details.desc_2),
          ]
        : [text('Ad text', null)],
    },
    {
      title: 'Keywords',
      fields: [list('Keywords', ad.keywords), list('Negative keywords', ad.negative_keywords), list('Competitors', ad.competitors)],
    },
    {
      title: 'Locations',
      fields: [
        list(
          'Locations',
          ad.locations.map((l) => `${l.name} (${l.type}, ${l.country})`),
        ),
      ],
    },
  ];
}

export function profileSections(row: Selectable<ProfilesTable>): SubmittedSection[] {
  return [
    {
      title: 'About',
      fields: [
        text('Business name', row.business_name),
        text('Website', row.business_url),
        text('Mobile', row.mobile),
        text('Category', row.category),
        text('Registration number', row.registration_number),
      ],
    },
    { title: 'Business', fields: [text('Description', row.description)] },
    {
      title: 'Address',
      fields: [text('Address', row.address), text('Postal code', row.zipcode), text('City', row.city), text('Country', row.country)],
    },
  ];
}
