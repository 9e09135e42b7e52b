import { screen } from '@testing-library/react';
import { MARKETING_PATHS } from '@adlaunch/shared';
import { renderPage } from '../testing/render';
import { MarketingApp } from './marketing-app';

describe('MarketingApp', () => {
  it.each(MARKETING_PATHS)('renders %s with exactly one h1, a title and a meta description', async (path) => {
    renderPage(<MarketingApp />, { path });
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^.+ \| AdLaunch$/);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(50);
  });

  it('gives every page its own title', async () => {
    const titles = new Set<string>();
    for (const path of MARKETING_PATHS) {
      const { unmount } = renderPage(<MarketingApp />, { path });
      await screen.findByRole('heading', { level: 1 });
      titles.add(document.title);
      unmount();
    }
    expect(titles.size).toBe(MARKETING_PATHS.length);
  });

  it('ignores a trailing slash', async () => {
    renderPage(<MarketingApp />, { path: '/faqs/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
