import { gbpStepPath } from '../constants/routes';
import { firstFilled, type FrameValues, type FrameValuesOf } from '../remotes/owner-frame';
import type { Account, Profile, SearchAd } from '../schemas/entities';
import { aboutSources } from './about';

type Sources = Record<string, readonly (string | null | undefined)[]>;

/** Each field filled with the first of its sources with text in it. */
const filledFrom = (sources: Sources): FrameValues =>
  Object.fromEntries(Object.entries(sources).map(([name, candidates]) => [name, firstFilled(candidates)]));

/** A profile whose first step was saved without a registration number belongs to a sole proprietor. */
export const isSoleProprietor = (profile: Profile | null | undefined): boolean => Boolean(profile?.category && !profile.registrationNumber);

/** The business profile about step's own fields, as the profile saved them (the shared ones come from `aboutSources`). */
export const gbpAboutSources = (profile: Profile | null | undefined) => ({
  category: [profile?.category],
  registration_number: [profile?.registrationNumber],
});

/**
 * The about step's fields as its form starts. The VAT number field shows only under a "yes", the
 * registration number only for a company; the sole proprietor tick is the form's own (not sent).
 */
export function gbpAboutValues(profile: Profile | null, user: Account, searchAd: SearchAd | null): FrameValues {
  const { vat_number, registration_number, ...values } = filledFrom({
    ...aboutSources(profile, user, searchAd),
    ...gbpAboutSources(profile),
  });
  const sole = isSoleProprietor(profile);
  return {
    ...values,
    ...(values.charge_vat === 'yes' ? { vat_number } : {}),
    sole_proprietor: sole ? 'on' : '',
    ...(sole ? {} : { registration_number }),
  };
}

/** The business step's text: the description saved (the photo and certificate are uploads, shown by the app). */
export const gbpBusinessValues = (profile: Profile | null | undefined) => ({ description: profile?.description ?? '' });

interface ProfileAddress {
  address: string;
  zipcode: string;
  city: string;
}

/**
 * The one-line address given in the search ads wizard ("14 Bree Street, Cape Town, 8001"), in the
 * profile's fields: a 4-digit postal code (South Africa's) and the town, when the line names them,
 * at its end; the rest is the street address. What cannot be told apart stays in the street address.
 */
export function splitAddress(line: string | null | undefined): ProfileAddress {
  const parts = (line ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let zipcode = '';
  const last = parts[parts.length - 1] ?? '';
  const code = /^(.*?)\s*\b(\d{4})$/.exec(last);
  if (code && parts.length > 1) {
    zipcode = code[2];
    if (code[1]) parts[parts.length - 1] = code[1];
    else parts.pop();
  }
  // A town has no house number; the street line does.
  const city = parts.length > 1 && !/\d/.test(parts[parts.length - 1]) ? (parts.pop() ?? '') : '';
  return { address: parts.join(', '), zipcode, city };
}

/** Where the address step's fields come from, best first: this profile as saved, then the search ads campaign's address. */
export function gbpAddressSources(profile: Profile | null | undefined, searchAd: SearchAd | null | undefined) {
  const given = splitAddress(searchAd?.address);
  return {
    address: [profile?.address, given.address],
    zipcode: [profile?.zipcode, given.zipcode],
    city: [profile?.city, given.city],
  };
}

/** The address step's fields as its form starts; the country is South Africa until the profile saves another. */
export function gbpAddressValues(profile: Profile | null | undefined, searchAd: SearchAd | null | undefined) {
  const sources = gbpAddressSources(profile, searchAd);
  return {
    address: firstFilled(sources.address),
    zipcode: firstFilled(sources.zipcode),
    city: firstFilled(sources.city),
    country: profile?.country ?? 'South Africa',
  };
}

/**
 * The pay step's receipt email, from the account. Without one the app falls back on the email kept in
 * this browser, which the server cannot read: the served field stays empty.
 */
export const gbpPayValues = (user: Account) => ({ email: user.email });

/** The gbp-wizard pages' served field values, by page path (decision 036). The status page has no fields. */
export const GBP_FRAME_VALUES: Record<string, FrameValuesOf> = {
  [gbpStepPath('about')]: ({ profile, user, searchAd }) => gbpAboutValues(profile, user, searchAd),
  [gbpStepPath('business')]: ({ profile }) => gbpBusinessValues(profile),
  [gbpStepPath('address')]: ({ profile, searchAd }) => gbpAddressValues(profile, searchAd),
  [gbpStepPath('pay')]: ({ user }) => gbpPayValues(user),
};
