import { screen } from '@testing-library/react';
import { renderAt, resetSession } from '../testing/render';
import { AppRoutes } from './routes';

jest.mock('../lib/remotes/remote-view', () => ({
  RemoteView: ({ remote, exposed }: { remote: string; exposed: string }) => <div data-testid="remote">{`${remote} ${exposed}`}</div>,
}));

beforeEach(resetSession);

describe('the blog routes', () => {
  it.each(['/blog', '/blog/getting-more-google-reviews'])('%s is a page of the marketing remote', (path) => {
    renderAt(<AppRoutes />, path);
    expect(screen.getByTestId('remote')).toHaveTextContent('mfe-marketing ./App');
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('leads an unknown article to the blog, not home', () => {
    renderAt(<AppRoutes />, '/blog/no-such-article');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
  });
});

describe('the release page', () => {
  it('has moved to the back office: /releases leads to /staff/releases', async () => {
    renderAt(<AppRoutes />, '/releases');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/staff\/releases$/);
  });
});
