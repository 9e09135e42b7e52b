import { compareText, dayText, type BlogSlug } from '@adlaunch/shared';

export interface Article {
  slug: BlogSlug;
  title: string;
  /** The page's meta description and the summary on the blog's index. */
  description: string;
  /** ISO date. */
  published: string;
  /** The article's text (markdown), in a chunk of its own: the index never loads a body. */
  loadBody: () => Promise<string>;
}

const text = (load: () => Promise<{ default: string }>) => () => load().then((m) => m.default);

const ARTICLE_LIST: Article[] = [
  {
    slug: 'setting-a-monthly-ad-budget',
    title: 'How much should you spend on Google Ads? Setting a monthly budget',
    description:
      'Work out a sensible monthly ad budget from what a new customer is worth to you, how many enquiries become customers and what a click costs in your trade.',
    published: '2025-05-06',
    loadBody: text(() => import('./articles/setting-a-monthly-ad-budget.md')),
  },
  {
    slug: 'getting-more-google-reviews',
    title: 'Getting more Google reviews, honestly',
    description:
      'When and how to ask customers for Google reviews, how to make it one tap for them, what Google does not allow, and how to reply to good and bad reviews.',
    published: '2025-04-15',
    loadBody: text(() => import('./articles/getting-more-google-reviews.md')),
  },
  {
    slug: 'google-business-profile-checklist',
    title: 'The Google Business Profile checklist for small businesses',
    description:
      'Eight things to get right on your Google Business Profile, from your name, address and category to photos, services, reviews and verification.',
    published: '2025-03-25',
    loadBody: text(() => import('./articles/google-business-profile-checklist.md')),
  },
  {
    slug: 'choosing-keywords-for-local-search-ads',
    title: 'Choosing keywords for local search ads',
    description:
      'How to pick the words your customers really type into Google, pair them with the places you serve, and leave out the searches that waste your budget.',
    published: '2025-03-04',
    loadBody: text(() => import('./articles/choosing-keywords-for-local-search-ads.md')),
  },
];

/** Newest first. */
export const ARTICLES: readonly Article[] = [...ARTICLE_LIST].sort((a, b) => compareText(b.published, a.published));

export const articleBySlug = (slug: BlogSlug): Article => {
  const article = ARTICLES.find((a) => a.slug === slug);
  if (!article) throw new Error(`No blog article ${slug}`);
  return article;
};

/** "5 November 2026" (plain text, not Intl: decision 026). */
export const formatPublished = (iso: string) => dayText(iso);

/** Minutes at about 200 words a minute, at least one. */
export const readingMinutes = (body: string) => Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / 200));
