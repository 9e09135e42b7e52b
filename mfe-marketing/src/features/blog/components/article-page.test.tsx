import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { articleBySlug } from '../articles';
import { ArticlePage } from './article-page';

const BODY = `Intro paragraph about **reviews**.

## Ask at the right moment

- one
- two

See [our pricing](/pricing) or [Google's help](https://support.google.com/business).
`;

describe('ArticlePage', () => {
  it('shows the title as the one h1, its date, reading time and the markdown with its sections', () => {
    renderPage(<ArticlePage slug="getting-more-google-reviews" body={BODY} />, { path: '/blog/getting-more-google-reviews' });
    const article = articleBySlug('getting-more-google-reviews');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
    expect(document.title).toBe(`${article.title} | AdLaunch`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', article.description);
    expect(screen.getByText(/min read/)).toHaveTextContent('1 min read');
    expect(screen.getByRole('heading', { level: 2, name: 'Ask at the right moment' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('reviews', { selector: 'strong' })).toBeInTheDocument();
  });

  it('opens links to this site in the app and other sites as ordinary links', async () => {
    const { user } = renderPage(<ArticlePage slug="getting-more-google-reviews" body={BODY} />, {
      path: '/blog/getting-more-google-reviews',
    });
    expect(screen.getByRole('link', { name: "Google's help" })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('link', { name: 'our pricing' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pricing$/);
  });

  it('leads back to all articles', async () => {
    const { user } = renderPage(<ArticlePage slug="getting-more-google-reviews" body={BODY} />, {
      path: '/blog/getting-more-google-reviews',
    });
    await user.click(screen.getByRole('link', { name: 'All articles' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
  });
});
