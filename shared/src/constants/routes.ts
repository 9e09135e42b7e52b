export const ROUTES = {
  home: '/',
  howItWorks: '/how-it-works',
  searchAds: '/search-ads',
  pricing: '/pricing',
  gbp: '/google-business-profile',
  social: '/social-media-ads',
  gbpPricing: '/google-business-profile-pricing',
  referAFriend: '/refer-a-friend',
  faqs: '/faqs',
  registerAds: '/register-ads',
  registerGbp: '/register-gbp',
  login: '/login',
  /** Not a page: the served Log Out form posts here (the server ends the session and goes home). */
  logout: '/logout',
  dashboard: '/dashboard',
  beforeYouLeave: '/before-you-leave',
  terms: '/terms-of-service',
  refund: '/refund-policy',
  privacy: '/privacy-policy',
  setupSearch: '/setup-search',
  setupGbp: '/setup-gbp',
  searchAdsAbout: '/search-ads/about',
  blog: '/blog',
} as const;

/** The blog's articles (markdown files of the marketing remote, one per slug): each has its page at /blog/<slug>. */
export const BLOG_SLUGS = [
  'choosing-keywords-for-local-search-ads',
  'google-business-profile-checklist',
  'getting-more-google-reviews',
  'setting-a-monthly-ad-budget',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];
export const blogArticlePath = <S extends BlogSlug>(slug: S) => `${ROUTES.blog}/${slug}` as const;

/** Public pages served by the marketing remote. */
export const MARKETING_PATHS = [
  ROUTES.home,
  ROUTES.howItWorks,
  ROUTES.searchAds,
  ROUTES.pricing,
  ROUTES.gbp,
  ROUTES.social,
  ROUTES.gbpPricing,
  ROUTES.referAFriend,
  ROUTES.faqs,
  ROUTES.beforeYouLeave,
  ROUTES.terms,
  ROUTES.refund,
  ROUTES.privacy,
  ROUTES.blog,
  ...BLOG_SLUGS.map(blogArticlePath),
] as const;

export const SEARCH_STEPS = ['about', 'details', 'keywords', 'pay'] as const;
export type SearchStep = (typeof SEARCH_STEPS)[number] | 'status';

export const GBP_STEPS = ['about', 'business', 'address', 'pay'] as const;
export type GbpStep = (typeof GBP_STEPS)[number] | 'status';

export const searchStepPath = (step: SearchStep) => `${ROUTES.setupSearch}/${step}`;
export const gbpStepPath = (step: GbpStep) => `${ROUTES.setupGbp}/${step}`;
