import type { Account, SessionUser } from '@adlaunch/shared';

/** A logged-in owner as token login answers them (Thandi, nothing bought yet), with `user`'s fields over it. */
export function ownerSession(user: Partial<Account> = {}): SessionUser {
  return {
    message: 'ok',
    emailVerified: true,
    mobileVerified: false,
    user: {
      uuid: 'u1',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      email: 'thandi@example.com',
      mobile: null,
      chargeVAT: false,
      websiteUrl: null,
      product: 'search_ads',
      budget: null,
      alreadyGbp: false,
      businessName: null,
      extras: [],
      locations: [],
      address: null,
      name: 'Thandi Nkosi',
      clicks: 0,
      views: 0,
      has_ads: false,
      isStaff: false,
      referralCode: 'MYOWNCODE1',
      referralValid: false,
      transactions: { history: [], totals: { count: 0, paidCents: 0 } },
      ...user,
    },
  };
}
