import { Link } from 'react-router-dom';
import { blogArticlePath } from '@adlaunch/shared';
import { usePageMeta } from '@adlaunch/ui-kit';
import { PageHero } from '../../../components/page-hero';
import pageStyles from '../../../components/page.module.css';
import { ARTICLES, formatPublished } from '../articles';
import styles from './blog.module.css';

/** The blog's index: each article's title, date and summary; the bodies load only on their own pages. */
export function BlogPage() {
  usePageMeta(
    'Blog',
    'Practical advice for small-business owners on search ads, keywords, ad budgets, Google reviews and Google Business Profiles, from the AdLaunch team.',
  );
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Advice for getting found online"
        lead="Plain-language guides for small-business owners: search ads, keywords, budgets, reviews and your Google Business Profile."
      />
      <div className={`${pageStyles.container} ${styles.index}`}>
        <ul className={styles.list} aria-label="Articles">
          {ARTICLES.map((article) => (
            <li key={article.slug} className={styles.item}>
              <article aria-labelledby={`${article.slug}-title`}>
                <h2 id={`${article.slug}-title`} className={styles.itemTitle}>
                  <Link to={blogArticlePath(article.slug)}>{article.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <time dateTime={article.published}>{formatPublished(article.published)}</time>
                </p>
                <p className={styles.summary}>{article.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
