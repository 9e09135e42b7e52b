import { createElement, type ComponentType } from 'react';
import { preloadable, type PreloadableComponent } from '@adlaunch/ui-kit';
import { BLOG_SLUGS, blogArticlePath, ROUTES, type BlogSlug, type MARKETING_PATHS } from '@adlaunch/shared';

type MarketingPath = (typeof MARKETING_PATHS)[number];

// One chunk per page, so the home page never downloads the legal texts.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => preloadable(() => load().then((m) => m[name]));

// An article's page loads with its text (its own chunk), so that it shows whole from its first paint.
const articlePage = (slug: BlogSlug) =>
  preloadable(async () => {
    const [{ ArticlePage }, { articleBySlug }] = await Promise.all([
      import('../features/blog/components/article-page'),
      import('../features/blog/articles'),
    ]);
    const body = await articleBySlug(slug).loadBody();
    return function Article() {
      return createElement(ArticlePage, { slug, body });
    };
  });
const articlePages = Object.fromEntries(BLOG_SLUGS.map((slug) => [blogArticlePath(slug), articlePage(slug)])) as Record<
  `${typeof ROUTES.blog}/${BlogSlug}`,
  PreloadableComponent
>;

const PAGES: Record<MarketingPath, PreloadableComponent> = {
  [ROUTES.home]: page(() => import('../features/home/components/home-page'), 'HomePage'),
  [ROUTES.howItWorks]: page(() => import('../features/how-it-works/components/how-it-works-page'), 'HowItWorksPage'),
  [ROUTES.searchAds]: page(() => import('../features/products/components/search-ads-page'), 'SearchAdsPage'),
  [ROUTES.gbp]: page(() => import('../features/products/components/google-business-profile-page'), 'GoogleBusinessProfilePage'),
  [ROUTES.social]: page(() => import('../features/social-leads/components/social-media-ads-page'), 'SocialMediaAdsPage'),
  [ROUTES.pricing]: page(() => import('../features/pricing/components/pricing-page'), 'PricingPage'),
  [ROUTES.gbpPricing]: page(() => import('../features/pricing/components/gbp-pricing-page'), 'GbpPricingPage'),
  [ROUTES.referAFriend]: page(() => import('../features/referrals/components/refer-a-friend-page'), 'ReferAFriendPage'),
  [ROUTES.faqs]: page(() => import('../features/faqs/components/faqs-page'), 'FaqsPage'),
  [ROUTES.beforeYouLeave]: page(() => import('../features/before-you-leave/components/before-you-leave-page'), 'BeforeYouLeavePage'),
  [ROUTES.terms]: page(() => import('../features/legal/components/terms-of-service-page'), 'TermsOfServicePage'),
  [ROUTES.refund]: page(() => import('../features/legal/components/refund-policy-page'), 'RefundPolicyPage'),
  [ROUTES.privacy]: page(() => import('../features/legal/components/privacy-policy-page'), 'PrivacyPolicyPage'),
  [ROUTES.blog]: page(() => import('../features/blog/components/blog-page'), 'BlogPage'),
  ...articlePages,
};

export const pageFor = (pathname: string): PreloadableComponent =>
  PAGES[(pathname.replace(/\/+$/, '') || ROUTES.home) as MarketingPath] ?? PAGES[ROUTES.home];
