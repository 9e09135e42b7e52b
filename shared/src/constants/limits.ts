export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  otpLength: 5,
  nameMin: 2,
  locationTermMin: 3,
  locationDebounceMs: 300,
  legacyCountdownSeconds: 8,
  smoothScrollDelayMs: 500,
  errorBannerShowMs: 4000,
  errorBannerClearMs: 5000,
  statusPollMs: 10000,
  /** Any upload (a certificate) except a photo. */
  uploadMaxBytes: 5 * 1024 * 1024,
  /** A business photo as a phone takes it: the server resizes it to `photoMaxSidePx` on its long side. */
  photoUploadMaxBytes: 20 * 1024 * 1024,
  photoMaxSidePx: 2000,
  /** Words to exclude (negative keywords) on one search ad, and the length of each. */
  negativeKeywordsMax: 30,
  negativeKeywordMaxLength: 80,
  /** The owner's answer to an AI suggestion's question ("What do you sell?"). */
  suggestionSellsMax: 100,
} as const;

export const STORAGE_KEYS = {
  token: 'token',
  email: 'email',
  referralCode: 'referralCode',
  appVersion: 'appVersion',
  abTest: 'abtest00',
  /** The visitor id the stored `abtest00` was issued with: for another id (or none) the browser asks the server again. */
  abTestCid: 'abtest00cid',
  /** The visitor id the server issued this browser, sent as `cid` (the ids browsers made up under `cid` are not honoured). */
  visitorId: 'visitorId',
  /** The search ads plan a visitor picked (a `SEARCH_PLANS` slug), carried to the pay step: decision 010. */
  chosenPlan: 'chosenPlan',
  /** `dashboardSeen:<user uuid>`: the owner has seen their dashboard in this browser, so it welcomes them back. */
  dashboardSeen: 'dashboardSeen',
} as const;

export const CONTACT = {
  supportEmail: 'support@adlaunch.example',
  chatUrl: 'https://wa.me/27215550134',
  postalAddress: 'AdLaunch, 2nd Floor, 14 Bree Street, Cape Town, 8001, South Africa',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/adlaunch' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/adlaunch' },
    { name: 'Instagram', url: 'https://www.instagram.com/adlaunch' },
  ],
  blogPath: '/blog',
  legacyLoginUrl: 'https://legacy.adlaunch.example/login',
} as const;
