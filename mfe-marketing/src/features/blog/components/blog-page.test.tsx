import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render';
import { ARTICLES } from '../articles';
import { BlogPage } from './blog-page';

describe('BlogPage', () => {
  it("lists every article with its date and summary, linking to the article's own page", async () => {
    const { user } = renderPage(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Advice for getting found online');
    expect(document.title).toBe('Blog | AdLaunch');
    const list = screen.getByRole('list', { name: 'Articles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(ARTICLES.length);
    ARTICLES.forEach((article, i) => {
      expect(within(items[i]).getByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`);
      expect(within(items[i]).getByText(article.description)).toBeVisible();
    });

    await user.click(screen.getByRole('link', { name: ARTICLES[0].title }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/blog/${ARTICLES[0].slug}`);
  });

  it('loads no article text', () => {
    const loads = ARTICLES.map((article) => jest.spyOn(article, 'loadBody'));
    renderPage(<BlogPage />, { path: '/blog' });
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });
});
