import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { ROUTES, type BlogSlug } from '@adlaunch/shared';
import { usePageMeta } from '@adlaunch/ui-kit';
import { ButtonLink } from '../../../components/button-link';
import { CtaBand } from '../../../components/cta-band';
import pageStyles from '../../../components/page.module.css';
import { articleBySlug, formatPublished, readingMinutes } from '../articles';
import styles from './blog.module.css';

/** A link inside an article: a page of this site opens in the app, any other site in the usual way. */
function ArticleLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

// Articles start at h2: the page's one h1 is the article's title.
const OPTIONS: MarkdownToJSX.Options = { forceBlock: true, overrides: { a: ArticleLink, h1: 'h2' } };

interface ArticlePageProps {
  slug: BlogSlug;
  /** The article's markdown, loaded with the page (so a prerendered page shows it whole). */
  body: string;
}

export function ArticlePage({ slug, body }: ArticlePageProps) {
  const article = articleBySlug(slug);
  usePageMeta(article.title, article.description);
  return (
    <>
      <article className={`${pageStyles.narrow} ${styles.article}`} aria-labelledby="article-title">
        <p className={styles.back}>
          <Link to={ROUTES.blog}>All articles</Link>
        </p>
        <h1 id="article-title" className={styles.articleTitle}>
          {article.title}
        </h1>
        <p className={styles.meta}>
          <time dateTime={article.published}>{formatPublished(article.published)}</time> · {readingMinutes(body)} min read
        </p>
        <div className={styles.prose}>
          <Markdown options={OPTIONS}>{body}</Markdown>
        </div>
      </article>
      <CtaBand title="Want customers to find you first?" text="We set up and manage your search ads and Google Business Profile for you.">
        <ButtonLink to={ROUTES.pricing}>See plans and pricing</ButtonLink>
      </CtaBand>
    </>
  );
}
